import { filterOperatorOf, type FilterOperator } from '@atrium/sdk';
import { errors } from '../errors';

/**
 * The values of single request parameters (operators, lists, integers, sort), shared by the
 * parser of a whole query (parse.ts) and of its nested parts (deep.ts, nested-filter.ts).
 */

const bad = (message: string) => errors.badRequest(message);

export type Operator = FilterOperator;

export function toOperator(key: string): Operator {
  const op = filterOperatorOf(key);
  if (op) return op;
  throw errors.unknownFilter(key);
}

/** A filter condition before schema resolution: `path` is the dotted field path split. */
export interface RawCondition {
  kind: 'cond';
  path: string[];
  op: Operator;
  value: unknown;
}
export interface RawGroup {
  kind: 'and' | 'or';
  children: RawFilter[];
}
export type RawFilter = RawCondition | RawGroup;

export interface SortItem {
  field: string;
  desc: boolean;
}

/** CSV string or array (or PHP-indexed object) -> list of trimmed, non-empty strings. */
export function toList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return String(value)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  }
  if (Array.isArray(value) || (typeof value === 'object' && value !== null)) {
    const out: string[] = [];
    for (const v of Object.values(value as object)) {
      if (typeof v === 'string' || typeof v === 'number') out.push(...toList(v, name));
      else throw bad(`Invalid value for "${name}"`);
    }
    return out;
  }
  throw bad(`Invalid value for "${name}"`);
}

export function toInt(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw bad(`"${name}" must be an integer`);
  const s = String(value).trim();
  if (!/^-?\d{1,15}$/.test(s)) throw bad(`"${name}" must be an integer`);
  return Number(s);
}

export function parseSort(value: unknown): SortItem[] | 'random' | null {
  const list = toList(value, 'sort');
  if (list.length === 0) return null;
  if (list.includes('?')) return 'random';
  return list.map((s) => (s.startsWith('-') ? { field: s.slice(1), desc: true } : { field: s, desc: false }));
}
