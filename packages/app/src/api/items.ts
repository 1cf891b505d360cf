/**
 * Items of any collection (product.md §7 Items, getItems): keys, queries and writes.
 *
 * Keys: `['p', project, 'items', collection, ...]` for user collections. A system collection's
 * items live under its own domain root instead (`directus_users` → `['p', project, 'users', ...]`),
 * so a write through the generic item hooks invalidates the users/files/roles/webhooks screens too.
 */
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Item, ItemsEnvelope, PrimaryKey, QueryParams } from '@atrium/sdk';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { api } from './client';
import { projectRoot } from './project-key';
import { activityKeys } from './activity';
import { revisionKeys } from './revisions';

/** Key factory of item reads. Params are part of the key: another page, sort or filter is another entry. */
export const itemKeys = {
  /** Everything of one collection: lists, pages and single items. */
  all: (project: string, collection: string) =>
    collection.startsWith(SYSTEM_PREFIX)
      ? ([...projectRoot(project), collection.slice(SYSTEM_PREFIX.length)] as const)
      : ([...projectRoot(project), 'items', collection] as const),
  /** Every list (paged or infinite) of a collection, whatever the params. */
  lists: (project: string, collection: string) => [...itemKeys.all(project, collection), 'list'] as const,
  list: (project: string, collection: string, params: QueryParams = {}) =>
    [...itemKeys.lists(project, collection), params] as const,
  infinite: (project: string, collection: string, params: QueryParams = {}) =>
    [...itemKeys.lists(project, collection), 'infinite', params] as const,
  /** One item (or a comma list for batch edit), whatever the params. */
  detail: (project: string, collection: string, key: PrimaryKey | PrimaryKey[]) =>
    [...itemKeys.all(project, collection), 'item', String(key)] as const,
  detailWith: (
    project: string,
    collection: string,
    key: PrimaryKey | PrimaryKey[],
    params: QueryParams = {},
  ) => [...itemKeys.detail(project, collection, key), params] as const,
};

/** True when `key` starts with `scope`. */
export const sameScope = (key: readonly unknown[], scope: readonly unknown[]) =>
  scope.every((part, i) => key[i] === part);

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

/**
 * What a write to a collection makes stale: its lists (for a system collection its whole domain
 * root); the changed items; their activity and revisions; the activity listings. Other
 * collections are untouched (relational screens refresh what they show themselves).
 */
export async function invalidateItemWrite(
  client: QueryClient,
  project: string,
  collection: string,
  keys: PrimaryKey[] = [],
): Promise<void> {
  // A system collection's domain keeps derived lists beside the plain ones (the user directory,
  // the settings map, the collections map): the whole domain root goes stale.
  const stale = collection.startsWith(SYSTEM_PREFIX)
    ? itemKeys.all(project, collection)
    : itemKeys.lists(project, collection);
  const jobs: Promise<void>[] = [client.invalidateQueries({ queryKey: stale })];
  for (const key of keys) {
    jobs.push(client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, key) }));
    jobs.push(client.invalidateQueries({ queryKey: activityKeys.item(project, collection, key) }));
    jobs.push(client.invalidateQueries({ queryKey: revisionKeys.item(project, collection, key) }));
  }
  if (keys.length > 1) {
    // The batch-edit entry of exactly these keys.
    jobs.push(client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, keys) }));
  }
  jobs.push(client.invalidateQueries({ queryKey: activityKeys.lists(project) }));
  await Promise.all(jobs);
}

/** Reads the primary key of a returned record, when the caller names the field. */
const keyOf = (item: Item | null | undefined, primaryKey: string): PrimaryKey | undefined => {
  const value = item?.[primaryKey];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

export interface CreateItemInput<T = Item> {
  values: Partial<T>;
  params?: QueryParams;
}

/** Creates one item; invalidates the collection's lists and activity. Resolves to the saved item. */
export function useCreateItem<T = Item>(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, params }: CreateItemInput<T>) =>
      api.createItem<T>(project, collection, values, params),
    onSuccess: () => invalidateItemWrite(client, project, collection),
  });
}

export interface UpdateItemInput<T = Item> {
  /** One key, or several to apply the same change to each (batch edit). */
  key: PrimaryKey | PrimaryKey[];
  values: Partial<T>;
  params?: QueryParams;
}

/** Updates one item or several with the same values; invalidates the lists and those items. */
export function useUpdateItem<T = Item>(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, values, params }: UpdateItemInput<T>) =>
      api.updateItem<T>(project, collection, key, values, params),
    onSuccess: (_data, { key }) =>
      invalidateItemWrite(client, project, collection, Array.isArray(key) ? key : [key]),
  });
}

/**
 * Bulk save (product.md §7 Bulk): records carrying `primaryKey` are updated in one PATCH, the
 * others created in one POST. Used by manual sorting and relational interfaces.
 */
export function useSaveItems<T extends Item = Item>(project: string, collection: string, primaryKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (records: Partial<T>[]) => {
      const existing = records.filter((r) => keyOf(r as Item, primaryKey) !== undefined);
      const fresh = records.filter((r) => keyOf(r as Item, primaryKey) === undefined);
      const [updated, created] = await Promise.all([
        existing.length ? api.updateItems<T>(project, collection, existing) : Promise.resolve([] as T[]),
        fresh.length ? api.createItems<T>(project, collection, fresh) : Promise.resolve([] as T[]),
      ]);
      return { updated, created };
    },
    onSuccess: (_data, records) =>
      invalidateItemWrite(
        client,
        project,
        collection,
        records.map((r) => keyOf(r as Item, primaryKey)).filter((k): k is PrimaryKey => k !== undefined),
      ),
  });
}

/** Deletes items by key; removes their cached entries and invalidates the lists. */
export function useDeleteItems(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: PrimaryKey[]) => api.deleteItems(project, collection, keys),
    onSuccess: async (_data, keys) => {
      for (const key of keys) client.removeQueries({ queryKey: itemKeys.detail(project, collection, key) });
      await invalidateItemWrite(client, project, collection);
    },
  });
}
