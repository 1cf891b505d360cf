/**
 * Keys of users (api.md §5.14) and the signed-in user: `['p', project, 'users', ...]` (the item
 * root of `directus_users`, so the generic item hooks and these share invalidation),
 * `['p', project, 'me']` and the two-factor set-up's secret.
 */
import { itemKeys } from '../items/keys';
import { projectRoot } from '../scope';

export const USERS = 'directus_users';

export const userKeys = {
  all: (project: string) => itemKeys.all(project, USERS),
  /** The hydration's user directory (who is who in avatars and owner fields). */
  directory: (project: string) => [...itemKeys.lists(project, USERS), 'directory'] as const,
  /** Users currently on a page (product.md §7 GET users). */
  online: (project: string, page: string) => [...itemKeys.lists(project, USERS), 'online', page] as const,
  me: (project: string) => [...projectRoot(project), 'me'] as const,
  /** A new two-factor secret for the signed-in user (the 2FA set-up page). */
  twoFactorSecret: (project: string) => [...projectRoot(project), '2fa-secret'] as const,
};
