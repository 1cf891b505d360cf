/** Writes of users: update (oneself included), create, invite; the page a user is on. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, User } from '@atrium/sdk';
import { useSession } from '../../stores/session';
import { api } from '../client';
import { invalidateItemWrite, invalidateMe } from '../invalidation';
import { USERS } from './keys';

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
        await invalidateMe(client, project);
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
