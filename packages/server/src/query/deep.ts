import { errors } from '../errors';
import { nestedFilter } from './nested-filter';
import { parseSort, toInt, type RawFilter, type SortItem } from './param-values';

/**
 * `deep` (Directus 11): the query of the related rows under a relational field —
 * `deep[comments][_filter][approved][_eq]=true&deep[comments][_sort]=-date&deep[comments][_limit]=3`,
 * or the same as JSON (`deep={"comments":{"_limit":3}}`). Keys starting with `_` are the options
 * of that relation; any other key is a relational field below it, with its own options.
 */
export interface DeepQuery {
  filter: RawFilter | null;
  sort: SortItem[] | null;
  /** null = every related row (v8 reads them all); -1 = all too. */
  limit: number | null;
  offset: number | null;
  page: number | null;
  search: string | null;
  children: Map<string, DeepQuery>;
}

const bad = (message: string) => errors.badRequest(message);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** More levels than any read may cross (read_limits.max_relational_depth is at most this). */
const MAX_LEVELS = 32;

export function emptyDeep(): DeepQuery {
  return {
    filter: null,
    sort: null,
    limit: null,
    offset: null,
    page: null,
    search: null,
    children: new Map(),
  };
}

/** Whether a level asks anything of its own rows (not only of the levels below it). */
export function hasOptions(d: DeepQuery): boolean {
  return (
    d.filter !== null ||
    d.sort !== null ||
    (d.limit !== null && d.limit !== -1) ||
    !!d.offset ||
    (d.page !== null && d.page > 1) ||
    d.search !== null
  );
}

/** Parses the `deep` parameter (an object, or JSON text); null when absent or empty. */
export function parseDeep(value: unknown): DeepQuery | null {
  if (value === undefined || value === null || value === '') return null;
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      throw bad('"deep" must be an object: deep[field][_limit]=3, or the same as JSON');
    }
  }
  if (!isObject(v)) throw bad('"deep" must be an object: deep[field][_limit]=3, or the same as JSON');
  const root = level(v, [], 0);
  return root.children.size ? root : null;
}

function level(obj: Record<string, unknown>, path: string[], depth: number): DeepQuery {
  if (depth > MAX_LEVELS) throw bad('"deep" is nested too deeply');
  const out = emptyDeep();
  const where = path.length ? `deep[${path.join('][')}]` : 'deep';
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith('_')) {
      if (path.length === 0) throw bad(`"${where}[${key}]": name the relational field first`);
      const name = `${where}[${key}]`;
      switch (key) {
        case '_filter':
          out.filter = nestedFilter(typeof value === 'string' ? parseJson(value, name) : value);
          break;
        case '_sort': {
          const sort = parseSort(value);
          if (sort === 'random') throw bad(`"${name}": random order is not available for related rows`);
          out.sort = sort;
          break;
        }
        case '_limit':
          out.limit = toInt(value, name);
          if (out.limit !== null && out.limit < -1) throw bad(`"${name}" must be -1 or more`);
          break;
        case '_offset':
          out.offset = toInt(value, name);
          if (out.offset !== null && out.offset < 0) throw bad(`"${name}" must be 0 or more`);
          break;
        case '_page':
          out.page = toInt(value, name);
          if (out.page !== null && out.page < 1) throw bad(`"${name}" must be 1 or more`);
          break;
        case '_search':
          if (typeof value !== 'string') throw bad(`"${name}" must be a string`);
          out.search = value === '' ? null : value;
          break;
        default:
          throw bad(`"${name}" is not a deep option: use _filter, _sort, _limit, _offset, _page or _search`);
      }
      continue;
    }
    if (key === '' || key.includes('.')) throw bad(`"${where}[${key}]": name one relational field per level`);
    if (!isObject(value)) throw bad(`"${where}[${key}]" must be an object of options`);
    out.children.set(key, level(value, [...path, key], depth + 1));
  }
  return out;
}

function parseJson(text: string, name: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw bad(`"${name}" must be a filter object`);
  }
}
