/**
 * Wire types of the schema objects (api.md §5.2–§5.4, product.md §3): what `/collections`,
 * `/fields` and `/relations` answer and accept.
 */
import type { FieldType } from './field-types';

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
