/**
 * The fields a listing works with: the collection's fields minus the read blacklist, ordered by
 * `sort`, each with its translated name; and the special fields (primary key, status, owner, sort).
 */
import type { TFunction } from 'i18next';
import type { Field } from '@atrium/sdk';
import { formatTitle } from './format';

export type NamedField = Field & { name: string };

export interface FieldInfo {
  list: NamedField[];
  byName: Record<string, NamedField>;
  primaryKey: string;
  statusField: string | null;
  ownerField: string | null;
  sortField: string | null;
}

export function fieldName(t: TFunction, field: Field, locale: string): string {
  const own = field.translation?.find((tr) => tr.locale === locale)?.translation;
  if (own) return own;
  // i18n-dynamic: fields.<system collection>.<field> labels, when they exist.
  const system = t(`fields.${field.collection}.${field.field}`, { defaultValue: '' });
  return system || formatTitle(field.field);
}

/** The fields a listing may show (minus the read blacklist), in `sort` order, and the special ones. */
export function listingFields<F extends Field>(
  fields: Record<string, F> | undefined,
  blacklist: readonly string[] = [],
) {
  const list = Object.values(fields ?? {})
    .filter((f) => !blacklist.includes(f.field))
    .sort((a, b) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER));
  const ofType = (type: string) => list.find((f) => f.type === type)?.field ?? null;
  return {
    list,
    primaryKey: list.find((f) => f.primary_key)?.field ?? 'id',
    statusField: ofType('status'),
    ownerField: ofType('owner'),
    sortField: ofType('sort'),
  };
}

export function fieldInfo(
  t: TFunction,
  fields: Record<string, Field> | undefined,
  locale: string,
  blacklist: readonly string[] = [],
): FieldInfo {
  const { list: visible, ...special } = listingFields(fields, blacklist);
  const list = visible.map((f) => ({ ...f, name: fieldName(t, f, locale) }));
  return { list, byName: Object.fromEntries(list.map((f) => [f.field, f])), ...special };
}
