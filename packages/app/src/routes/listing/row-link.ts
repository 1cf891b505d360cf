import { SYSTEM_PREFIX } from '@atrium/sdk';

/**
 * A row's detail route (app-catalogue.md §3): `/{p}/collections/{c}/{pk}`; system collections drop
 * the prefix (`/{p}/users/{pk}`); webhooks live under settings.
 */
export function rowLink(project: string, collection: string, key: string | number): string {
  const pk = encodeURIComponent(String(key));
  if (collection === 'directus_webhooks') return `/${project}/settings/webhooks/${pk}`;
  if (collection.startsWith(SYSTEM_PREFIX))
    return `/${project}/${collection.slice(SYSTEM_PREFIX.length)}/${pk}`;
  return `/${project}/collections/${collection}/${pk}`;
}

/** The listing route of a collection, for the add button (`…/+`) and batch edit (`…/1,2,3`). */
export function listingPath(project: string, collection: string): string {
  if (collection === 'directus_webhooks') return `/${project}/settings/webhooks`;
  if (collection.startsWith(SYSTEM_PREFIX)) return `/${project}/${collection.slice(SYSTEM_PREFIX.length)}`;
  return `/${project}/collections/${collection}`;
}
