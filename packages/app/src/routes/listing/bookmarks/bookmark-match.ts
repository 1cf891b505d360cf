/**
 * Does the current view match a bookmark (product.md §2: the bookmark button is then disabled)?
 * Same collection, layout, per-layout query and options, filters and search; absent and empty
 * are the same.
 */
import type { Preset } from '@atrium/sdk';
import { fromPreset } from '../../../filters/filter-query';
import type { ListingView } from '../preferences/view';

/** JSON with sorted keys, empty objects and nulls left out. */
function canonical(value: unknown): string {
  const clean = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(clean);
    if (v && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => [k, clean(x)] as const)
        .filter(
          ([, x]) => x !== null && x !== undefined && !(typeof x === 'object' && Object.keys(x).length === 0),
        )
        .sort(([a], [b]) => a.localeCompare(b));
      return Object.fromEntries(entries);
    }
    return v;
  };
  return JSON.stringify(clean(value) ?? null);
}

export function matchesBookmark(view: ListingView, collection: string, bookmark: Preset): boolean {
  if (bookmark.collection !== collection || bookmark.title === null) return false;
  return (
    (bookmark.view_type || 'tabular') === view.viewType &&
    (bookmark.search_query ?? '') === view.search &&
    canonical(bookmark.view_query) === canonical(view.viewQuery) &&
    canonical(bookmark.view_options) === canonical(view.viewOptions) &&
    canonical(fromPreset(bookmark.filters)) === canonical(view.filters)
  );
}

/** The first bookmark among `bookmarks` that the view matches. */
export const matchingBookmark = (view: ListingView, collection: string, bookmarks: Preset[]) =>
  bookmarks.find((b) => matchesBookmark(view, collection, b)) ?? null;
