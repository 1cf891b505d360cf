/** Roles (api.md §5.13). Keys: `['p', project, 'roles', ...]` (the item root of `directus_roles`). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PrimaryKey, Role } from '@atrium/sdk';
import { api } from './client';
import { invalidateItemWrite, itemKeys, useItem } from './items';
import { permissionKeys } from './permissions';
import { orEmpty } from './tolerate';

const ROLES = 'directus_roles';

export const roleKeys = {
  all: (project: string) => itemKeys.all(project, ROLES),
  list: (project: string) => [...itemKeys.lists(project, ROLES), 'all'] as const,
};

/** Every role (limit -1); a user who may not read roles gets none. */
export const rolesQuery = (project: string) =>
  queryOptions({
    queryKey: roleKeys.list(project),
    queryFn: () =>
      orEmpty(
        api.getItems<Role>(project, ROLES, { limit: -1 }).then((r) => r.data),
        [] as Role[],
      ),
  });

/** All roles (role settings, user-roles interface). */
export function useRoles(project: string) {
  return useQuery({ ...rolesQuery(project), enabled: !!project });
}

/** One role. */
export function useRole(project: string, id: PrimaryKey | null) {
  return useItem<Role>(project, ROLES, id);
}

/** Creates a role (the server adds its default permissions). */
export function useCreateRole(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<Role> & { name: string }) => api.createItem<Role>(project, ROLES, values),
    onSuccess: () => invalidateItemWrite(client, project, ROLES),
  });
}

/** Updates a role (name, listings, 2FA, IP whitelist). */
export function useUpdateRole(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Partial<Role> }) =>
      api.updateItem<Role>(project, ROLES, id, values),
    onSuccess: (_data, { id }) => invalidateItemWrite(client, project, ROLES, [id]),
  });
}

/** Deletes a role; its permission rows go with it. */
export function useDeleteRole(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteItems(project, ROLES, [id]),
    onSuccess: (_data, id) => {
      client.removeQueries({ queryKey: permissionKeys.role(project, id) });
      return invalidateItemWrite(client, project, ROLES);
    },
  });
}
