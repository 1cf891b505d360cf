/**
 * The item select page's reads (product.md §7 Item select page, §9): pages of 200 with
 * `meta=*`, the sort, search and filters; the next page only on request and only when the last one
 * came back full (exactly 200); and a separate count call (`limit=1`, `meta=total_count`).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Filter, ItemsEnvelope, QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { itemKeys } from './keys';
import { useItems } from './queries';

/** Rows per page of the item select modal. */
export const ITEM_SELECT_PAGE_SIZE = 200;

type Row = Record<string, unknown>;

export interface ItemSelectQuery {
  sort: string;
  q: string;
  filter: Filter | undefined;
}

export function useItemSelectItems(project: string, collection: string, query: ItemSelectQuery) {
  const params: QueryParams = useMemo(
    () => ({
      limit: ITEM_SELECT_PAGE_SIZE,
      meta: '*',
      fields: '*.*',
      sort: query.sort,
      ...(query.q ? { q: query.q } : {}),
      ...(query.filter ? { filter: query.filter } : {}),
    }),
    [query.sort, query.q, query.filter],
  );
  const pages = useInfiniteQuery({
    queryKey: itemKeys.select(project, collection, params),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api.getItems<Row>(
        project,
        collection,
        { ...params, offset: pageParam * ITEM_SELECT_PAGE_SIZE },
        signal,
      ),
    getNextPageParam: (last: ItemsEnvelope<Row>, all) =>
      last.data.length === ITEM_SELECT_PAGE_SIZE ? all.length : undefined,
    enabled: !!project && !!collection,
  });
  const count = useItems(project, collection, { limit: 1, meta: 'total_count' }, { enabled: !!project });
  const items = useMemo(() => pages.data?.pages.flatMap((p) => p.data) ?? [], [pages.data]);
  const total = count.data?.meta?.total_count;
  return {
    items,
    total: typeof total === 'number' ? total : null,
    loading: pages.isPending,
    loadingMore: pages.isFetchingNextPage,
    error: pages.isError ? pages.error : null,
    canLoadMore: !!pages.hasNextPage,
    loadMore: () => void pages.fetchNextPage(),
    retry: () => void pages.refetch(),
  };
}
