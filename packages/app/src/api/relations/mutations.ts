/** Writes of relation rows (api.md §5.4). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Relation } from '@atrium/sdk';
import { api } from '../client';
import { invalidateRelations, invalidateSavedRelation } from '../invalidation';

/** Creates or (with an id) updates a relation row; the relations and collections lists go stale. */
export function useSaveRelation(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: Partial<Relation>) =>
      id === undefined ? api.createRelation(project, values) : api.updateRelation(project, id, values),
    onSuccess: () => invalidateSavedRelation(client, project),
  });
}

/** Deletes a relation row. */
export function useDeleteRelation(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteRelation(project, id),
    onSuccess: () => invalidateRelations(client, project),
  });
}
