import type { Field } from '@atrium/sdk';
import type { Row } from './payload';

/** A new related row: the fields' default values, without the keys that the server fills. */
export function newRowDefaults(
  fields: Record<string, Field> | null | undefined,
  omit: readonly string[],
): Row {
  const out: Row = {};
  for (const f of Object.values(fields ?? {})) {
    if (omit.includes(f.field) || f.primary_key) continue;
    if (f.default_value !== null && f.default_value !== undefined) out[f.field] = f.default_value;
  }
  return out;
}

/** `values` without the listed keys (a new row carries neither its primary key nor its parent key). */
export function without(values: Row, keys: readonly string[]): Row {
  return Object.fromEntries(Object.entries(values).filter(([k]) => !keys.includes(k)));
}

/** Comma-separated option → list. */
export const csv = (value: unknown): string[] =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : Array.isArray(value)
      ? value.map(String)
      : [];
