/** Reads of roles (api.md §5.13). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrimaryKey, Role } from '@atrium/sdk';
import { api } from '../client';
import { useItem } from '../items/queries';
import { orEmpty } from '../tolerate';
import { ROLES, roleKeys } from './keys';

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
