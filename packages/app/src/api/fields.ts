/**
 * Fields (api.md §5.3). Keys: `['p', project, 'fields', collection?]`. Collections embed their
 * fields, so every field write also invalidates the collections list.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Field } from '@atrium/sdk';
import { api } from './client';
import { collectionKeys } from './collections';
import { projectRoot } from './project-key';

export const fieldKeys = {
  all: (project: string) => [...projectRoot(project), 'fields'] as const,
  collection: (project: string, collection: string) => [...fieldKeys.all(project), collection] as const,
  /** The settings collection's field rows (`GET /settings/fields`). */
  settings: (project: string) => [...fieldKeys.all(project), '$settings'] as const,
};

export const fieldsQuery = (project: string, collection: string) =>
  queryOptions({
    queryKey: fieldKeys.collection(project, collection),
    queryFn: () => api.getFields(project, collection, { limit: -1 }),
  });

/** The fields of one collection, as `/fields/{collection}` lists them (sorted by the server). */
export function useFields(project: string, collection: string) {
  return useQuery({ ...fieldsQuery(project, collection), enabled: !!project && !!collection });
}

export const settingsFieldsQuery = (project: string) =>
  queryOptions({ queryKey: fieldKeys.settings(project), queryFn: () => api.getSettingsFields(project) });

/** The fields of the global settings form. */
export function useSettingsFields(project: string) {
  return useQuery({ ...settingsFieldsQuery(project), enabled: !!project });
}

function invalidateFields(client: QueryClient, project: string, collection: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: fieldKeys.collection(project, collection) }),
    client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
  ]);
}

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
