/**
 * Reads of collection presets (product.md §3, §7 Presets): raw lists, the user's bookmarks, the
 * listing preferences in effect, one preset.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Preset, QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { presetKeys } from './keys';

/** Who asks: the preset lookups depend on the user and their role. */
export interface PresetOwner {
  id: number;
  role: number | null;
}

export const presetsQuery = (project: string, params: QueryParams = {}) =>
  queryOptions({
    queryKey: presetKeys.list(project, params),
    queryFn: () => api.getPresets(project, params),
  });

/** Presets by raw params. */
export function usePresets(project: string, params: QueryParams = {}) {
  return useQuery({ ...presetsQuery(project, params), enabled: !!project });
}

/** The user's bookmarks (api.md §8 #10): personal, then role, then global; unreadable → none. */
export const bookmarksQuery = (project: string, owner: PresetOwner) =>
  queryOptions({
    queryKey: presetKeys.bookmarks(project, owner.id),
    queryFn: async () => {
      const list = (filter: QueryParams['filter']) =>
        orEmpty(api.getPresets(project, { filter, limit: -1 }), []);
      const [mine, forRole, global] = await Promise.all([
        list({ title: { nnull: 1 }, user: { eq: owner.id } }),
        owner.role === null
          ? Promise.resolve([] as Preset[])
          : list({ role: { eq: owner.role }, title: { nnull: 1 }, user: { null: 1 } }),
        list({ role: { null: 1 }, title: { nnull: 1 }, user: { null: 1 } }),
      ]);
      return [...mine, ...forRole, ...global];
    },
  });

/** The sidebar's bookmarks list. Filled by startup hydration. */
export function useBookmarks(project: string, owner: PresetOwner | null) {
  return useQuery({
    ...bookmarksQuery(project, owner ?? { id: 0, role: null }),
    enabled: !!project && !!owner,
  });
}

/**
 * The listing preferences in effect for a collection (api.md §8 #11): the user's own untitled
 * preset, else the role's, else the global one; null when none exists yet.
 */
export const preferencesQuery = (project: string, collection: string, owner: PresetOwner) =>
  queryOptions({
    queryKey: presetKeys.preferences(project, collection, owner.id),
    queryFn: async (): Promise<Preset | null> => {
      const one = (filter: Record<string, unknown>) =>
        api
          .getPresets(project, {
            filter: { collection: { eq: collection }, title: { null: 1 }, ...filter },
            limit: 1,
            sort: '-id',
          })
          .then((rows) => rows[0] ?? null);
      const [global, role, mine] = await Promise.all([
        one({ role: { null: 1 }, user: { null: 1 } }),
        owner.role === null ? Promise.resolve(null) : one({ role: { eq: owner.role }, user: { null: 1 } }),
        one({ user: { eq: owner.id } }),
      ]);
      return mine ?? role ?? global;
    },
  });

/** The listing screen's saved view for a collection. */
export function usePreferences(project: string, collection: string, owner: PresetOwner | null) {
  return useQuery({
    ...preferencesQuery(project, collection, owner ?? { id: 0, role: null }),
    enabled: !!project && !!collection && !!owner,
  });
}

export const presetQuery = (project: string, id: number) =>
  queryOptions({ queryKey: presetKeys.detail(project, id), queryFn: () => api.getPreset(project, id) });

/** One preset by id (a bookmark being opened). */
export function usePreset(project: string, id: number | null) {
  return useQuery({ ...presetQuery(project, id ?? 0), enabled: !!project && id !== null });
}
