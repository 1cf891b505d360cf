/**
 * The item count of a listing (the "Beyond Directus" estimate of the browsing issue): on big
 * tables the server estimates `filter_count` from database statistics (`meta=…,estimate`, Atrium
 * extension, docs/compatibility.md) so the count never waits for `count(*)`; the exact count is
 * a second query, run on demand. Both live under the collection's list keys, so every write to
 * the collection refreshes them.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { itemKeys, type CountParams } from './keys';

export interface ItemCount {
  /** Rows matching the view (`filter_count`). */
  count: number;
  /** All rows the caller may see (`total_count`). */
  total: number;
  /** True when both numbers are estimates. */
  estimated: boolean;
}

const countParams = ({ filter, q, status }: CountParams): CountParams => ({
  ...(filter && Object.keys(filter).length ? { filter } : {}),
  ...(q ? { q } : {}),
  ...(status !== undefined ? { status } : {}),
});

export const itemCountQuery = (project: string, collection: string, params: CountParams, exact: boolean) => {
  const view = countParams(params);
  return queryOptions({
    queryKey: itemKeys.count(project, collection, exact, view),
    queryFn: async ({ signal }): Promise<ItemCount> => {
      const { meta } = await api.getItems(
        project,
        collection,
        { ...view, limit: 0, meta: exact ? 'total_count,filter_count' : 'total_count,filter_count,estimate' },
        signal,
      );
      return {
        count: meta?.filter_count ?? 0,
        total: meta?.total_count ?? 0,
        estimated: !exact && meta?.estimated === true,
      };
    },
  });
};

/** The count of a view, estimated on big tables. */
export function useItemCountEstimate(project: string, collection: string, params: CountParams) {
  return useQuery({
    ...itemCountQuery(project, collection, params, false),
    enabled: !!project && !!collection,
  });
}

/** The exact count of a view; runs only when `enabled` (the user asked for it). */
export function useExactItemCount(
  project: string,
  collection: string,
  params: CountParams,
  enabled: boolean,
) {
  return useQuery({
    ...itemCountQuery(project, collection, params, true),
    enabled: enabled && !!project && !!collection,
  });
}
