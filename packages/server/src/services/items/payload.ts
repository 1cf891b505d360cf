import crypto from 'node:crypto';
import { errors } from '../../errors';
import { hashPassword } from '../../auth/passwords';
import { nowUtc } from '../../database/datetime';
import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import {
  isBooleanColumn,
  isIntegerColumn,
  isNumericField,
  isTextColumn,
  normaliseDatetimeInput,
} from '../../query/values';

/**
 * Column values of a write: casting JSON to storage (api.md §4.10 input), automatic values
 * (§7.3), hashing (§7.6) and validation (§7.4).
 */

type Row = Record<string, unknown>;
const AUTO_TYPES = new Set([
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_created',
  'user_updated',
  'sort',
  'uuid',
]);
const BLANK = 'This value should not be blank.';

export const isPlainObject = (v: unknown): v is Row =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function fail(field: string, message: string): never {
  throw errors.invalidPayload(`${field}: ${message}`);
}

const BUILTIN_VALIDATION: Record<string, RegExp> = {
  $email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  $numeric: /^-?\d+(\.\d+)?$/,
  $string: /^[\s\S]*$/,
  $bool: /^(0|1|true|false)$/,
  $date: /^\d{4}-\d{2}-\d{2}$/,
  $time: /^\d{2}:\d{2}:\d{2}$/,
  $datetime: /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/,
};

function checkPattern(f: FieldInfo, value: unknown): void {
  if (!f.validation || value === null || value === undefined) return;
  const v = f.validation.trim();
  if (v === '$json' || v === '$array') return;
  let re = BUILTIN_VALIDATION[v];
  if (!re) {
    const m = /^(.)(.*)\1([a-z]*)$/s.exec(v);
    if (!m) throw errors.unprocessable(`Invalid validation pattern for "${f.field}"`);
    try {
      re = new RegExp(m[2]!, m[3]!.replace(/[^imsu]/g, ''));
    } catch {
      throw errors.unprocessable(`Invalid validation pattern for "${f.field}"`);
    }
  }
  if (!re.test(typeof value === 'object' ? JSON.stringify(value) : String(value))) {
    fail(f.field, 'This value is not valid.');
  }
}

async function hashValue(f: FieldInfo, value: string): Promise<string> {
  const hasher = String(f.options?.hasher ?? 'core');
  if (hasher === 'core' || hasher === 'bcrypt') return hashPassword(value);
  if (['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'].includes(hasher)) {
    return crypto.createHash(hasher).update(value).digest('hex');
  }
  throw errors.hasherNotFound(`Hasher "${hasher}" not found`);
}

function slugify(s: string, lower: boolean): string {
  const out = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return lower ? out.toLowerCase() : out;
}

/** One value from JSON to what the column stores; throws coded 422s for wrong types. */
export async function castInput(f: FieldInfo, value: unknown): Promise<unknown> {
  if (value === null || value === undefined) return null;
  const t = f.type;
  if (t === 'json') {
    if (typeof value === 'string') return value;
    return JSON.stringify(value);
  }
  if (t === 'array') {
    if (Array.isArray(value)) return value.map(String).join(',');
    if (typeof value === 'string') return value;
    throw errors.invalidFieldValueType(`${f.field}: This value should be of type array.`);
  }
  if (typeof value === 'object') {
    throw errors.invalidFieldValueType(
      `${f.field}: Arrays and objects are only allowed for JSON and array fields`,
    );
  }
  if (t === 'hash') return value === '' ? value : hashValue(f, String(value));
  if (t === 'boolean' || isBooleanColumn(f)) {
    const s = String(value).toLowerCase();
    const b = s === 'true' || s === '1' ? true : s === 'false' || s === '0' || s === '' ? false : null;
    if (b === null) fail(f.field, 'This value should be of type boolean.');
    return isBooleanColumn(f) ? b : b ? 1 : 0;
  }
  if (isNumericField(f) && !['owner', 'user_created', 'user_updated'].includes(t)) {
    if (typeof value === 'boolean') return value ? 1 : 0;
    const s = String(value).trim();
    if (s === '') return f.column?.nullable ? null : fail(f.field, 'This value should be of type numeric.');
    if (!/^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(s)) fail(f.field, 'This value should be of type numeric.');
    if (isIntegerColumn(f) && !/^-?\d+$/.test(s)) fail(f.field, 'This value should be of type integer.');
    return /big/.test(f.column?.dataType ?? '') ? s : Number(s);
  }
  if (t === 'date' || f.column?.dataType === 'date') {
    const s = String(value);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) fail(f.field, 'This value is not a valid date.');
    return s;
  }
  if (t === 'time') {
    const s = String(value);
    if (!/^\d{2}:\d{2}(:\d{2})?$/.test(s)) fail(f.field, 'This value is not a valid time.');
    return s.length === 5 ? `${s}:00` : s;
  }
  if (
    ['datetime', 'datetime_created', 'datetime_updated'].includes(t) ||
    /datetime|timestamp/.test(f.column?.dataType ?? '')
  ) {
    const s = normaliseDatetimeInput(String(value));
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) && Number.isNaN(Date.parse(s))) {
      fail(f.field, 'This value is not a valid datetime.');
    }
    return s;
  }
  // A JSON number for a text column is stored as its decimal text (`1`, not SQLite's REAL `1.0`):
  // v8 clients send `{"status": 1}` for permissions and expect it to match the status `1`.
  if (typeof value === 'number' && isTextColumn(f)) return String(value);
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}

