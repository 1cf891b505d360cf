import type { Field } from '@atrium/sdk';

/**
 * Field types whose interfaces edit related data (m2o, o2m, files, users, translations) or hold
 * no column (alias). When their interface is not available, the datatype fallback would be wrong
 * (a number box for a relation): such fields show their raw value, read-only, with a note.
 */
const RELATIONAL = new Set([
  'alias',
  'm2o',
  'o2m',
  'file',
  'files',
  'translation',
  'user',
  'owner',
  'user_updated',
  'group',
]);

export const isRelationalField = (field: Pick<Field, 'type'>): boolean =>
  RELATIONAL.has(String(field.type ?? '').toLowerCase());

/** Relational fields and structured values (json, array): a text fallback would mangle them. */
export const isRawOnlyField = (field: Pick<Field, 'type'>): boolean =>
  isRelationalField(field) || ['json', 'array'].includes(String(field.type ?? '').toLowerCase());

/** The raw text of a value for the read-only fallback. */
export function rawText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  return typeof value === 'object' ? JSON.stringify(value, null, 2) : String(value);
}
