/**
 * Query parameters of list and item reads (api.md §4) and their PHP-bracket serialisation
 * (api.md §8: nested objects `a[b][c]=v`, arrays `a[0]=x`).
 */
import type { FilterOperator, FilterOperatorAlias } from './filter-operators';

export type FilterValue = string | number | boolean | null | (string | number)[];

/** One condition on a field: `{ eq: 'x' }`, optionally joined with OR to the preceding ones. */
export type FilterCondition = Partial<Record<FilterOperator | FilterOperatorAlias, FilterValue>> & {
  logical?: 'and' | 'or';
};

/** `filter[field][op]=value`; a field may take a list of conditions; a bare value means `eq`. */
export type Filter = Record<string, FilterCondition | FilterCondition[] | string | number>;

/** Parameters accepted by list reads (api.md §4). */
export interface QueryParams {
  fields?: string | string[];
  limit?: number;
  offset?: number;
  page?: number;
  sort?: string | string[];
  q?: string;
  filter?: Filter;
  meta?: string | string[];
  status?: string | string[];
  single?: boolean | 1;
  lang?: string | string[];
  /** Directus 11's `deep`: the related items of list relations, per parent (`{ comments: { _limit: 3 } }`). */
  deep?: Record<string, DeepParams>;
  activity_skip?: 1;
  comment?: string;
  /** Any other parameter an endpoint accepts. */
  [key: string]: unknown;
}

/** The options of a list relation under `deep` (filters in Directus 11's syntax), and deeper relations. */
export interface DeepParams {
  _filter?: Record<string, unknown>;
  _sort?: string | string[];
  _limit?: number;
  _offset?: number;
  _page?: number;
  _search?: string;
  [relation: string]: unknown;
}

/** PHP bracket semantics: nested objects `a[b][c]=v`, arrays `a[0]=x`; undefined is left out. */
export function serializeQuery(params: Record<string, unknown>): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(`${key}[${i}]`, v));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      const text = value === null ? '' : typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
    }
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return parts.join('&');
}
