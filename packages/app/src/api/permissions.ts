/**
 * Permissions (api.md §5.12). Keys: `['p', project, 'permissions', ...]`: the signed-in role's
 * rows (`me`) and, for the settings screens, any role's rows.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@atrium/sdk';
import { indexPermissions, type PermissionIndex } from '../lib/permissions';
import { isAdminUser, useSession } from '../stores/session';
import { readOnlyPermissions, viewAsRole } from '../stores/view-as';
import { api } from './client';
import { projectRoot } from './project-key';
import { orEmpty } from './tolerate';

export const permissionKeys = {
  all: (project: string) => [...projectRoot(project), 'permissions'] as const,
  me: (project: string) => [...permissionKeys.all(project), 'me'] as const,
  role: (project: string, role: number) => [...permissionKeys.all(project), 'role', role] as const,
};

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
 * Saves a role's permission rows: rows with an `id` are updated in one batch, the others created.
 * The role's rows and the signed-in user's own permissions go stale.
 */
export function useSavePermissions(project: string, role: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (rows: Partial<Permission>[]) => {
      const existing = rows.filter(
        (r): r is Partial<Permission> & { id: number } => typeof r.id === 'number',
      );
      const fresh = rows.filter((r) => typeof r.id !== 'number').map((r) => ({ ...r, role }));
      const [updated, created] = await Promise.all([
        existing.length ? api.updatePermissions(project, existing) : Promise.resolve([]),
        fresh.length ? api.createPermissions(project, fresh) : Promise.resolve([]),
      ]);
      return [...updated, ...created];
    },
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: permissionKeys.role(project, role) }),
        client.invalidateQueries({ queryKey: permissionKeys.me(project) }),
      ]),
  });
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
