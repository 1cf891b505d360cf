/** Keys of roles (api.md §5.13): `['p', project, 'roles', ...]` (the item root of `directus_roles`). */
import { itemKeys } from '../items/keys';

export const ROLES = 'directus_roles';

export const roleKeys = {
  all: (project: string) => itemKeys.all(project, ROLES),
  list: (project: string) => [...itemKeys.lists(project, ROLES), 'all'] as const,
};
