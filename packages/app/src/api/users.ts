/**
 * Users (api.md §5.14) and the signed-in user. Keys: `['p', project, 'users', ...]` (the item
 * root of `directus_users`, so the generic item hooks and these share invalidation) and
 * `['p', project, 'me']`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, PrimaryKey, QueryParams, User } from '@atrium/sdk';
import { useSession } from '../stores/session';
import { api } from './client';
import { meKey, meQuery } from './me';
import { invalidateItemWrite, itemKeys, useItem, useItems } from './items';
import { orEmpty } from './tolerate';

const USERS = 'directus_users';

export const userKeys = {
  all: (project: string) => itemKeys.all(project, USERS),
  /** The hydration's user directory (who is who in avatars and owner fields). */
  directory: (project: string) => [...itemKeys.lists(project, USERS), 'directory'] as const,
  /** Users currently on a page (product.md §7 GET users). */
  online: (project: string, page: string) => [...itemKeys.lists(project, USERS), 'online', page] as const,
  me: meKey,
};

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

export { meQuery };

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

/**
 * Updates a user. Editing oneself also updates the session's current user at once
 * (product.md §6) and the `me` entry.
 */
export function useUpdateUser(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: Partial<User> }) =>
      api.updateItem<User>(project, USERS, id, values),
    onSuccess: async (_saved, { id, values }) => {
      const session = useSession.getState();
      if (session.user?.id === id) {
        session.setUser({ ...session.user, ...(values as Partial<CurrentUser>) });
        await client.invalidateQueries({ queryKey: userKeys.me(project) });
      }
      await invalidateItemWrite(client, project, USERS, [id]);
    },
  });
}

/** Creates a user. */
export function useCreateUser(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: Partial<User> & { email: string }) => api.createItem<User>(project, USERS, values),
    onSuccess: () => invalidateItemWrite(client, project, USERS),
  });
}

/** Invites users by e-mail (admin): `POST /users/invite`. */
export function useInviteUsers(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: string | string[]) =>
      api
        .request<{ data: User[] }>('POST', 'users/invite', { project, body: { email } })
        .then((r) => r?.data ?? []),
    onSuccess: () => invalidateItemWrite(client, project, USERS),
  });
}

/** Sets `last_page` of the signed-in user (product.md §7). Not cached; fire and forget. */
export const trackPage = (project: string, userId: number, page: string) =>
  api.trackPage(project, userId, page);
