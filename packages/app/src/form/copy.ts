/**
 * Save as copy (product.md §4 Save modes): a new item from the current values without the primary
 * key, alias fields, created/updated timestamps, owner, updated-by and one-to-many fields.
 */
import type { Field } from '@atrium/sdk';
import type { Values } from './staging';

const DROPPED_TYPES = new Set([
  'alias',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
  'o2m',
]);

export function isCopyDropped(field: Field): boolean {
  const type = String(field.type ?? '').toLowerCase();
  return field.primary_key || DROPPED_TYPES.has(type) || type === 'translation';
}

export function copyPayload(values: Values, fields: Record<string, Field>): Values {
  const out: Values = {};
  for (const [name, value] of Object.entries(values)) {
    const field = fields[name];
    if (field && isCopyDropped(field)) continue;
    out[name] = value;
  }
  return out;
}
