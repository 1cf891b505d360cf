/**
 * Applying realtime events to the listing's cached pages (TanStack Query infinite data): updated
 * rows change in place, deleted rows leave; nothing moves, so the scroll position and selection stay.
 */
import type { InfiniteData } from '@tanstack/react-query';

type Row = Record<string, unknown>;
type Pages = InfiniteData<{ data: Row[] } & Record<string, unknown>, unknown>;

/** The rows of `updates` merged into the rows with the same key; other rows untouched. */
export function patchRows(pages: Pages | undefined, updates: Row[], pk: string): Pages | undefined {
  if (!pages) return pages;
  const byKey = new Map(updates.map((u) => [String(u[pk]), u]));
  let changed = false;
  const next = pages.pages.map((page) => {
    let pageChanged = false;
    const data = page.data.map((row) => {
      const u = byKey.get(String(row[pk]));
      if (!u) return row;
      pageChanged = true;
      return { ...row, ...u };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, data };
  });
  return changed ? { ...pages, pages: next } : pages;
}

/** The pages without the rows of these keys; how many left with them. */
export function removeRows(
  pages: Pages | undefined,
  keys: unknown[],
  pk: string,
): { pages: Pages | undefined; removed: number } {
  if (!pages) return { pages, removed: 0 };
  const gone = new Set(keys.map(String));
  let removed = 0;
  const next = pages.pages.map((page) => {
    const data = page.data.filter((row) => !gone.has(String(row[pk])));
    removed += page.data.length - data.length;
    return data.length === page.data.length ? page : { ...page, data };
  });
  return { pages: removed ? { ...pages, pages: next } : pages, removed };
}

/** Keys of `rows` not yet among the cached rows (a create the listing has not shown). */
export function unseenKeys(pages: Pages | undefined, rows: Row[], pk: string): unknown[] {
  const seen = new Set((pages?.pages ?? []).flatMap((p) => p.data.map((r) => String(r[pk]))));
  return rows.map((r) => r[pk]).filter((k) => !seen.has(String(k)));
}
