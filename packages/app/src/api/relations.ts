/** Relations (api.md §5.4). Keys: `['p', project, 'relations']`. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Relation } from '@atrium/sdk';
import { api } from './client';
import { collectionKeys } from './collections';
import { projectRoot } from './project-key';
import { orEmpty } from './tolerate';

export const relationKeys = {
  all: (project: string) => [...projectRoot(project), 'relations'] as const,
};

/** Every relation row (limit -1); an unreadable list counts as empty. */
export const relationsQuery = (project: string) =>
  queryOptions({
    queryKey: relationKeys.all(project),
    queryFn: () => orEmpty(api.getRelations(project, { limit: -1 }), [] as Relation[]),
  });

/** All relations of the project. Filled by startup hydration. */
export function useRelations(project: string) {
  return useQuery({ ...relationsQuery(project), enabled: !!project });
}

/**
 * The relations touching one collection, from the same cache: rows where it is the many side
 * and rows where it is the one side (api.md §8 #28).
 */
export function useCollectionRelations(project: string, collection: string) {
  return useQuery({
    ...relationsQuery(project),
    enabled: !!project,
    select: (all) => ({
      many: all.filter((r) => r.collection_many === collection),
      one: all.filter((r) => r.collection_one === collection),
    }),
  });
}

/** Creates or (with an id) updates a relation row; the relations and collections lists go stale. */
export function useSaveRelation(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: Partial<Relation>) =>
      id === undefined ? api.createRelation(project, values) : api.updateRelation(project, id, values),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: relationKeys.all(project) }),
        client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
      ]),
  });
}

/** Deletes a relation row. */
export function useDeleteRelation(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteRelation(project, id),
    onSuccess: () => client.invalidateQueries({ queryKey: relationKeys.all(project) }),
  });
}
