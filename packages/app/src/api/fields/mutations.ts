/** Writes of fields (api.md §5.3); collections embed their fields, so each refreshes them too. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Field } from '@atrium/sdk';
import { api } from '../client';
import { invalidateFields } from '../invalidation';

/** Creates a field in a collection. */
export function useCreateField(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (field: Partial<Field> & { field: string }) => api.createField(project, collection, field),
    onSuccess: () => invalidateFields(client, project, collection),
  });
}

/** Updates one field. */
export function useUpdateField(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ field, ...values }: Partial<Field> & { field: string }) =>
      api.updateField(project, collection, field, values),
    onSuccess: () => invalidateFields(client, project, collection),
  });
}

/** Batch field update (sort and width after drag and drop). */
export function useUpdateFields(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fields: (Partial<Field> & { field: string })[]) =>
      api.updateFields(project, collection, fields),
    onSuccess: () => invalidateFields(client, project, collection),
  });
}

/** Deletes a field (drops its column). */
export function useDeleteField(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (field: string) => api.deleteField(project, collection, field),
    onSuccess: () => invalidateFields(client, project, collection),
  });
}
