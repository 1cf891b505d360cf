/**
 * Field types (api.md §5.3, product.md §3): the `type` column of `directus_fields`. The server
 * accepts exactly these on write and lists `FIELD_TYPES` at `GET /types`.
 */

/** The types of `GET /types`, in its order. */
export const FIELD_TYPES = [
  'alias',
  'array',
  'binary',
  'boolean',
  'datetime',
  'date',
  'time',
  'file',
  'hash',
  'group',
  'integer',
  'decimal',
  'json',
  'lang',
  'm2o',
  'o2m',
  'slug',
  'sort',
  'status',
  'string',
  'translation',
  'uuid',
  'datetime_created',
  'datetime_updated',
  'owner',
  'user_updated',
  'user',
] as const;

/**
 * Types a Directus 7 database holds that `GET /types` no longer lists; still accepted on write
 * and read (`m2m` is an alias: the junction's rows, no column).
 */
export const LEGACY_FIELD_TYPES = ['m2m'] as const;

export type FieldType = (typeof FIELD_TYPES)[number] | (typeof LEGACY_FIELD_TYPES)[number];

/** Whether the server accepts `type` as a field type (lower-case, as stored). */
export const isFieldType = (type: string): type is FieldType =>
  (FIELD_TYPES as readonly string[]).includes(type) ||
  (LEGACY_FIELD_TYPES as readonly string[]).includes(type);
