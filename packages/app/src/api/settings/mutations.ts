/** Writes of global settings (api.md §5.15). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { invalidateSettings } from '../invalidation';
import { settingsQuery } from './queries';

/** Saves settings by key: existing rows updated by id, missing ones created (product.md §7). */
export function useSaveSettings(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const current = await client.ensureQueryData(settingsQuery(project));
      return Promise.all(
        Object.entries(values).map(([key, value]) => {
          const row = current.rows.find((r) => r.key === key);
          return row ? api.updateSetting(project, row.id, value) : api.createSetting(project, key, value);
        }),
      );
    },
    onSuccess: () => invalidateSettings(client, project),
  });
}
