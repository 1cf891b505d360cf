import type { Knex } from 'knex';
import type { CollectionInfo, FieldInfo } from '../schema/overview';
import type { MetaKey, Operator } from './parse';

/**
 * The authorized query: every name resolved against the schema and every path checked against
 * the caller's permissions. Only this form reaches the SQL planner.
 */

/** One relational step of a filter path. */
export interface Hop {
  field: FieldInfo;
  rel: 'm2o' | 'o2m';
  target: CollectionInfo;
  /** Rows of `target` the caller may see, plus restrictions of the next field; null = all. */
  targetFilter: FilterNode | null;
}

export type FilterNode =
  | { kind: 'and' | 'or'; children: FilterNode[] }
  | { kind: 'true' }
  | { kind: 'false' }
  | {
      kind: 'cond';
      hops: Hop[];
      field: FieldInfo;
      op: Operator;
      value: unknown;
      /** For o2m leaf operators (has, nhas, all, empty, nempty): the related rows the caller may see. */
      relatedFilter?: FilterNode | null;
      /** For `contains` on an M2O leaf: the readable string/number columns of the target. */
      searchFields?: FieldInfo[];
      relatedTarget?: CollectionInfo;
    }
  /** `field IN (SELECT id FROM directus_users WHERE role = ?)`: the `role` permission level. */
  | { kind: 'ownerRole'; field: FieldInfo; role: number }
  /** A restriction built by a service (e.g. revisions of readable items only). */
  | { kind: 'custom'; apply(qb: Knex.QueryBuilder, alias: string): void };

export type OutField =
  | { kind: 'column'; name: string; field: FieldInfo; partial: boolean }
  | { kind: 'm2o'; name: string; field: FieldInfo; partial: boolean; sel: Selection }
  /** M2O into a collection the caller cannot read: `{<pk>: value}` (api.md §3). */
  | { kind: 'm2o-denied'; name: string; field: FieldInfo; partial: boolean; targetPk: string }
  | {
      kind: 'o2m';
      name: string;
      field: FieldInfo;
      partial: boolean;
      fk: string;
      sel: Selection;
      /** Translation rows kept by `lang`. */
      langFilter: { field: string; values: string[] } | null;
      /** The caller's own query of the related rows (`deep`, GraphQL arguments); null = all, in the default order. */
      page: RelatedPage | null;
    };

/** Which related rows of each parent a list relation holds, and in which order (query/deep.ts). */
export interface RelatedPage {
  /** The caller's filter and search, with the row restrictions of the fields they use. */
  filter: FilterNode | null;
  sort: { field: FieldInfo; desc: boolean }[];
  /** Per parent; null = every matching row. */
  limit: number | null;
  offset: number;
}

export interface Selection {
  collection: CollectionInfo;
  /** Database columns to fetch: output columns plus PK, FKs, status/owner for permission checks. */
  columns: string[];
  out: OutField[];
  /** Rows of this collection the caller may read (null = all); applied at every level. */
  rowFilter: FilterNode | null;
  /** Per-row field stripping for per-status blacklists; null when nothing varies by row. */
  rowBlacklist: ((row: Record<string, unknown>) => Set<string> | null) | null;
  /** `directus_files` rows at this level get the computed `data` object (api.md §4.1, §5.6). */
  fileData?: boolean;
  /** Only these keys of `data` (the request named paths into it, e.g. `data.full_url`). */
  fileDataKeys?: string[];
}

export interface Warning {
  type: 'warning';
  message: string;
  code: number;
  fields: string[];
}

export interface ReadPlan {
  collection: CollectionInfo;
  selection: Selection;
  /** Caller filter + q, parenthesised; null = none. */
  filter: FilterNode | null;
  /** Permission rows, status param and field-level restrictions, AND-ed with the filter. */
  restrictions: FilterNode[];
  /** The restrictions that `total_count` and `status_count` honour (permissions + default status). */
  countRestrictions: FilterNode[];
  statusCountRestrictions: FilterNode[];
  sort: { field: FieldInfo; desc: boolean }[] | 'random';
  limit: number | null;
  offset: number;
  single: boolean;
  meta: Set<MetaKey>;
  hasFilterOrQ: boolean;
  warnings: Warning[];
  /** Output fields of the whole selection tree (query/read-limits.ts). */
  columns: number;
  /** Some level holds a related list (O2M): rows × columns does not bound the answer. */
  relatedLists: boolean;
}

export const TRUE: FilterNode = { kind: 'true' };
export const FALSE: FilterNode = { kind: 'false' };

export function and(...nodes: (FilterNode | null | undefined)[]): FilterNode | null {
  const list = nodes.filter((n): n is FilterNode => !!n && n.kind !== 'true');
  if (list.some((n) => n.kind === 'false')) return FALSE;
  if (list.length === 0) return null;
  if (list.length === 1) return list[0]!;
  return { kind: 'and', children: list };
}

export function or(...nodes: FilterNode[]): FilterNode {
  const list = nodes.filter((n) => n.kind !== 'false');
  if (list.some((n) => n.kind === 'true')) return TRUE;
  if (list.length === 0) return FALSE;
  if (list.length === 1) return list[0]!;
  return { kind: 'or', children: list };
}

/** Rows not in a soft-deleted status (null when the collection has no such status). */
export function notSoftDeleted(c: CollectionInfo): FilterNode | null {
  if (!c.statusField || c.softDeleteStatuses.length === 0) return null;
  const sf = c.fields.get(c.statusField)!;
  return {
    kind: 'or',
    children: [
      { kind: 'cond', hops: [], field: sf, op: 'nin', value: c.softDeleteStatuses },
      { kind: 'cond', hops: [], field: sf, op: 'null', value: null },
    ],
  };
}
