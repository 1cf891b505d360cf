/**
 * The listing's rows (product.md §4 Item list, app-catalogue.md §2 Fetching): pages of
 * `default_limit` from offset 0, the next one on demand until a page comes back short; a failed
 * page leaves the counter where it was (so the next attempt loads the same page) and raises the
 * generic error toast. The counts are not asked here (see `fetch-params.ts` LISTING_META).
 *
 * When the server does not answer (issue 31 item 8) the rows loaded before stay on screen marked
 * `stale` (the screen says so) instead of the error screen; they are replaced as soon as the
 * connection monitor fetches the view again.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { QueryParams } from '@atrium/sdk';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import { infiniteItemsQuery } from '../../api/items/queries';
import { bus } from '../../lib/events';
import type { Item } from '../../layouts/types';

const NO_ITEMS: Item[] = [];

export function useListingItems(project: string, collection: string, params: QueryParams, enabled: boolean) {
  const query = useInfiniteQuery({
    // The startup sequence may have asked for the first page already (stores/first-screen.ts).
    ...infiniteItemsQuery<Item>(project, collection, params),
    enabled,
    // The rows on screen stay while another sort, search or filter loads.
    placeholderData: keepPreviousData,
  });
  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.data) ?? null, [query.data]);
  // The last rows this listing showed, for when the server stops answering.
  const [last, setLast] = useState<{ key: string; items: Item[] } | null>(null);
  const key = `${project}/${collection}`;
  useEffect(() => {
    if (loaded) setLast({ key, items: loaded });
  }, [loaded, key]);
  const unanswered = query.isError && query.error instanceof ApiError && query.error.network;
  const earlier = last?.key === key ? last.items : NO_ITEMS;
  const items = loaded ?? (unanswered ? earlier : NO_ITEMS);
  const stale = unanswered && items.length > 0;

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const nextPage = useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage().then((result) => {
      if (result.isError) bus.emit('error', { error: result.error, notify: 'something_went_wrong_body' });
    });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    items,
    /** The server did not answer for this view: `items` are what was loaded before. */
    stale,
    loading: query.isPending && enabled,
    lazyLoading: isFetchingNextPage,
    // An error before any row arrived is the server-error screen; a failed next page only a toast.
    error: query.isError && !query.data && !stale ? query.error : null,
    nextPage,
    refetch: query.refetch,
  };
}
