/**
 * Collection presets (product.md §3, §7 Presets): bookmarks (with a title) and each user's listing
 * preferences (no title). Keys: `['p', project, 'presets', ...]`.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Preset, PresetInput, QueryParams } from '@atrium/sdk';
import { api } from './client';
import { projectRoot } from './project-key';
import { orEmpty } from './tolerate';

/** Who asks: the preset lookups depend on the user and their role. */
export interface PresetOwner {
  id: number;
  role: number | null;
}

export const presetKeys = {
  all: (project: string) => [...projectRoot(project), 'presets'] as const,
  /** Any preset list by raw params (settings screens). */
  list: (project: string, params: QueryParams) => [...presetKeys.all(project), 'list', params] as const,
  /** The user's bookmarks: personal, role, global. */
  bookmarks: (project: string, user: number) => [...presetKeys.all(project), 'bookmarks', user] as const,
  /** Every user's preferences of one collection. */
  preferencesOf: (project: string, collection: string) =>
    [...presetKeys.all(project), 'preferences', collection] as const,
  preferences: (project: string, collection: string, user: number) =>
    [...presetKeys.preferencesOf(project, collection), user] as const,
  detail: (project: string, id: number) => [...presetKeys.all(project), 'detail', id] as const,
};

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

/** A preset write makes stale: bookmarks (titled) or that collection's preferences, and its own entry. */
function invalidatePreset(client: QueryClient, project: string, preset: Partial<Preset>) {
  const jobs = [client.invalidateQueries({ queryKey: [...presetKeys.all(project), 'list'] })];
  if (preset.id !== undefined)
    jobs.push(client.invalidateQueries({ queryKey: presetKeys.detail(project, preset.id) }));
  if (preset.title !== null)
    jobs.push(client.invalidateQueries({ queryKey: [...presetKeys.all(project), 'bookmarks'] }));
  if (preset.collection) {
    jobs.push(client.invalidateQueries({ queryKey: presetKeys.preferencesOf(project, preset.collection) }));
  }
  return Promise.all(jobs);
}

/**
 * Creates a preset, or updates it when `id` is given (send only the changed keys plus
 * `collection` and, for bookmarks, `title`, so the right lists refresh). Listing preferences
 * are created on the first change, updated afterwards (product.md §4).
 */
export function useSavePreset(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...values }: PresetInput & { id?: number }) =>
      id === undefined ? api.createPreset(project, values) : api.updatePreset(project, id, values),
    onSuccess: (saved, input) => invalidatePreset(client, project, { ...input, ...(saved ?? {}) }),
  });
}

/** Deletes a preset (a bookmark: admin or owner, after confirmation). */
export function useDeletePreset(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (preset: Pick<Preset, 'id' | 'collection' | 'title'>) => api.deletePreset(project, preset.id),
    onSuccess: (_data, preset) => {
      client.removeQueries({ queryKey: presetKeys.detail(project, preset.id) });
      return invalidatePreset(client, project, { ...preset, id: undefined });
    },
  });
}

const VIEW_KEYS = ['search_query', 'filters', 'view_type', 'view_query', 'view_options'] as const;

/**
 * Opening a bookmark (product.md §2): its view settings become the user's own untitled preset of
 * the collection (update, else create). Resolves to the bookmark; rejects with ApiError
 * (`NotFound`/`ItemNotFound` for an unknown id).
 */
export async function applyBookmark(project: string, id: number, owner: PresetOwner): Promise<Preset> {
  const bookmark = await api.getPreset(project, id);
  const view = Object.fromEntries(VIEW_KEYS.map((k) => [k, bookmark[k] ?? null])) as PresetInput;
  const own = await api
    .getPresets(project, {
      filter: { user: { eq: owner.id }, title: { null: 1 }, collection: { eq: bookmark.collection } },
      limit: 1,
      sort: '-id',
    })
    .then((rows) => rows[0] ?? null);
  if (own) await api.updatePreset(project, own.id, view);
  else
    await api.createPreset(project, {
      ...view,
      collection: bookmark.collection,
      user: owner.id,
      title: null,
    });
  return bookmark;
}

/** `applyBookmark` as a mutation; refreshes that collection's preferences. */
export function useApplyBookmark(project: string, owner: PresetOwner | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => {
      if (!owner) throw new Error('Not signed in');
      return applyBookmark(project, id, owner);
    },
    onSuccess: (bookmark) =>
      client.invalidateQueries({ queryKey: presetKeys.preferencesOf(project, bookmark.collection) }),
  });
}
