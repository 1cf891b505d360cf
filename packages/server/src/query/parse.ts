import { errors } from '../errors';
import { parseDeep, type DeepQuery } from './deep';
import {
  parseSort,
  toInt,
  toList,
  toOperator,
  type RawCondition,
  type RawFilter,
  type SortItem,
} from './param-values';

export {
  parseSort,
  toInt,
  toList,
  toOperator,
  type Operator,
  type RawCondition,
  type RawFilter,
  type RawGroup,
  type SortItem,
} from './param-values';

/**
 * Step 1 of a read: request parameters -> a typed, schema-free query (api.md §4). Everything a
 * client can send is validated for shape here; names are checked against the schema later.
 */

export type MetaKey =
  | 'collection'
  | 'type'
  | 'result_count'
  | 'total_count'
  | 'filter_count'
  | 'status_count'
  | 'page'
  /** Atrium extension: counts of big tables may be estimated (query/estimate.ts); never part of `*`. */
  | 'estimate';
const META_KEYS: MetaKey[] = [
  'collection',
  'type',
  'result_count',
  'total_count',
  'filter_count',
  'status_count',
  'page',
];

export interface Query {
  /** Field paths as sent (`*`, `author.name`, `-body`); null = absent. */
  fields: string[] | null;
  filter: RawFilter | null;
  q: string | null;
  /** null = default sort; `random` for `?`. */
  sort: SortItem[] | 'random' | null;
  /** null = default; -1 = all. */
  limit: number | null;
  offset: number | null;
  page: number | null;
  single: boolean;
  meta: Set<MetaKey>;
  /** null = default (not soft-deleted); '*' = all; else the listed statuses. */
  status: string[] | '*' | null;
  /** null = all translations. */
  lang: string[] | '*' | null;
  /** The queries of related rows under relational fields (query/deep.ts); absent = none. */
  deep?: DeepQuery | null;
}

const bad = (message: string) => errors.badRequest(message);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `filter` -> a tree. The conditions form one flat sequence, each joined to the ones before by
 * its `logical` (AND by default); AND binds tighter than OR, so the sequence becomes an OR of
 * AND-chains. The result is always one parenthesised group (the [v8 bug] fix of api.md §4.2).
 */
export function parseFilter(filter: unknown): RawFilter | null {
  if (filter === undefined || filter === null || filter === '') return null;
  if (!isPlainObject(filter)) throw bad('"filter" must be an object: filter[field][operator]=value');
  const seq: { or: boolean; cond: RawCondition }[] = [];

  const pushObject = (path: string[], obj: Record<string, unknown>) => {
    const logical = obj.logical === undefined ? 'and' : String(obj.logical).toLowerCase();
    if (logical !== 'and' && logical !== 'or') throw bad(`Invalid logical operator "${String(obj.logical)}"`);
    const keys = Object.keys(obj).filter((k) => k !== 'logical');
    if (keys.length === 0) throw bad(`Filter on "${path.join('.')}" has no operator`);
    for (const key of keys) {
      const op = toOperator(key);
      const value = obj[key];
      if (isPlainObject(value) && !['in', 'nin', 'between', 'nbetween', 'all'].includes(op)) {
        throw bad(`Invalid value for filter "${path.join('.')}"`);
      }
      seq.push({ or: logical === 'or', cond: { kind: 'cond', path, op, value } });
    }
  };

  for (const [key, raw] of Object.entries(filter)) {
    if (key === '' || key.split('.').some((s) => s === '')) throw bad(`Invalid filter field "${key}"`);
    const path = key.split('.');
    if (raw === null || typeof raw !== 'object') {
      seq.push({ or: false, cond: { kind: 'cond', path, op: 'eq', value: raw } });
    } else if (Array.isArray(raw)) {
      for (const entry of raw) {
        if (isPlainObject(entry)) pushObject(path, entry);
        else seq.push({ or: false, cond: { kind: 'cond', path, op: 'eq', value: entry } });
      }
    } else {
      const numbered = Object.keys(raw).length > 0 && Object.keys(raw).every((k) => /^\d+$/.test(k));
      if (numbered) {
        for (const entry of Object.values(raw)) {
          if (isPlainObject(entry)) pushObject(path, entry);
          else seq.push({ or: false, cond: { kind: 'cond', path, op: 'eq', value: entry } });
        }
      } else pushObject(path, raw as Record<string, unknown>);
    }
  }
  if (seq.length === 0) return null;
  const groups: RawCondition[][] = [];
  for (const [i, item] of seq.entries()) {
    if (i === 0 || item.or) groups.push([item.cond]);
    else groups[groups.length - 1]!.push(item.cond);
  }
  return {
    kind: 'or',
    children: groups.map((g) => ({ kind: 'and', children: g })),
  };
}

function parseMeta(value: unknown): Set<MetaKey> {
  const out = new Set<MetaKey>();
  for (const key of toList(value, 'meta')) {
    if (key === '*') META_KEYS.forEach((k) => out.add(k));
    else if (key === 'status') out.add('status_count');
    else if (key === 'estimate') out.add('estimate');
    else if ((META_KEYS as string[]).includes(key)) out.add(key as MetaKey);
    // Unknown meta keys are ignored, as v8 does.
  }
  return out;
}

function parseBool(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const s = String(value).toLowerCase();
  return !['0', 'false', ''].includes(s);
}

/** Parses every query parameter of a list or item read (api.md §4). */
export function parseQuery(params: Record<string, unknown>): Query {
  const fields = params.fields === undefined ? null : toList(params.fields, 'fields');
  const q =
    params.q === undefined || params.q === null ? null : typeof params.q === 'string' ? params.q : null;
  if (params.q !== undefined && typeof params.q !== 'string') throw bad('"q" must be a string');
  const statusList = params.status === undefined ? null : toList(params.status, 'status');
  const langList = params.lang === undefined ? null : toList(params.lang, 'lang');
  const limit = toInt(params.limit, 'limit');
  if (limit !== null && limit < -1) throw bad('"limit" must be -1 or more');
  const offset = toInt(params.offset, 'offset');
  if (offset !== null && offset < 0) throw bad('"offset" must be 0 or more');
  const page = toInt(params.page, 'page');
  if (page !== null && page < 1) throw bad('"page" must be 1 or more');
  return {
    fields: fields && fields.length ? fields : null,
    filter: parseFilter(params.filter),
    q: q === '' ? null : q,
    sort: parseSort(params.sort),
    limit,
    offset,
    page,
    single: parseBool(params.single),
    meta: parseMeta(params.meta),
    status:
      statusList === null || statusList.length === 0 ? null : statusList.includes('*') ? '*' : statusList,
    lang: langList === null || langList.length === 0 ? null : langList.includes('*') ? '*' : langList,
    deep: parseDeep(params.deep),
  };
}
