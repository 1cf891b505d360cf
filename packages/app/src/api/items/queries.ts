/** Reads of items of any collection (product.md §7 Items, getItems). Keys: `./keys.ts`. */
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Item, ItemsEnvelope, PrimaryKey, QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { sameScope } from '../scope';
import { itemKeys } from './keys';

/** A page of items with its meta (`total_count`, `filter_count`, ... as asked in `params.meta`). */
export const itemsQuery = <T = Item>(project: string, collection: string, params: QueryParams = {}) =>
  queryOptions({
    queryKey: itemKeys.list(project, collection, params),
    queryFn: ({ signal }) => api.getItems<T>(project, collection, params, signal),
  });

/**
 * A page of items. `params` go to the server as they are: `limit`, `offset`, `fields`, `sort`,
 * `q`, `filter`, `meta` (api.md §4). The previous page stays on screen while the next one loads.
 */
export function useItems<T = Item>(
  project: string,
  collection: string,
  params: QueryParams = {},
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  return useQuery({
    ...itemsQuery<T>(project, collection, params),
    enabled: options.enabled ?? (!!project && !!collection),
    ...(options.staleTime !== undefined && { staleTime: options.staleTime }),
    // Another page, sort or filter of the same collection keeps the last rows on screen meanwhile;
    // another collection starts empty.
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameScope(previousQuery.queryKey, itemKeys.lists(project, collection))
        ? previous
        : undefined,
  });
}

/** Default page size of lazy paging when `params.limit` is not set. */
export const PAGE_SIZE = 50;

export const infiniteItemsQuery = <T = Item>(
  project: string,
  collection: string,
  params: QueryParams = {},
) => {
  const limit = typeof params.limit === 'number' && params.limit > 0 ? params.limit : PAGE_SIZE;
  return infiniteQueryOptions({
    queryKey: itemKeys.infinite(project, collection, params),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.getItems<T>(project, collection, { ...params, limit, offset: pageParam * limit }, signal),
    /** Page counter from 0; a short page is the last (product.md §4 Item list). */
    getNextPageParam: (last: ItemsEnvelope<T>, pages) =>
      last.data.length < limit ? undefined : pages.length,
  });
};

/**
 * Lazy paging for long listings: `fetchNextPage()` loads the next `limit` items (default 50).
 * A failed page does not advance the counter, so the next call retries the same page.
 * `data.pages.flatMap(p => p.data)` gives all loaded items; meta comes with the first page.
 */
export function useInfiniteItems<T = Item>(project: string, collection: string, params: QueryParams = {}) {
  return useInfiniteQuery({
    ...infiniteItemsQuery<T>(project, collection, params),
    enabled: !!project && !!collection,
  });
}

export const itemQuery = <T = Item>(
  project: string,
  collection: string,
  key: PrimaryKey | PrimaryKey[],
  params: QueryParams = {},
) =>
  queryOptions({
    queryKey: itemKeys.detailWith(project, collection, key, params),
    queryFn: () => api.getItem<T>(project, collection, key, params),
  });

/**
 * One item (`key` a primary key) or several for batch edit (`key` an array). Disabled for the
 * new-item form (`key` `'+'`). Non-system editing asks `fields: '*.*.*.*'` (product.md §7).
 */
export function useItem<T = Item>(
  project: string,
  collection: string,
  key: PrimaryKey | PrimaryKey[] | null,
  params: QueryParams = {},
) {
  return useQuery({
    ...itemQuery<T>(project, collection, key ?? '', params),
    enabled: !!project && !!collection && key !== null && key !== '+' && key !== '',
  });
}
