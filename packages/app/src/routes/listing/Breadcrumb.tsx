/**
 * The listing breadcrumb (product.md §2): collections for user collections; the user directory,
 * the file library and the activity log stand alone; webhooks and the other system collections sit
 * in the settings area.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYSTEM_PREFIX, type Collection } from '@atrium/sdk';
import { collectionName } from '../../lib/format';

const OWN_TITLE: Record<string, string> = {
  directus_users: 'user_directory',
  directus_files: 'file_library',
  directus_activity: 'activity_log',
  directus_webhooks: 'settings_webhooks',
};

export function listingTitle(
  t: TFunction,
  collection: string,
  info: Pick<Collection, 'collection' | 'translation'> | null,
  locale: string,
): string {
  const own = OWN_TITLE[collection];
  // i18n-dynamic: user_directory, file_library, activity_log, settings_webhooks.
  if (own) return t(own);
  return collectionName(t, info ?? { collection, translation: null }, locale);
}

export function Breadcrumb({ project, collection }: { project: string; collection: string }) {
  const { t } = useTranslation();
  const system = collection.startsWith(SYSTEM_PREFIX);
  const standalone = ['directus_users', 'directus_files'].includes(collection);
  if (standalone) return null;
  const parent = system
    ? { to: `/${project}/settings`, label: t('settings') }
    : { to: `/${project}/collections`, label: t('collections') };
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      <Link to={parent.to}>{parent.label}</Link>
    </nav>
  );
}
