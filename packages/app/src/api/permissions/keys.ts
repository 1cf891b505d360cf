/**
 * Keys of permissions (api.md §5.12): `['p', project, 'permissions', ...]`: the signed-in role's
 * rows (`me`) and, for the settings screens, any role's rows.
 */
import { projectRoot } from '../scope';

export const permissionKeys = {
  all: (project: string) => [...projectRoot(project), 'permissions'] as const,
  me: (project: string) => [...permissionKeys.all(project), 'me'] as const,
  role: (project: string, role: number) => [...permissionKeys.all(project), 'role', role] as const,
};
