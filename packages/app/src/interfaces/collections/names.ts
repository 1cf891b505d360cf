import type { TFunction } from 'i18next';
import { SYSTEM_PREFIX, type Collection } from '@atrium/sdk';
import { collectionName } from '../../lib/format';

/** The name a collection has in the navigation (its translation, else Title Case). */
export function displayName(
  t: TFunction,
  name: string,
  all: Record<string, Collection> | undefined,
  locale: string,
): string {
  const known = all?.[name];
  return collectionName(t, known ?? { collection: name, translation: null }, locale);
}

/** The collections a select offers: `directus_*` only with `includeSystem`, sorted by name. */
export function collectionChoices(
  t: TFunction,
  all: Record<string, Collection> | undefined,
  includeSystem: boolean,
  locale: string,
): { collection: string; name: string }[] {
  return Object.keys(all ?? {})
    .filter((c) => includeSystem || !c.startsWith(SYSTEM_PREFIX))
    .map((collection) => ({ collection, name: displayName(t, collection, all, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}
