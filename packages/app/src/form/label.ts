import type { TFunction } from 'i18next';
import { formatTitle } from '../lib/format';

/** A field's label: the `fields.<collection>.<field>` message when there is one, else Title Case. */
export function fieldLabel(t: TFunction, collection: string, field: string): string {
  const key = `fields.${collection}.${field}`;
  // i18n-dynamic: optional per-project field translations, Title Case otherwise
  const text = t(key, { defaultValue: '' });
  return text && text !== key ? text : formatTitle(field);
}
