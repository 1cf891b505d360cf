/**
 * Collections (api.md §5.2): the schema every screen reads. Keys: `['p', project, 'collections']`.
 * Each collection embeds its fields, so field writes invalidate this list too (see fields.ts).
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Collection, Field } from '@atrium/sdk';
import { api } from './client';
import { projectRoot } from './project-key';
import { fieldKeys } from './fields';
import { itemKeys } from './items';
import { relationKeys } from './relations';
import { orEmpty } from './tolerate';

export const collectionKeys = {
  all: (project: string) => [...projectRoot(project), 'collections'] as const,
};

/** All collections, keyed by name (an unreadable list counts as empty). */
export const collectionsQuery = (project: string) =>
  queryOptions({
    queryKey: collectionKeys.all(project),
    queryFn: async () => {
      const list = await orEmpty(api.getCollections(project, { limit: -1 }), [] as Collection[]);
      return Object.fromEntries(list.map((c) => [c.collection, c])) as Record<string, Collection>;
    },
  });

/** All collections of the project, keyed by name. Filled by startup hydration. */
export function useCollections(project: string) {
  return useQuery({ ...collectionsQuery(project), enabled: !!project });
}

/**
 * One collection from the same cache: `data` is the collection, `null` when the project has no
 * such collection, `undefined` while loading.
 */
export function useCollection(project: string, collection: string) {
  return useQuery({
    ...collectionsQuery(project),
    enabled: !!project,
    select: (all) => all[collection] ?? null,
  });
}

/** Collection writes change the list; deleting also drops its fields, relations and items. */
async function invalidateSchema(client: QueryClient, project: string) {
  await Promise.all([
    client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
    client.invalidateQueries({ queryKey: fieldKeys.all(project) }),
    client.invalidateQueries({ queryKey: relationKeys.all(project) }),
  ]);
}

export type CollectionInput = Partial<Omit<Collection, 'fields'>> & { fields?: Partial<Field>[] };

/** Creates a collection with its fields (admin). */
export function useCreateCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput & { collection: string; fields: Partial<Field>[] }) =>
      api.createCollection(project, input),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
  });
}

/** Updates a collection's settings (note, hidden, single, icon, translation, managed). */
export function useUpdateCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, ...input }: CollectionInput & { collection: string }) =>
      api.updateCollection(project, collection, input),
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
  });
}

/** Deletes a collection (admin): the schema lists and the collection's items go stale. */
export function useDeleteCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collection: string) => api.deleteCollection(project, collection),
    onSuccess: async (_data, collection) => {
      client.removeQueries({ queryKey: itemKeys.all(project, collection) });
      await invalidateSchema(client, project);
    },
  });
}
