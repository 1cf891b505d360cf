/**
 * The edit screen's title (product.md §2 Edit screen). User collections say what is being edited
 * ("Editing Articles"); system collections have titles of their own rather than their table's
 * name: a new webhook is "New Webhook", a file is called by its title, a user by their name.
 */
import type { TFunction } from 'i18next';
import { SYSTEM_PREFIX } from '@atrium/sdk';

export type TitleTarget = 'new' | 'single' | 'batch';

const OWN: Record<string, { created: string; edited: string }> = {
  directus_webhooks: { created: 'new_webhook', edited: 'editing_webhook' },
  directus_files: { created: 'new_file', edited: 'editing_file' },
  directus_users: { created: 'creating_user', edited: 'editing_user' },
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** What an opened system item is called, when it has a name of its own. */
function ownName(collection: string, values: Record<string, unknown> | null): string {
  if (!values) return '';
  if (collection === 'directus_files') return text(values.title) || text(values.filename_download);
  if (collection === 'directus_users') {
    const name = [text(values.first_name), text(values.last_name)].filter(Boolean).join(' ');
    return name || text(values.email);
  }
  return '';
}

/**
 * The title for `target`: `name` is the collection's display name (its listing's title), `values`
 * the item as saved (null while new).
 */
export function itemTitle(
  t: TFunction,
  target: TitleTarget,
  collection: string,
  name: string,
  values: Record<string, unknown> | null,
): string {
  if (target === 'batch') return t('batch_edit', { collection: name });
  const system = collection.startsWith(SYSTEM_PREFIX);
  const own = OWN[collection];
  if (target === 'new') {
    // i18n-dynamic: new_webhook, new_file, creating_user (OWN).
    if (own) return t(own.created);
    return system ? t('creating_item') : t('creating_item_page_title', { collection: name });
  }
  const called = ownName(collection, values);
  if (called) return called;
  // i18n-dynamic: editing_webhook, editing_file, editing_user (OWN).
  if (own) return t(own.edited);
  return system ? t('editing_item') : t('editing', { collection: name });
}
