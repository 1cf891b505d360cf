/**
 * Wire types of the schema objects (api.md §5.2–§5.4, product.md §3): what `/collections`,
 * `/fields` and `/relations` answer and accept.
 */

/** Field types of product.md §3 (the `type` column of `directus_fields`). */
export type FieldType =
  | 'alias'
  | 'array'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'datetime_created'
  | 'datetime_updated'
  | 'decimal'
  | 'time'
  | 'file'
  | 'group'
  | 'integer'
  | 'json'
  | 'lang'
  | 'm2o'
  | 'o2m'
  | 'sort'
  | 'status'
  | 'string'
  | 'slug'
  | 'translation'
  | 'uuid'
  | 'user'
  | 'owner'
  | 'user_updated'
  | 'hash';

export const FIELD_TYPES: readonly FieldType[] = [
  'alias',
  'array',
  'boolean',
  'date',
  'datetime',
  'datetime_created',
  'datetime_updated',
  'decimal',
  'time',
  'file',
  'group',
  'integer',
  'json',
  'lang',
  'm2o',
  'o2m',
  'sort',
  'status',
  'string',
  'slug',
  'translation',
  'uuid',
  'user',
  'owner',
  'user_updated',
  'hash',
];

/** Types with no database column (api.md §5.3). */
export const ALIAS_TYPES: readonly FieldType[] = ['alias', 'o2m', 'group', 'translation'];

export type FieldWidth = 'half' | 'half-left' | 'half-right' | 'half-space' | 'full' | 'fill';

/** A field object (api.md §5.3): `directus_fields` columns plus the column's schema facts. */
export interface Field {
  id: number | null;
  collection: string;
  field: string;
  type: FieldType | string;
  interface: string | null;
  options: Record<string, unknown> | unknown[] | null;
  locked: boolean;
  validation: string | null;
  required: boolean;
  readonly: boolean;
  hidden_detail: boolean;
  hidden_browse: boolean;
  sort: number | null;
  width: FieldWidth | null;
  group: number | null;
  note: string | null;
  translation: { locale: string; translation: string }[] | null;
  /** Upper-case database type (`"INT"`), null for alias fields. */
  datatype: string | null;
  default_value: unknown;
  auto_increment: boolean;
  primary_key: boolean;
  unique: boolean;
  signed: boolean;
  /** A string (`"255"`, `"10,2"`) or null. */
  length: string | number | null;
}

/** One entry of a status field's `options.status_mapping`, keyed by the stored value (api.md §7.2). */
export interface StatusMappingEntry {
  name: string;
  text_color?: string;
  background_color?: string;
  browse_subdued?: boolean;
  browse_badge?: boolean;
  soft_delete?: boolean;
  published?: boolean;
  required_fields?: boolean;
}

export type StatusMapping = Record<string, StatusMappingEntry>;

/** A collection object (api.md §5.2); `fields` is keyed by field name. */
export interface Collection {
  collection: string;
  managed: boolean;
  hidden: boolean;
  single: boolean;
  icon: string | null;
  note: string | null;
  translation: { locale: string; translation: string }[] | null;
  fields: Record<string, Field>;
}

/** A relation row (api.md §5.4). */
export interface Relation {
  id: number;
  collection_many: string;
  field_many: string;
  collection_one: string | null;
  field_one: string | null;
  junction_field: string | null;
}
