import { api } from './client';

interface PresetRow {
  id: number;
  search_query?: string | null;
  filters?: unknown;
  view_type?: string | null;
  view_query?: unknown;
  view_options?: unknown;
}

const VIEW_KEYS = ['search_query', 'filters', 'view_type', 'view_query', 'view_options'] as const;

/** The user's own listing preferences of a collection: no title, their user id (product.md §7). */
export async function getOwnPreferences(collection: string, user: number): Promise<PresetRow | null> {
  const res = await api.get<{ data: PresetRow[] }>('collection_presets', {
    params: {
      filter: { user: { eq: user }, title: { null: 1 }, collection: { eq: collection } },
      limit: 1,
      sort: '-id',
    },
  });
  return res.data[0] ?? null;
}

/** Saves a bookmark's view as the user's preferences for its collection (update, else create). */
export async function applyBookmark(id: number, collection: string, user: number): Promise<void> {
  const bookmark = (await api.get<{ data: PresetRow }>(`collection_presets/${id}`)).data;
  const view = Object.fromEntries(VIEW_KEYS.map((k) => [k, bookmark[k] ?? null]));
  const own = await getOwnPreferences(collection, user);
  if (own) await api.patch(`collection_presets/${own.id}`, view);
  else await api.post('collection_presets', { ...view, collection, user, title: null });
}
