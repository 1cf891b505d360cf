/**
 * The listing's rows (product.md §4 Item list, app-catalogue.md §2 Fetching): pages of
 * `default_limit` from offset 0, the next one on demand until a page comes back short; a failed
 * page leaves the counter where it was (so the next attempt loads the same page) and raises the
 * generic error toast. The counts are not asked here (see `fetch-params.ts` LISTING_META).
 */
import { useCallback, useMemo } from 'react';
import type { QueryParams } from '@atrium/sdk';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { infiniteItemsQuery } from '../../api/items';
import { bus } from '../../lib/events';
import type { Item } from '../../layouts/types';

export function useListingItems(project: string, collection: string, params: QueryParams, enabled: boolean) {
  const query = useInfiniteQuery({
    // The startup sequence may have asked for the first page already (stores/first-screen.ts).
    ...infiniteItemsQuery<Item>(project, collection, params),
    enabled,
    // The rows on screen stay while another sort, search or filter loads.
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nextPage = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage().then((result) => {
      if (result.isError) bus.emit('error', { error: result.error, notify: 'something_went_wrong_body' });
    });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    items,
    loading: query.isPending && enabled,
    lazyLoading: isFetchingNextPage,
    // An error before any row arrived is the server-error screen; a failed next page only a toast.
    error: query.isError && !query.data ? query.error : null,
    nextPage,
    refetch: query.refetch,
  };
}
