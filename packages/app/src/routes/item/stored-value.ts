/**
 * Whether two values of a field are the same as the server stores them (issue 31 #6): the
 * conflict dialog counts the fields someone else changed, and a form's shape of a value (an
 * expanded relation, a date with or without its offset, a number as text, JSON as text or object)
 * is not a change.
 */
import type { Field } from '@atrium/sdk';
import { sameValue } from '../../form/staging';

const ONE = new Set(['m2o', 'file', 'user', 'owner', 'user_updated']);
const MANY = new Set(['o2m', 'translation']);
const NUMBERS = new Set(['integer', 'decimal', 'sort']);
const MOMENTS = new Set(['date', 'datetime', 'datetime_created', 'datetime_updated']);
/** Set by the server on every save: not a change someone made. */
const AUTOMATIC = new Set(['datetime_updated', 'user_updated']);

type Described = Pick<Field, 'type'> & Partial<Pick<Field, 'field'>>;

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** The key of a related item, expanded or not. */
function keyOf(value: unknown, primaryKey = 'id'): unknown {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const row = value as Record<string, unknown>;
    return row[primaryKey] ?? row.id ?? JSON.stringify(row);
  }
  return value;
}

/** `YYYY-MM-DD[ T]HH:MM[:SS][offset]` → epoch ms (no offset: UTC, as the server stores it). */
function moment(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(:\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const iso = `${m[1]}T${m[2] ?? '00:00'}${m[3] ?? ':00'}${m[4] ?? 'Z'}`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

function parsed(value: unknown, type: string): unknown {
  if (typeof value !== 'string') return value;
  if (type === 'array' && !value.trim().startsWith('[')) return value.split(',').map((v) => v.trim());
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function truth(value: unknown): boolean | null {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return null;
}

export function sameStoredValue(field: Described | undefined, a: unknown, b: unknown): boolean {
  if (blank(a) && blank(b)) return true;
  const type = String(field?.type ?? '');
  if (ONE.has(type)) return String(keyOf(a) ?? '') === String(keyOf(b) ?? '');
  if (MANY.has(type) && Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => {
      const other = b[i];
      const objects =
        typeof item === 'object' && item !== null && typeof other === 'object' && other !== null;
      return objects ? sameValue(item, other) : String(keyOf(item)) === String(keyOf(other));
    });
  }
  if (NUMBERS.has(type) && !blank(a) && !blank(b) && !Number.isNaN(Number(a)) && !Number.isNaN(Number(b)))
    return Number(a) === Number(b);
  if (MOMENTS.has(type)) {
    const [x, y] = [moment(a), moment(b)];
    if (x !== null && y !== null) return x === y;
  }
  if (type === 'time' && typeof a === 'string' && typeof b === 'string')
    return a.replace(/^(\d{2}:\d{2})$/, '$1:00') === b.replace(/^(\d{2}:\d{2})$/, '$1:00');
  if (type === 'boolean' && truth(a) !== null) return truth(a) === truth(b);
  if (type === 'json' || type === 'array') return sameValue(parsed(a, type), parsed(b, type));
  return sameValue(a, b);
}

/**
 * The fields of `theirs` that differ from `saved` as stored, leaving out the ones the server sets
 * on every save (updated on / by).
 */
export function changedFields(
  fields: Readonly<Record<string, Described>>,
  saved: Readonly<Record<string, unknown>>,
  theirs: Readonly<Record<string, unknown>>,
): Set<string> {
  const out = new Set<string>();
  for (const key of Object.keys(theirs)) {
    const field = fields[key];
    if (field && AUTOMATIC.has(String(field.type))) continue;
    if (!sameStoredValue(field, theirs[key], saved[key])) out.add(key);
  }
  return out;
}
