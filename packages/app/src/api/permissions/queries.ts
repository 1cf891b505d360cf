/**
 * Reads of permissions (api.md §5.12): the signed-in role's rows indexed per collection, and any
 * role's raw rows for the settings screens.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Permission } from '@atrium/sdk';
import { indexPermissions, type PermissionIndex } from '../../lib/permissions';
import { isAdminUser, useSession } from '../../stores/session';
import { readOnlyPermissions, viewAsRole } from '../../stores/view-as';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { permissionKeys } from './keys';

/**
 * The signed-in role's permissions indexed per collection. Admins skip the call (they may do
 * everything; product.md §6); an unreadable list counts as no permission.
 */
export const myPermissionsQuery = (project: string, admin: boolean) =>
  queryOptions({
    queryKey: permissionKeys.me(project),
    queryFn: async (): Promise<PermissionIndex> => (admin ? {} : indexPermissions(await myRows(project))),
  });

/** The caller's rows; while viewing the app as a role, its reads only (nothing writes). */
async function myRows(project: string): Promise<Permission[]> {
  const rows = await orEmpty(api.getMyPermissions(project), [] as Permission[]);
  return viewAsRole() ? readOnlyPermissions(rows) : rows;
}

/** The current user's permissions per collection. Filled by startup hydration. */
export function useMyPermissions(project: string, admin: boolean) {
  return useQuery({ ...myPermissionsQuery(project, admin), enabled: !!project });
}

export const rolePermissionsQuery = (project: string, role: number) =>
  queryOptions({
    queryKey: permissionKeys.role(project, role),
    queryFn: () => api.getPermissions(project, { filter: { role: { eq: role } }, limit: -1 }),
  });

/** The raw permission rows of one role (the role settings screen). */
export function useRolePermissions(project: string, role: number | null) {
  return useQuery({ ...rolePermissionsQuery(project, role ?? 0), enabled: !!project && role !== null });
}

/**
 * What the signed-in user may do in `project`: `admin`, and the permission index (empty until
 * loaded; for admins always empty, as they may do everything).
 */
export function useMyAccess(project: string): { admin: boolean; permissions: PermissionIndex } {
  const admin = useSession((s) => isAdminUser(s.user));
  const { data } = useMyPermissions(project, admin);
  return { admin, permissions: data ?? EMPTY };
}

const EMPTY: PermissionIndex = {};
