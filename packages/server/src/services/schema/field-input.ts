import { ApiError, errors } from '../../errors';
import {
  checkLength,
  isDatatype,
  isIntegerDatatype,
  type ColumnDefinition,
} from '../../database/ddl/datatypes';
import { isAliasType, isFieldType } from '@atrium/sdk';
import { FIELD_WIDTHS } from './field-types';

type Row = Record<string, unknown>;

/** The metadata columns of `directus_fields` a client may write. */
export const META_KEYS = [
  'type',
  'interface',
  'options',
  'locked',
  'validation',
  'required',
  'readonly',
  'hidden_detail',
  'hidden_browse',
  'sort',
  'width',
  'group',
  'note',
  'translation',
] as const;

/** Keys whose presence in a field update means the column itself changes (api.md §5.3). */
export const DDL_KEYS = [
  'type',
  'datatype',
  'unique',
  'primary_key',
  'auto_increment',
  'length',
  'note',
  'signed',
  'nullable',
  'default_value',
  'required',
] as const;

const SCHEMA_KEYS = [
  'datatype',
  'length',
  'default_value',
  'unique',
  'primary_key',
  'auto_increment',
  'signed',
  'nullable',
];
const ALLOWED_KEYS = new Set<string>(['field', 'collection', 'id', ...META_KEYS, ...SCHEMA_KEYS]);

const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

function invalid(message: string): ApiError {
  return errors.invalidPayload(message);
}

/** A field as the field endpoints accept it, checked and normalised. */
export interface FieldInput {
  field: string;
  type: string;
  alias: boolean;
  /** The `directus_fields` row values (JSON columns as text, flags as 0/1). */
  meta: Row;
  /** The column; null for alias types. */
  column: ColumnDefinition | null;
}

function jsonText(v: unknown, key: string): string | null {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'string') {
    try {
      JSON.parse(v);
      return v;
    } catch {
      throw invalid(`${key}: This value should be valid JSON.`);
    }
  }
  return JSON.stringify(v);
}

/** Metadata columns from a payload (only the keys present). */
export function metaFromPayload(body: Row): Row {
  const meta: Row = {};
  for (const key of META_KEYS) {
    if (!(key in body)) continue;
    const v = body[key];
    switch (key) {
      case 'options':
      case 'translation':
        meta[key] = jsonText(v, key);
        break;
      case 'locked':
      case 'required':
      case 'readonly':
      case 'hidden_detail':
      case 'hidden_browse':
        meta[key] = bool(v) ? 1 : 0;
        break;
      case 'sort':
      case 'group':
        meta[key] = v === null || v === '' || v === undefined ? null : Number(v);
        if (meta[key] !== null && !Number.isInteger(meta[key]))
          throw invalid(`${key}: This value should be an integer.`);
        break;
      case 'width':
        if (v !== null && !(FIELD_WIDTHS as readonly string[]).includes(String(v))) {
          throw invalid(`width: The value you selected is not a valid choice (${FIELD_WIDTHS.join(', ')}).`);
        }
        meta[key] = v;
        break;
      case 'validation':
        if (v !== null && v !== '' && typeof v === 'string' && v.startsWith('/')) {
          const m = /^\/(.*)\/([a-z]*)$/s.exec(v);
          try {
            if (!m) throw new Error();
            new RegExp(m[1]!, m[2]!.replace(/[^gimsuy]/g, ''));
          } catch {
            throw errors.unprocessable(`validation: "${v}" is not a valid regular expression`);
          }
        }
        meta[key] = v === '' ? null : v;
        break;
      default:
        meta[key] = v === undefined ? null : v;
    }
  }
  return meta;
}

/** Unknown keys in a field payload are refused (422/12), as for items. */
export function checkFieldKeys(body: Row): void {
  const unknown = Object.keys(body).filter((k) => !ALLOWED_KEYS.has(k));
  if (unknown.length) {
    throw errors.unprocessable(
      `Payload fields: "${unknown.join(', ')}" does not exist in "directus_fields" collection.`,
    );
  }
}

/** The column a field declares (api.md §5.3 DDL rules: NULL unless required, unsigned unless signed). */
export function columnFromPayload(body: Row, name: string, base?: ColumnDefinition): ColumnDefinition {
  const datatypeRaw = body.datatype ?? base?.datatype;
  if (datatypeRaw === undefined || datatypeRaw === null || datatypeRaw === '') {
    throw errors.unprocessable('datatype is required');
  }
  const datatype = String(datatypeRaw).toUpperCase();
  if (!isDatatype(datatype)) throw errors.unprocessable(`Unknown datatype "${datatype}"`);
  let length =
    'length' in body
      ? body.length === null || body.length === ''
        ? null
        : String(body.length).replace(/\s+/g, '')
      : null;
  if (!('length' in body) && base && base.datatype === datatype) length = base.length;
  if (length === null && datatype === 'VARCHAR') length = '255';
  if (length === null && datatype === 'CHAR') length = '1';
  checkLength(datatype, length);
  const primaryKey = 'primary_key' in body ? bool(body.primary_key) : (base?.primaryKey ?? false);
  const autoIncrement = 'auto_increment' in body ? bool(body.auto_increment) : (base?.autoIncrement ?? false);
  if (autoIncrement && !isIntegerDatatype(datatype)) {
    throw errors.unprocessable(`auto_increment needs an integer datatype, not ${datatype}`);
  }
  let nullable: boolean;
  if ('nullable' in body) nullable = bool(body.nullable);
  else if ('required' in body) nullable = !bool(body.required);
  else nullable = base?.nullable ?? true;
  return {
    name,
    datatype,
    length,
    nullable: primaryKey ? false : nullable,
    defaultValue: 'default_value' in body ? body.default_value : (base?.defaultValue ?? null),
    signed: 'signed' in body ? bool(body.signed) : (base?.signed ?? false),
    autoIncrement,
    primaryKey,
    unique: 'unique' in body ? bool(body.unique) : (base?.unique ?? false),
    comment: 'note' in body ? ((body.note as string | null) ?? null) : (base?.comment ?? null),
  };
}

/** Validates a new field (api.md §5.3 and product.md §5); `prefix` names it in messages. */
export function parseNewField(raw: unknown, prefix = ''): FieldInput {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw invalid(`${prefix}field: Invalid field.`);
  const body = raw as Row;
  checkFieldKeys(body);
  const field = typeof body.field === 'string' ? body.field : '';
  if (!field) throw invalid(`${prefix}field: This value should not be blank.`);
  if (!FIELD_NAME.test(field) || /^\d+$/.test(field)) {
    throw invalid(`${prefix}field: "${field}" is not a valid field name (letters, digits and underscores).`);
  }
  const type = typeof body.type === 'string' ? body.type.toLowerCase() : '';
  if (!type) throw invalid(`${field}: type: This value should not be blank.`);
  if (!isFieldType(type)) throw errors.unknownFieldType(`Unknown field type "${type}"`);
  // No interface is allowed, as in v8: the app then falls back to one for the datatype.
  const alias = isAliasType(type);
  const meta = { ...metaFromPayload(body), type };
  const column = alias ? null : columnFromPayload(body, field);
  return { field, type, alias, meta, column };
}
