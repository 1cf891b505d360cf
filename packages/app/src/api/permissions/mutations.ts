/** Writes of permissions: a role's rows saved in batches. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@atrium/sdk';
import { api } from '../client';
import { invalidateRolePermissions } from '../invalidation';

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
    onSuccess: () => invalidateRolePermissions(client, project, role),
  });
}
