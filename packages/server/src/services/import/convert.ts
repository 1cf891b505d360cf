import type { FieldInfo } from '../../schema/overview';
import { isBooleanColumn, isDateField, isIntegerColumn, isNumericField } from '../../query/values';
import { importDate, importDatetime, importTime } from './dates';
import type { ImportOptions } from './options';

/**
 * A cell of an import file as the value of a field, per the field's type: numbers with either
 * decimal separator, booleans in their common spellings, dates (dates.ts), JSON. Text cells are
 * converted; values a JSON file already typed pass when they fit. Throws `ConversionError`.
 */

export class ConversionError extends Error {}

const TRUE = new Set(['true', '1', 'yes', 'y', 'on', 't', 'x']);
const FALSE = new Set(['false', '0', 'no', 'n', 'off', 'f']);

const fail = (reason: string): never => {
  throw new ConversionError(reason);
};

function number(field: FieldInfo, value: unknown, decimal: '.' | ','): number | string {
  if (typeof value === 'number') return value;
  let s = String(value)
    .trim()
    .replace(/[\s\u00a0\u202f']/g, '');
  if (decimal === ',') s = s.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.');
  else s = s.replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^[-+]?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s)) fail(`"${String(value)}" is not a number`);
  if (isIntegerColumn(field)) {
    if (!/^[-+]?\d+$/.test(s)) fail(`"${String(value)}" is not a whole number`);
    return /big/.test(field.column?.dataType ?? '') ? s.replace(/^\+/, '') : Number(s);
  }
  return Number(s);
}

function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return fail('is not valid JSON');
  }
}

/** Whether an empty cell means null for this field (a required text column keeps ""). */
function emptyIsNull(field: FieldInfo): boolean {
  return field.column?.nullable !== false || isNumericField(field) || isDateField(field) !== null;
}

export function convertCell(field: FieldInfo, value: unknown, o: ImportOptions): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '' && field.type !== 'json') {
    return emptyIsNull(field) ? null : '';
  }
  const t = field.type;
  if (t === 'json') return value === '' ? null : json(value);
  if (t === 'array') {
    if (Array.isArray(value)) return value;
    const s = String(value).trim();
    if (s.startsWith('[')) return json(s);
    return s
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
  }
  if (t === 'boolean' || isBooleanColumn(field)) {
    if (typeof value === 'boolean') return value;
    const s = String(value).trim().toLowerCase();
    if (TRUE.has(s)) return true;
    if (FALSE.has(s)) return false;
    return fail(`"${String(value)}" is not a boolean`);
  }
  const date = isDateField(field);
  if (date) {
    const s = String(value);
    const out =
      date === 'date'
        ? importDate(s, o.date_order)
        : date === 'time'
          ? importTime(s)
          : importDatetime(s, o.date_order, o.timezone);
    return out ?? fail(`"${s}" is not a ${date === 'datetime' ? 'date and time' : date}`);
  }
  if (isNumericField(field) && !field.m2o) return number(field, value, o.decimal);
  if (typeof value === 'object') return fail('a list or object is only allowed for JSON and array fields');
  return typeof value === 'string' ? value : String(value);
}
