import type { Preset } from '@atrium/sdk';
import { collectionsQuery } from '../api/collections/queries';
import { itemCountQuery } from '../api/items/count-queries';
import { editParams, taggedItemQuery } from '../api/items/tagged-item';
import { infiniteItemsQuery } from '../api/items/queries';
import { myPermissionsQuery } from '../api/permissions/queries';
import { preferencesQuery, type PresetOwner } from '../api/presets/queries';
import { queryClient } from '../api/query-client';
import { settingsQuery } from '../api/settings/queries';
import { parseItemTarget } from '../routes/item/item-route';
import { savedViewParams } from '../routes/listing/first-page';
import { listingCollectionOf } from '../lib/routes';

/**
 * The first queries of the screen being opened, started by the startup sequence alongside its
 * own, so a cold start does not wait for the screen's chunks and then for these. They never fail
 * the start: the screen shows its own error.
 *
 * An edited item does not depend on who asks: `screenQueries` starts with the lists.
 */
export function screenQueries(project: string, pathname: string | undefined) {
  if (!pathname || decodeSegment(pathname.split('/')[1]) !== project) return [];
  const item = /^\/[^/]+\/collections\/([^/]+)\/([^/]+)\/?$/.exec(pathname);
  const collection = item && decodeSegment(item[1]);
  const target = collection && decodeSegment(item[2]) !== null ? parseItemTarget(item[2]!) : null;
  if (collection && target?.kind === 'single') {
    const query = taggedItemQuery(project, collection, target.key, editParams(collection));
    return [queryClient.prefetchQuery({ ...query, staleTime: 0 })];
  }
  return [];
}

/**
 * A listing's saved view is the user's own (`ownScreenQueries`); its first page and count follow
 * the saved view without holding up the start.
 */
export function ownScreenQueries(
  project: string,
  pathname: string | undefined,
  owner: PresetOwner,
  admin: boolean,
) {
  if (!pathname || decodeSegment(pathname.split('/')[1]) !== project) return [];
  const listing = listingCollectionOf(pathname);
  if (!listing) return [];
  const preset = queryClient.fetchQuery({ ...preferencesQuery(project, listing, owner), staleTime: 0 });
  void firstPage(project, listing, admin, preset).catch(() => undefined);
  return [preset.catch(() => undefined)];
}

/**
 * The listing's first page and count, asked under the keys the listing screen reads
 * (`routes/listing/first-page.ts`), once its saved view, the collection's fields, the settings and
 * the role's permissions are known.
 */
async function firstPage(
  project: string,
  collection: string,
  admin: boolean,
  preset: Promise<Preset | null>,
) {
  const [collections, settings, permissions, view] = await Promise.all([
    queryClient.fetchQuery(collectionsQuery(project)),
    queryClient.fetchQuery(settingsQuery(project)),
    queryClient.fetchQuery(myPermissionsQuery(project, admin)),
    preset,
  ]);
  const params = savedViewParams(
    {
      collection,
      fields: collections[collection]?.fields,
      blacklist: admin ? [] : (permissions[collection]?.read_field_blacklist ?? []),
      admin,
      limitSetting: settings.values.default_limit,
    },
    view,
  );
  if (!params) return;
  await Promise.all([
    queryClient.prefetchInfiniteQuery(infiniteItemsQuery(project, collection, params)),
    queryClient.prefetchQuery(
      itemCountQuery(project, collection, { filter: params.filter, q: params.q }, false),
    ),
  ]);
}

function decodeSegment(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}
