/** The Directus field types (api.md §5.3, `GET /types`). */
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

/** Types that have no column of their own. */
export const ALIAS_FIELD_TYPES = new Set(['alias', 'o2m', 'group', 'translation', 'm2m']);

/** A collection may hold at most one field of each of these types (api.md §5.2). */
export const ONE_PER_COLLECTION = [
  'owner',
  'user_updated',
  'status',
  'sort',
  'lang',
  'datetime_created',
  'datetime_updated',
] as const;

export const FIELD_WIDTHS = ['half', 'half-left', 'half-right', 'half-space', 'full', 'fill'] as const;

export const isFieldType = (t: string): boolean =>
  (FIELD_TYPES as readonly string[]).includes(t) || t === 'm2m';
