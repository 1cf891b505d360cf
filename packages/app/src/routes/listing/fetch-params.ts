/**
 * The params of a listing's item reads (app-catalogue.md §2 Fetching): the `default_limit` page
 * size, fields with `.*`, the primary key and status (non-admins also the
 * owner), sorts on known fields only, the search as `q` and the filters.
 */
import type { QueryParams } from '@atrium/sdk';
import { toFilterParam, type ListingFilter } from '../../filters/filter-query';

/**
 * Pages ask for no counts: the one count of a view is the listing's count query
 * (`api/item-counts.ts`, estimated on big tables), shared with the header's count, so no page ever
 * waits for `count(*)` and the count is asked once per view, not once per page.
 */
export const LISTING_META = 'result_count';

/** Page size when the `default_limit` setting is missing or not a positive number (api.md §4). */
export const FALLBACK_LIMIT = 20;

export function pageSize(setting: unknown): number {
  const n = Number(setting);
  return Number.isInteger(n) && n > 0 ? n : FALLBACK_LIMIT;
}

export interface FetchInput {
  /** Every field of the collection. */
  known: readonly string[];
  /** Hash fields: the API never returns them (a named one is refused), so they are never asked. */
  secret?: readonly string[];
  primaryKey: string;
  statusField: string | null;
  ownerField: string | null;
  admin: boolean;
  limit: number;
  /** The layout's `view_query` (fields, sort). */
  query: Record<string, unknown>;
  search: string;
  filters: ListingFilter[];
}

/** Params without the offset (the page loader adds it). */
export function listingParams(input: FetchInput): QueryParams {
  const secret = new Set(input.secret ?? []);
  const has = new Set(input.known.filter((f) => !secret.has(f)));
  const params: QueryParams = { meta: LISTING_META, limit: input.limit };
  const chosen =
    typeof input.query.fields === 'string' && input.query.fields !== ''
      ? input.query.fields.split(',').map((f) => f.trim())
      : null;
  if (chosen) {
    const extra = [input.primaryKey, input.statusField];
    if (!input.admin) extra.push(input.ownerField);
    const names = [...chosen.filter((f) => has.has(f)), ...extra.filter((f): f is string => !!f)];
    params.fields = [...new Set(names)].map((f) => (f === input.primaryKey ? f : `${f}.*`));
  } else {
    params.fields = '*.*';
  }
  if (typeof input.query.sort === 'string' && input.query.sort !== '') {
    const sorts = input.query.sort
      .split(',')
      .map((s) => s.trim())
      .filter((s) => has.has(s.replace(/^-/, '')));
    if (sorts.length) params.sort = sorts.join(',');
  }
  if (input.search) params.q = input.search;
  const filter = toFilterParam(input.filters);
  if (filter) params.filter = filter;
  return params;
}

/** Is the listing narrowed by a search or filter (the header then shows `item_count_filter`)? */
export const isFiltering = (search: string, filters: ListingFilter[]) => search !== '' || filters.length > 0;
