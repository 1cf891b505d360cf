import type { Item } from '../types';
import type { Fit } from './types';

interface FileData {
  full_url?: string | null;
  asset_url?: string | null;
  thumbnails?: { key: string; url?: string; relative_url?: string }[] | null;
}

/**
 * The card image (app-catalogue.md §2): the `directus-medium-<fit>` thumbnail of the file in the
 * `src` field — on directus_files, `src = data` is the row's own file — and for SVG, which has no
 * thumbnails, the asset URL. `null` when there is no image (the card shows its fallback icon).
 */
export function cardImage(item: Item, src: string | null, fit: Fit, collection: string): string | null {
  if (!src) return null;
  const file = collection === 'directus_files' && src === 'data' ? item : item[src];
  if (!file || typeof file !== 'object') return null;
  const { type, data } = file as { type?: unknown; data?: FileData | null };
  if (!data || typeof data !== 'object') return null;
  if (type === 'image/svg+xml') return data.asset_url ?? data.full_url ?? null;
  const thumbnail = data.thumbnails?.find((t) => t.key === `directus-medium-${fit}`);
  return thumbnail?.url ?? thumbnail?.relative_url ?? null;
}
