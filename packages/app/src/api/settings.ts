/** Global settings (api.md §5.15). Keys: `['p', project, 'settings']`. */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Setting } from '@atrium/sdk';
import { api } from './client';
import { itemKeys } from './items';
import { orEmpty } from './tolerate';

export const settingKeys = {
  all: (project: string) => itemKeys.all(project, 'directus_settings'),
};

export interface SettingsData {
  rows: Setting[];
  /** key → value (`default_limit`, `project_color`, ...). */
  values: Record<string, unknown>;
}

/** All settings rows and a key → value map; an unreadable list counts as empty. */
export const settingsQuery = (project: string) =>
  queryOptions({
    queryKey: settingKeys.all(project),
    queryFn: async (): Promise<SettingsData> => {
      const rows = await orEmpty(api.getSettings(project), [] as Setting[]);
      return { rows, values: Object.fromEntries(rows.map((s) => [s.key, s.value])) };
    },
  });

/** The project's settings. Filled by startup hydration. */
export function useSettings(project: string) {
  return useQuery({ ...settingsQuery(project), enabled: !!project });
}

/** One setting's value from the same cache (undefined while loading or unset). */
export function useSetting(project: string, key: string) {
  return useQuery({ ...settingsQuery(project), enabled: !!project, select: (s) => s.values[key] });
}

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
    onSuccess: () => client.invalidateQueries({ queryKey: settingKeys.all(project) }),
  });
}
