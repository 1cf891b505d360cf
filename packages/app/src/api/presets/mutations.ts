/** Writes of collection presets: save, delete, and opening a bookmark (product.md §2). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preset, PresetInput } from '@atrium/sdk';
import { api } from '../client';
import { invalidatePreferences, invalidatePreset, removePreset } from '../invalidation';
import type { PresetOwner } from './queries';

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
    onSuccess: (_data, preset) => removePreset(client, project, preset),
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
    onSuccess: (bookmark) => invalidatePreferences(client, project, bookmark.collection),
  });
}
