/** Writes of collections (admin): create, update settings, delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Collection, Field } from '@atrium/sdk';
import { api } from '../client';
import { invalidateCollections, invalidateDeletedCollection } from '../invalidation';

export type CollectionInput = Partial<Omit<Collection, 'fields'>> & { fields?: Partial<Field>[] };

/** Creates a collection with its fields (admin). */
export function useCreateCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CollectionInput & { collection: string; fields: Partial<Field>[] }) =>
      api.createCollection(project, input),
    onSuccess: () => invalidateCollections(client, project),
  });
}

/** Updates a collection's settings (note, hidden, single, icon, translation, managed). */
export function useUpdateCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, ...input }: CollectionInput & { collection: string }) =>
      api.updateCollection(project, collection, input),
    onSuccess: () => invalidateCollections(client, project),
  });
}

/** Deletes a collection (admin): the schema lists and the collection's items go stale. */
export function useDeleteCollection(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (collection: string) => api.deleteCollection(project, collection),
    onSuccess: (_data, collection) => invalidateDeletedCollection(client, project, collection),
  });
}
