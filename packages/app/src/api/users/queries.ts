/** Reads of users (api.md §5.14): the directory, pages, one user, who is online, the signed-in user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PrimaryKey, QueryParams, User } from '@atrium/sdk';
import { api } from '../client';
import { useItem, useItems } from '../items/queries';
import { orEmpty } from '../tolerate';
import { USERS, userKeys } from './keys';
import { meQuery } from './me-query';

/** Fields of the user directory list (product.md §3 User list fields). */
export const DIRECTORY_FIELDS = [
  'id',
  'first_name',
  'last_name',
  'title',
  'status',
  'timezone',
  'role',
  'avatar.*',
  'company',
];

/** The signed-in user as the server knows them (the session store keeps the live copy). */
export function useMe(project: string) {
  return useQuery({ ...meQuery(project), enabled: !!project });
}

/**
 * Every user with the directory fields; a role that may not read users gets an empty list
 * (issue 14 item 7: the app still starts; the user directory simply hides).
 */
export const directoryQuery = (project: string) =>
  queryOptions({
    queryKey: userKeys.directory(project),
    queryFn: () =>
      orEmpty(
        api.getItems<User>(project, USERS, { limit: -1, fields: DIRECTORY_FIELDS }).then((r) => r.data),
        [] as User[],
      ),
  });

/** The user directory of startup hydration. */
export function useUserDirectory(project: string) {
  return useQuery({ ...directoryQuery(project), enabled: !!project });
}

/** A page of users by params (the user directory screen). */
export function useUsers(project: string, params: QueryParams = {}) {
  return useItems<User>(project, USERS, params);
}

/** One user (the user edit screen; `getUser(id)` of product.md §7 with `fields`). */
export function useUser(project: string, id: PrimaryKey | null, params: QueryParams = {}) {
  return useItem<User>(project, USERS, id, params);
}

/** Users seen on `page` in the last five minutes, the current user excluded. */
export function useOnlineUsers(project: string, page: string, me: number | null) {
  return useQuery({
    queryKey: userKeys.online(project, page),
    enabled: !!project && me !== null,
    queryFn: () => {
      const since = new Date(Date.now() - 5 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      return api
        .getItems<User>(project, USERS, {
          filter: { last_access_on: { gte: since }, last_page: { eq: page }, id: { neq: me ?? 0 } },
          fields: ['id', 'first_name', 'last_name', 'avatar.*'],
        })
        .then((r) => r.data);
    },
  });
}

/** A new two-factor secret (the 2FA set-up page): a new one each time the page opens, never reused. */
export function useTwoFactorSecret(project: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.twoFactorSecret(project),
    queryFn: () => api.get2faSecret(project),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}
