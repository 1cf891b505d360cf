import { collectionLink } from '../../lib/routes';

/**
 * A row's detail route (app-catalogue.md §3): `/{p}/collections/{c}/{pk}`; system collections drop
 * the prefix (`/{p}/users/{pk}`); webhooks live under settings.
 */
export function rowLink(project: string, collection: string, key: string | number): string {
  return `${collectionLink(project, collection)}/${encodeURIComponent(String(key))}`;
}
