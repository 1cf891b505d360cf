import { SYSTEM_PREFIX } from '@atrium/sdk';

/** Public routes: no sidebars, public body style, no padding (product.md §2). */
export const PUBLIC_ROUTES = [
  '/login',
  '/logout',
  '/reset-password',
  '/install',
  '/setup-2fa',
  '/accept-invite',
];

/** Paths not page-tracked (app-catalogue.md §3). */
export const UNTRACKED_ROUTES = ['/setup-2fa', '/logout', '/login'];

export const isPublicRoute = (pathname: string) =>
  PUBLIC_ROUTES.includes(pathname.replace(/\/+$/, '') || '/');

/** Item pages use the wide info sidebar and open it automatically on wide windows. */
export function isItemRoute(pathname: string): boolean {
  return (
    /^\/[^/]+\/collections\/[^/]+\/[^/]+\/?$/.test(pathname) ||
    /^\/[^/]+\/(files|users|activity)\/[^/]+\/?$/.test(pathname) ||
    /^\/[^/]+\/settings\/webhooks\/[^/]+\/?$/.test(pathname)
  );
}

export function infoSidebarWide(pathname: string): boolean {
  return isItemRoute(pathname) && !/^\/[^/]+\/(collections\/directus_activity|activity)\//.test(pathname);
}

/** Info sidebar auto-opens on item pages above this width (product.md §9). */
export const INFO_AUTO_OPEN_WIDTH = 1235;

/** System collections whose screens live under settings (`…/settings/roles/3`). */
const UNDER_SETTINGS = new Set(['webhooks', 'roles', 'collections']);

/**
 * Link to a collection listing; system collections drop the prefix (product.md §2), and webhooks,
 * roles and collections live under settings.
 */
export function collectionLink(project: string, collection: string): string {
  if (!collection.startsWith(SYSTEM_PREFIX)) return `/${project}/collections/${collection}`;
  const name = collection.slice(SYSTEM_PREFIX.length);
  return UNDER_SETTINGS.has(name) ? `/${project}/settings/${name}` : `/${project}/${name}`;
}

/** The collection a listing path shows (the inverse of {@link collectionLink}), or null. */
export function listingCollectionOf(pathname: string): string | null {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
  const [, area, name, extra] = parts;
  if (area === 'collections' && name && extra === undefined) return name;
  if ((area === 'files' || area === 'users' || area === 'activity') && name === undefined)
    return `${SYSTEM_PREFIX}${area}`;
  if (area === 'settings' && name === 'webhooks' && extra === undefined) return `${SYSTEM_PREFIX}webhooks`;
  return null;
}
