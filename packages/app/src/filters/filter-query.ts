/**
 * Listing filters ⇄ the wire (app-catalogue.md §2 Fetching): `filter[field][operator]=value`.
 * `toFilterParam` builds the sdk's `filter` object; `toQueryString` / `fromQueryString` give the
 * flat `filter[f][op]=v` pairs and read them back (lists comma-joined, value-less operators `1`).
 */
import type { Filter, FilterCondition, PresetFilter } from '@atrium/sdk';
import { isOperator, LIST_OPERATORS, VALUELESS, type Operator } from './operators';

export interface ListingFilter {
  field: string;
  operator: Operator;
  value: string;
}

/** Preset rows (any shape) → valid listing filters; unknown operators are dropped. */
export function fromPreset(rows: PresetFilter[] | null | undefined): ListingFilter[] {
  return (rows ?? [])
    .filter((r) => typeof r?.field === 'string' && isOperator(String(r.operator)))
    .map((r) => ({
      field: r.field,
      operator: r.operator as Operator,
      value: Array.isArray(r.value) ? r.value.join(',') : r.value == null ? '' : String(r.value),
    }));
}

/** The wire value of one filter. */
export function wireValue(filter: ListingFilter): string {
  if (VALUELESS.includes(filter.operator)) return '1';
  if (LIST_OPERATORS.includes(filter.operator)) {
    return filter.value
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .join(',');
  }
  return filter.value;
}

/** Is the filter complete enough to send (value-less operators always are)? */
export const isActive = (filter: ListingFilter) =>
  VALUELESS.includes(filter.operator) || wireValue(filter) !== '';

/** The `filter` param of getItems; several conditions on one field become a list. */
export function toFilterParam(filters: ListingFilter[]): Filter | undefined {
  const out: Record<string, FilterCondition[]> = {};
  for (const f of filters.filter(isActive)) (out[f.field] ??= []).push({ [f.operator]: wireValue(f) });
  const entries = Object.entries(out).map(([field, list]) => [field, list.length === 1 ? list[0]! : list]);
  return entries.length ? (Object.fromEntries(entries) as Filter) : undefined;
}

/** Flat `filter[field][op]=value` pairs, URL-encoded, joined with `&`. */
export function toQueryString(filters: ListingFilter[]): string {
  return filters
    .filter(isActive)
    .map((f) => `filter[${encodeURIComponent(f.field)}][${f.operator}]=${encodeURIComponent(wireValue(f))}`)
    .join('&');
}

const PAIR = /^filter\[([^\]]+)\]\[([a-z]+)\]$/;

/** Reads `filter[field][op]=value` pairs back; other parameters and unknown operators are ignored. */
export function fromQueryString(query: string): ListingFilter[] {
  const out: ListingFilter[] = [];
  for (const part of query.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const [rawKey = '', rawValue = ''] = part.split(/=(.*)/s);
    const match = PAIR.exec(decodeURIComponent(rawKey));
    if (!match || !isOperator(match[2]!)) continue;
    const operator = match[2];
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    out.push({ field: match[1]!, operator, value: VALUELESS.includes(operator) ? '' : value });
  }
  return out;
}

/** Listing filters → preset rows (lists stored as arrays). */
export function toPreset(filters: ListingFilter[]): PresetFilter[] {
  return filters.map((f) => ({
    field: f.field,
    operator: f.operator,
    value: LIST_OPERATORS.includes(f.operator) ? wireValue(f).split(',').filter(Boolean) : f.value,
  }));
}
