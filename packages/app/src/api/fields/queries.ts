/** Reads of fields (api.md §5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { fieldKeys } from './keys';

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
