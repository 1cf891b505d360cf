import type { Field } from '@atrium/sdk';
import type { Spacing } from './types';

/** Row heights per spacing (product.md §9: 48 by default). */
export const ROW_HEIGHTS: Record<Spacing, number> = { compact: 32, cozy: 40, comfortable: 48 };
export const DEFAULT_WIDTH = 200;
/** Fixed extra widths: the select column and the trailing gutter; manual sorting adds the handle. */
export const SELECT_WIDTH = 40;
export const GUTTER_WIDTH = 30;
export const HANDLE_WIDTH = 38;
/** Header labels hide at this width and below. */
export const LABEL_MIN_WIDTH = 40;
export const MIN_WIDTH = 24;

/** Field types whose columns can't be sorted (their values live in other tables). */
const RELATIONAL = new Set([
  'o2m',
  'm2o',
  'm2m',
  'user',
  'owner',
  'user_updated',
  'alias',
  'translation',
  'file',
]);

export function isSortable(field: Pick<Field, 'type'>): boolean {
  return !RELATIONAL.has(String(field.type).toLowerCase());
}

/**
 * The visible columns: `view_query.fields` (CSV) without names that no longer exist; by default the
 * first four fields that are neither the primary key nor hidden in listings.
 */
export function visibleColumns(
  fields: Record<string, Field>,
  csv: string | undefined,
  primaryKey: string,
): string[] {
  if (typeof csv === 'string' && csv.trim() !== '') {
    return csv
      .split(',')
      .map((name) => name.trim())
      .filter((name, index, all) => name in fields && all.indexOf(name) === index);
  }
  return Object.values(fields)
    .filter((f) => f.field !== primaryKey && !f.hidden_browse)
    .slice(0, 4)
    .map((f) => f.field);
}

/** A saved column width; missing, non-numeric or ≤ 0 means the default 200. */
export function columnWidth(widths: Record<string, number> | undefined, field: string): number {
  const width = Number(widths?.[field]);
  return Number.isFinite(width) && width > 0 ? width : DEFAULT_WIDTH;
}

/** `sort` → the column and direction; no sort means the primary key ascending. */
export function parseSort(sort: string | undefined, primaryKey: string): { field: string; desc: boolean } {
  if (!sort) return { field: primaryKey, desc: false };
  return sort.startsWith('-') ? { field: sort.slice(1), desc: true } : { field: sort, desc: false };
}

/** Header click: the same column flips, a new column sorts ascending. */
export function nextSort(current: string | undefined, primaryKey: string, field: string): string {
  const { field: sorted, desc } = parseSort(current, primaryKey);
  if (sorted !== field) return field;
  return desc ? field : `-${field}`;
}
