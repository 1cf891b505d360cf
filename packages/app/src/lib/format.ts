import type { TFunction } from 'i18next';
import { SYSTEM_PREFIX, type Collection } from '@atrium/sdk';

/** snake/kebab/camel to Title Case (`blog_posts` → `Blog Posts`). */
export function formatTitle(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Collection name via `collections.{name}`, then its own translation, then a prettified title. A
 * system collection is called by what it holds ("Users", not "Directus Users"): the
 * `system_collections.{name}` message, else its name without the `directus_` prefix.
 */
export function collectionName(
  t: TFunction,
  collection: Pick<Collection, 'collection' | 'translation'>,
  locale: string,
) {
  const key = `collections.${collection.collection}`;
  const translated = t(key, { defaultValue: '' });
  if (translated) return translated;
  const own = collection.translation?.find((tr) => tr.locale === locale)?.translation;
  if (own) return own;
  const name = collection.collection;
  if (name.startsWith(SYSTEM_PREFIX)) {
    // i18n-dynamic: system_collections.<name> for the system collections
    const system = t(`system_collections.${name}`, { defaultValue: '' });
    return system || formatTitle(name.slice(SYSTEM_PREFIX.length));
  }
  return formatTitle(name);
}
