import type { Field } from '@atrium/sdk';

/** Option value meaning "Don't Show" in layout options (app-catalogue.md §2): saved as `null`. */
export const NONE = '__none__';

/** Fields of the given types (lower-case compare), in field order. */
export function fieldsOfType(fields: Record<string, Field & { name: string }>, types: string[]) {
  return Object.values(fields).filter((f) => types.includes(String(f.type).toLowerCase()));
}

/** A layout option's field name if it still exists, else `null`. */
export function existingField(fields: Record<string, Field>, name: unknown): string | null {
  return typeof name === 'string' && name !== NONE && name in fields ? name : null;
}
