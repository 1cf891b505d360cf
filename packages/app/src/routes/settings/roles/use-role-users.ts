import { useMemo } from 'react';
import type { User } from '@atrium/sdk';
import { useUsers } from '../../../api/users/queries';

const FIELDS = ['id', 'role', 'first_name', 'last_name', 'email', 'status'];

/** Every user's id and role (the roles listing's counts and a role's user list share it). */
export function useRoleUsers(project: string) {
  return useUsers(project, { fields: FIELDS, limit: -1 });
}

const roleOf = (u: User) => (typeof u.role === 'object' && u.role ? u.role.id : u.role);

/** Users per role id. */
export function useRoleUserCounts(project: string) {
  const users = useRoleUsers(project);
  const data = useMemo(() => {
    if (!users.data) return undefined;
    const out: Record<number, number> = {};
    for (const u of users.data.data) {
      const role = Number(roleOf(u));
      if (role) out[role] = (out[role] ?? 0) + 1;
    }
    return out;
  }, [users.data]);
  return { ...users, data };
}

/** The users of one role. */
export function useUsersOfRole(project: string, role: number) {
  const users = useRoleUsers(project);
  const data = useMemo(() => users.data?.data.filter((u) => Number(roleOf(u)) === role), [users.data, role]);
  return { ...users, data };
}
