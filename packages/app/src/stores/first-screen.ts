import { editParams, taggedItemQuery } from '../api/item-etag';
import { preferencesQuery, type PresetOwner } from '../api/presets';
import { queryClient } from '../api/query-client';
import { parseItemTarget } from '../routes/item/item-route';
import { listingCollectionOf } from '../lib/routes';

/**
 * The first queries of the screen being opened — a listing's saved view, an edited item — started
 * by the startup sequence alongside its own, so a cold start does not wait for the screen's chunks
 * and then for these. They never fail the start: the screen shows its own error.
 */
export function firstScreenQueries(project: string, pathname: string | undefined, owner: PresetOwner) {
  if (!pathname || decodeSegment(pathname.split('/')[1]) !== project) return [];
  const fresh = { staleTime: 0 };
  const listing = listingCollectionOf(pathname);
  if (listing) return [queryClient.prefetchQuery({ ...preferencesQuery(project, listing, owner), ...fresh })];
  const item = /^\/[^/]+\/collections\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const collection = item && decodeSegment(item[1]);
  const target = collection && decodeSegment(item[2]) !== null ? parseItemTarget(item[2]!) : null;
  if (collection && target?.kind === 'single') {
    const query = taggedItemQuery(project, collection, target.key, editParams(collection));
    return [queryClient.prefetchQuery({ ...query, ...fresh })];
  }
  return [];
}

function decodeSegment(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}
