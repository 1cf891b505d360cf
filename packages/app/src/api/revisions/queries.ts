/** Reads of an item's revisions (product.md §7 Revisions). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrimaryKey, QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { revisionKeys } from './keys';

export const revisionsQuery = (
  project: string,
  collection: string,
  key: PrimaryKey,
  params: QueryParams = {},
) =>
  queryOptions({
    queryKey: revisionKeys.itemWith(project, collection, key, params),
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