function checkLength(f: FieldInfo, stored: unknown): void {
  const col = f.column;
  if (
    col &&
    /^(decimal|numeric)$/.test(col.dataType) &&
    col.numericPrecision &&
    col.numericScale !== null &&
    typeof stored === 'number'
  ) {
    const [int = '', frac = ''] = Math.abs(stored).toString().split('.');
    if (
      int.replace(/^0+/, '').length > col.numericPrecision - col.numericScale ||
      frac.length > col.numericScale
    ) {
      throw errors.unprocessable(
        `The value submitted (${stored}) for '${f.field}' is longer than the field's supported length (${col.numericPrecision},${col.numericScale}). Please submit a shorter value or ask an Admin to increase the length.`,
      );
    }
  }
  const max = f.column?.maxLength;
  if (!max || stored === null || stored === undefined) return;
  const s = String(stored);
  if ([...s].length > max) {
    throw errors.unprocessable(
      `The value submitted (${s.length > 40 ? s.slice(0, 40) + '…' : s}) for '${f.field}' is longer than the field's supported length (${max}). Please submit a shorter value or ask an Admin to increase the length.`,
    );
  }
}

/** A collection's own rules for its stored rows (declared with the collection). */
export interface RowRules {
  /** Hash fields are required like other columns (not only when marked required). */
  hashesRequiredByColumn?: boolean;
  /** Statuses whose rows skip required-field validation (an invited account is a placeholder). */
  unvalidatedStatuses?: readonly string[];
  /** The creator is not filled into `owner`/`user_created` columns (accounts own themselves). */
  noCreator?: boolean;
  /** A create without `external_id` gets a random UUID there. */
  externalIdUuid?: boolean;
}

const NO_ROW_RULES: RowRules = Object.freeze({});

export interface PrepareOptions {
  action: 'create' | 'update';
  collection: CollectionInfo;
  /** Column keys of the payload (relations already resolved to FK values). */
  values: Row;
  user: number;
  /** The stored row, for updates. */
  current?: Row | null;
  nextSort?: () => Promise<number>;
  /** The collection's own rules (none for user collections). */
  rules?: RowRules;
}

function isRequired(collection: CollectionInfo, f: FieldInfo, rules: RowRules): boolean {
  if (f.alias || !f.column) return false;
  if (AUTO_TYPES.has(f.type) || f.column.autoIncrement) return false;
  if (f.type === 'hash' && !rules.hashesRequiredByColumn) return f.required;
  if (f.field === collection.statusField && f.column.defaultValue === null) return true;
  if (f.required) return true;
  return !f.column.nullable && f.column.defaultValue === null;
}

/** Whether required-field validation applies to this status (drafts skip it, api.md §7.2). */
function validatesRequired(collection: CollectionInfo, status: unknown, rules: RowRules): boolean {
  if (rules.unvalidatedStatuses?.includes(String(status))) return false;
  const mapping = collection.statusMapping;
  if (!mapping) return true;
  const strict = Object.entries(mapping)
    .filter(([, v]) => v?.required_fields === true)
    .map(([k]) => k);
  if (strict.length === 0) return true;
  return strict.includes(String(status));
}

/** Casts, fills automatic values, hashes and validates the columns of one write. */
export async function prepareRow(o: PrepareOptions): Promise<Row> {
  const { collection: c, values } = o;
  const rules = o.rules ?? NO_ROW_RULES;
  const out: Row = {};
  const now = nowUtc();
  for (const [key, value] of Object.entries(values)) {
    const f = c.fields.get(key)!;
    if (o.action === 'update' && f.type === 'hash' && (value === null || value === '')) continue;
    checkPattern(f, value);
    const stored = await castInput(f, value);
    checkLength(f, stored);
    out[key] = stored;
  }
  for (const name of c.fieldOrder) {
    const f = c.fields.get(name)!;
    if (f.alias) continue;
    const given = out[name];
    switch (f.type) {
      case 'datetime_created':
        if (o.action === 'create') out[name] = now;
        break;
      case 'datetime_updated':
        out[name] = now;
        break;
      case 'owner':
      case 'user_created':
        if (o.action === 'create' && !rules.noCreator) out[name] = o.user;
        else delete out[name];
        break;
      case 'user_updated':
        out[name] = o.user;
        break;
      case 'uuid':
        if (o.action === 'create' && (given === undefined || given === null || given === ''))
          out[name] = crypto.randomUUID();
        break;
      case 'sort':
        if (o.action === 'create' && (given === undefined || given === null) && o.nextSort)
          out[name] = await o.nextSort();
        break;
      case 'slug': {
        const mirrored = f.options?.mirroredField as string | undefined;
        if (mirrored && given === undefined && typeof values[mirrored] === 'string') {
          out[name] = slugify(values[mirrored] as string, f.options?.forceLowercase !== false);
        }
        break;
      }
    }
    if (rules.externalIdUuid && name === 'external_id' && o.action === 'create' && !out[name]) {
      out[name] = crypto.randomUUID();
    }
  }

  // Required fields: every field on create; on update, the merged record's sent fields.
  const status = c.statusField
    ? (out[c.statusField] ?? o.current?.[c.statusField] ?? c.fields.get(c.statusField)!.column?.defaultValue)
    : null;
  const strict = validatesRequired(c, status, rules);
  const problems: string[] = [];
  for (const name of c.fieldOrder) {
    const f = c.fields.get(name)!;
    if (!isRequired(c, f, rules)) continue;
    const v = out[name];
    if (o.action === 'create') {
      const missing = v === undefined || v === null || (f.required && v === '');
      if (missing && (strict || v === null)) problems.push(`${name}: ${BLANK}`);
    } else if (name in out && (v === null || (f.required && v === '' && strict))) {
      problems.push(`${name}: ${BLANK}`);
    }
  }
  if (problems.length) throw errors.invalidPayload(problems.join(' '));
  return out;
}
