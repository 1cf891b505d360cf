import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import '../listing/listing.css';

/** One step of a trail: where it leads and what it is called. */
export interface Crumb {
  to: string;
  label: string;
}

/**
 * The trail of an edit screen (issue 31 item 16): the listing's own parent (Collections, or
 * Settings for system collections; none for the user directory and the file library) and then the
 * listing itself — "Collections › Articles". A single-item collection's listing is its item, so its
 * trail stops at the parent.
 */
export function itemTrail(
  project: string,
  collection: string,
  listing: Crumb,
  labels: { collections: string; settings: string },
  single = false,
): Crumb[] {
  const standalone = ['directus_users', 'directus_files', 'directus_activity'].includes(collection);
  if (standalone) return [listing];
  const parent = collection.startsWith(SYSTEM_PREFIX)
    ? { to: `/${project}/settings`, label: labels.settings }
    : { to: `/${project}/collections`, label: labels.collections };
  return single ? [parent] : [parent, listing];
}

export function ItemBreadcrumb({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumb" aria-label={t('breadcrumb')}>
      {trail.map((crumb, i) => (
        <Fragment key={crumb.to}>
          {i > 0 && <span aria-hidden="true"> › </span>}
          <Link to={crumb.to}>{crumb.label}</Link>
        </Fragment>
      ))}
    </nav>
  );
}
