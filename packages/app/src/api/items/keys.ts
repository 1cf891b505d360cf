/**
 * Keys of item reads: `['p', project, 'items', collection, ...]` for user collections. A system
 * collection's items live under its own domain root instead (`directus_users` →
 * `['p', project, 'users', ...]`), so a write through the generic item hooks invalidates the
 * users/files/roles/webhooks screens too. Params are part of the key: another page, sort or filter
 * is another entry.
 */
import type { PrimaryKey, QueryParams } from '@atrium/sdk';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { projectRoot } from '../scope';

/** What a count depends on: the view's filter, search and status (not its fields, sort or page). */
export interface CountParams {
  filter?: QueryParams['filter'];
  q?: string;
  status?: QueryParams['status'];
}

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
  /** The item select modal's pages (pages of its own size, so not shared with `infinite`). */
  select: (project: string, collection: string, params: QueryParams = {}) =>
    [...itemKeys.infinite(project, collection, params), 'item-select'] as const,
  /** The count of a view: estimated on big tables, or exact on request. */
  count: (project: string, collection: string, exact: boolean, view: CountParams) =>
    [...itemKeys.lists(project, collection), 'count', exact ? 'exact' : 'estimate', view] as const,
  /**
   * A month of a calendar layout. `lists` is the layout's `queryKey` prop (this collection's
   * `lists` key), so writes to the collection refresh it.
   */
  calendarMonth: (lists: readonly unknown[], column: string | null, from: string, to: string) =>
    [...lists, 'calendar', column, from, to] as const,
  /** One item (or a comma list for batch edit), whatever the params. */
  detail: (project: string, collection: string, key: PrimaryKey | PrimaryKey[]) =>
    [...itemKeys.all(project, collection), 'item', String(key)] as const,
  detailWith: (
    project: string,
    collection: string,
    key: PrimaryKey | PrimaryKey[],
    params: QueryParams = {},
  ) => [...itemKeys.detail(project, collection, key), params] as const,
  /** One item with its ETag (the edit screen), under the item's detail key. */
  tagged: (project: string, collection: string, key: PrimaryKey, params: QueryParams = {}) =>
    [...itemKeys.detail(project, collection, key), 'tagged', params] as const,
};
