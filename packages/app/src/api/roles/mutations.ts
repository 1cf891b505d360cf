/** Writes of roles (api.md §5.13). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@atrium/sdk';
import { api } from '../client';
import { invalidateDeletedRole, invalidateItemWrite } from '../invalidation';
import { ROLES } from './keys';

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
    onSuccess: (_data, id) => invalidateDeletedRole(client, project, id),
  });
}
