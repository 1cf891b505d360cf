import type { FieldInfo } from '../schema/overview';
import { nowUtc } from '../database/datetime';
import { isMaskedUserColumn, maskedValue } from '../schema/user-columns';

/** Value casting between the database and JSON (api.md §4.10). */

const INT_TYPES = /^(tinyint|smallint|mediumint|int|integer|year|int2|int4|serial|smallserial)$/;
const BIGINT_TYPES = /^(bigint|int8|bigserial)$/;
const FLOAT_TYPES = /^(decimal|numeric|float|double|real|double precision|float4|float8)$/;

export type Caster = (v: unknown) => unknown;
export const identity: Caster = (v) => v;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function dateTimeString(v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null;
  // Fast path: already 'YYYY-MM-DD HH:MM:SS'.
  if (typeof v === 'string' && v.length === 19 && v.charCodeAt(10) === 32 && !v.startsWith('0000')) return v;
  if (v instanceof Date) return nowUtc(v);
  const s = String(v);
  if (s.startsWith('0000-00-00')) return null;
  // pg may add fractional seconds or an offset; SQLite stores what it was given.
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)/.exec(s);
  if (!m) return s;
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2];
  return `${m[1]} ${time}`;
}

const castDatetime: Caster = dateTimeString;
const castSystemDatetime: Caster = (v) => {
  const s = dateTimeString(v);
  return s && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) ? `${s.replace(' ', 'T')}+00:00` : s;
};
const castDate: Caster = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (v instanceof Date) return `${v.getUTCFullYear()}-${pad(v.getUTCMonth() + 1)}-${pad(v.getUTCDate())}`;
  const s = String(v);
  return s.startsWith('0000-00-00') ? null : s.slice(0, 10);
};
const castTime: Caster = (v) => (v === null || v === undefined ? null : String(v).slice(0, 8));
const castBool: Caster = (v) =>
  v === null || v === undefined ? null : v === true || v === 1 || v === '1' || v === 't' || v === 'true';
const castJson: Caster = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return v;
  }
};
const castArray: Caster = (v) => {
  if (v === null || v === undefined || v === '') return [];
  if (Array.isArray(v)) return v;
  return String(v).split(',');
};
const castInt: Caster = (v) => (typeof v === 'string' && v !== '' ? Number(v) : v);
const castBigint: Caster = (v) => (v === null || v === undefined ? v : String(v));
const castFloat: Caster = (v) => (v === null || v === undefined || v === '' ? v : Number(v));
const castBlob: Caster = (v) => (Buffer.isBuffer(v) ? v.toString('base64') : v);

/**
 * Column types whose values the pg driver already hands over as the API outputs them: integers
 * up to 32 bits and floats as numbers, numerics as numbers (the parser in database/connection.ts),
 * booleans as booleans. Nothing to cast there.
 */
const PG_NATIVE =
  /^(smallint|integer|int2|int4|real|double precision|float4|float8|numeric|decimal|boolean|bool)$/;

/**
 * The output caster of one field, from its Directus type, else its column type. With `dialect`
 * `pg`, no caster where the driver already returns the output value.
 */
export function outputCaster(field: FieldInfo, dialect?: string): Caster {
  // `2fa_secret`: whether it is set, never the value, on every read path (nested ones included).
  if (isMaskedUserColumn(field.collection, field.field)) return maskedValue;
  if (
    dialect === 'pg' &&
    PG_NATIVE.test(field.column?.dataType ?? '') &&
    !['json', 'array'].includes(field.type)
  ) {
    // A boolean field on a numeric column still becomes true/false.
    if (field.type !== 'boolean' || /^(boolean|bool)$/.test(field.column!.dataType)) return identity;
  }
  switch (field.type) {
    case 'boolean':
      return castBool;
    case 'json':
      return castJson;
    case 'array':
      return castArray;
    case 'datetime_created':
    case 'datetime_updated':
      return castSystemDatetime;
    case 'date':
      return castDate;
    case 'time':
      return castTime;
  }
  const t = field.column?.dataType ?? '';
  if (BIGINT_TYPES.test(t)) return castBigint;
  if (INT_TYPES.test(t)) return castInt;
  if (FLOAT_TYPES.test(t)) return castFloat;
  if (/datetime|timestamp/.test(t) || field.type === 'datetime') return castDatetime;
  if (t === 'date') return castDate;
  if (/blob|bytea|binary/.test(t)) return castBlob;
  return identity;
}

export function isNumericField(field: FieldInfo): boolean {
  const t = field.column?.dataType ?? '';
  return (
    INT_TYPES.test(t) ||
    BIGINT_TYPES.test(t) ||
    FLOAT_TYPES.test(t) ||
    (t === '' && ['integer', 'decimal'].includes(field.type))
  );
}

export function isIntegerColumn(field: FieldInfo): boolean {
  const t = field.column?.dataType ?? '';
  return INT_TYPES.test(t) || BIGINT_TYPES.test(t);
}

export function isTextColumn(field: FieldInfo): boolean {
  const t = field.column?.dataType ?? '';
  return /char|text|clob|string|enum|set|uuid/.test(t);
}

export function isDateField(field: FieldInfo): 'date' | 'datetime' | 'time' | null {
  if (field.type === 'date' || field.column?.dataType === 'date') return 'date';
  if (field.type === 'time') return 'time';
  if (['datetime', 'datetime_created', 'datetime_updated'].includes(field.type)) return 'datetime';
  if (/datetime|timestamp/.test(field.column?.dataType ?? '')) return 'datetime';
  return null;
}

export function isBooleanColumn(field: FieldInfo): boolean {
  return field.column?.dataType === 'boolean' || field.column?.dataType === 'bool';
}

/** ISO 8601 with an offset -> UTC 'Y-m-d H:i:s'; other forms are kept (api.md §4.10 input). */
export function normaliseDatetimeInput(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2})?)(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!m) return value;
  if (m[4]) {
    const d = new Date(value.replace(' ', 'T'));
    if (!Number.isNaN(d.getTime())) return nowUtc(d);
  }
  const time = m[2]!.length === 5 ? `${m[2]}:00` : m[2];
  return `${m[1]} ${time}`;
}
