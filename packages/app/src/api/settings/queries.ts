/** Reads of global settings (api.md §5.15). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Setting } from '@atrium/sdk';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { settingKeys } from './keys';

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
