import type { Knex } from 'knex';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { phpRegex } from '../auth/password';
import { invalid, type Row } from './common';

/**
 * `directus_settings` (api.md §5.15): rows `{id, key, value}` whose value is typed by the
 * `directus_fields` row of that key. Reads convert `file`, `integer` and `boolean`; writes convert
 * `file` objects, arrays and JSON to the stored text.
 */

/** key → Directus type, from the field rows of `directus_settings`. */
export async function settingTypes(knex: Knex): Promise<Map<string, string>> {
  const rows = (await knex(SYSTEM_COLLECTION.fields)
    .where({ collection: SYSTEM_COLLECTION.settings })
    .select('field', 'type')) as { field: string; type: string | null }[];
  return new Map(rows.map((r) => [r.field, String(r.type ?? 'string').toLowerCase()]));
}

/** A request value → the stored text (null for empty). Throws `422/4` for values of the wrong type. */
export function storedSetting(key: string, type: string | undefined, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  switch (type) {
    case 'file': {
      const id = typeof value === 'object' && !Array.isArray(value) ? (value as Row).id : value;
      if (id === null || id === undefined || id === '') return null;
      if (!/^\d+$/.test(String(id))) throw invalid('value', `The file of "${key}" must be a file id.`);
      return String(id);
    }
    case 'integer': {
      const s = String(value).trim();
      if (typeof value === 'object' || !/^-?\d+$/.test(s))
        throw invalid('value', `"${key}" should be of type integer.`);
      if (key === 'trash_retention_days' && Number(s) < 0)
        throw invalid('value', '"trash_retention_days" is a number of days, 0 or more.');
      return s;
    }
    case 'boolean': {
      const s = String(value).toLowerCase();
      if (['1', 'true'].includes(s)) return '1';
      if (['0', 'false'].includes(s)) return '0';
      throw invalid('value', `"${key}" should be of type boolean.`);
    }
    case 'array':
      if (Array.isArray(value)) return value.map(String).join(',');
      break;
    case 'json':
      if (typeof value !== 'string') return JSON.stringify(value);
      try {
        JSON.parse(value);
      } catch {
        throw invalid('value', `"${key}" should be valid JSON.`);
      }
      return value;
  }
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  const s = String(value);
  if (key === 'password_policy' && phpRegex(s) === null) {
    throw invalid('value', 'The password policy must be a delimited regular expression, e.g. /^.{8,}$/');
  }
  return s;
}

export function outputSetting(type: string | undefined, value: unknown, files: Map<string, Row>): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (type) {
    case 'file':
      return value === '' ? null : (files.get(String(value)) ?? null);
    case 'integer': {
      const n = Number(value);
      return value === '' || !Number.isFinite(n) ? value : n;
    }
    case 'boolean':
      return ['1', 'true'].includes(String(value).toLowerCase());
    default:
      return value;
  }
}
