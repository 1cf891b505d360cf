/** Reads of relations (api.md §5.4). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Relation } from '@atrium/sdk';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { relationKeys } from './keys';

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
