/**
 * One item with its ETag, for the edit screen's stale-write protection (beyond Directus): the
 * ETag goes back as `If-Match` on save, and a 412 / code 217 answer means someone else changed
 * the item meanwhile. The entry sits under the item's detail key, so item writes refresh it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_PREFIX, type Item, type PrimaryKey, type QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { itemKeys } from './keys';

export const taggedItemQuery = (
  project: string,
  collection: string,
  key: PrimaryKey,
  params: QueryParams = {},
) =>
  queryOptions({
    queryKey: itemKeys.tagged(project, collection, key, params),
    queryFn: () => api.getItemTagged<Item>(project, collection, key, params),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** What the edit screen asks of an item: non-system collections to full depth (product.md §7). */
export const editParams = (collection: string): QueryParams =>
  collection.startsWith(SYSTEM_PREFIX) ? {} : { fields: '*.*.*.*' };

/** `{data, etag}` of one item; disabled when `key` is null. */
export function useTaggedItem(
  project: string,
  collection: string,
  key: PrimaryKey | null,
  params: QueryParams = {},
) {
  return useQuery({
    ...taggedItemQuery(project, collection, key ?? '', params),
    enabled: !!project && !!collection && key !== null && key !== '',
  });
}

/** Saves one item only if it is unchanged since `etag`; resolves to the saved item and new ETag. */
export const saveTaggedItem = (
  project: string,
  collection: string,
  key: PrimaryKey,
  values: Partial<Item>,
  etag: string | null,
  params?: QueryParams,
) => api.updateItemTagged<Item>(project, collection, key, values, etag, params);
