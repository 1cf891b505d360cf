/**
 * Revisions of an item and revert (product.md §7 Revisions). Keys:
 * `['p', project, 'revisions', collection, key]`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Item, PrimaryKey, QueryParams } from '@atrium/sdk';
import { api } from './client';
import { invalidateItemWrite } from './items';
import { projectRoot } from './project-key';

export const revisionKeys = {
  all: (project: string) => [...projectRoot(project), 'revisions'] as const,
  item: (project: string, collection: string, key: PrimaryKey) =>
    [...revisionKeys.all(project), collection, String(key)] as const,
};

export const revisionsQuery = (
  project: string,
  collection: string,
  key: PrimaryKey,
  params: QueryParams = {},
) =>
  queryOptions({
    queryKey: [...revisionKeys.item(project, collection, key), params] as const,
    queryFn: () => api.getItemRevisions(project, collection, key, { limit: -1, ...params }),
  });

/** The revisions of one item (system collections use their own endpoints). Disabled for new items. */
export function useRevisions(
  project: string,
  collection: string,
  key: PrimaryKey | null,
  params: QueryParams = {},
) {
  return useQuery({
    ...revisionsQuery(project, collection, key ?? '', params),
    enabled: !!project && !!collection && key !== null && key !== '+' && key !== '',
  });
}

export interface RevertInput {
  collection: string;
  key: PrimaryKey;
  revision: number;
}

/**
 * Writes a revision's data back to its item. Invalidates that item, its lists, timeline and
 * revisions (through the item write rule).
 */
export function useRevert(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, key, revision }: RevertInput) =>
      api.revert<Item>(project, collection, key, revision),
    onSuccess: (_data, { collection, key }) => invalidateItemWrite(client, project, collection, [key]),
  });
}
