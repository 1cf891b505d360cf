import { SYSTEM_PREFIX, type Collection, type CollectionListingGroup as CollectionGroup } from '@atrium/sdk';
import { canRead, type CollectionPermission } from '../lib/permissions';

/** Collections shown to the user: visible, managed, non-system, readable (product.md §2). */
export function visibleCollections(
  collections: Record<string, Collection>,
  permissions: Record<string, CollectionPermission>,
  admin: boolean,
): Collection[] {
  return Object.values(collections).filter(
    (c) =>
      !c.hidden &&
      c.managed !== false &&
      !c.collection.startsWith(SYSTEM_PREFIX) &&
      canRead(permissions, c.collection, admin),
  );
}

export interface NavGroup {
  /** null for the flat list. */
  name: string | null;
  collections: Collection[];
}

/**
 * Sidebar groups: the role's collection_listing when set (only collections the user may see),
 * else one flat list sorted by translated name.
 */
export function navigationGroups(
  visible: Collection[],
  listing: CollectionGroup[] | null | undefined,
  nameOf: (c: Collection) => string,
): NavGroup[] {
  if (listing && listing.length > 0) {
    const byName = new Map(visible.map((c) => [c.collection, c]));
    return listing
      .map((g) => ({
        name: g.group_name,
        collections: (g.collections ?? [])
          .map((entry) => byName.get(entry.collection))
          .filter((c): c is Collection => !!c),
      }))
      .filter((g) => g.collections.length > 0);
  }
  const sorted = [...visible].sort((a, b) => nameOf(a).localeCompare(nameOf(b)));
  return [{ name: null, collections: sorted }];
}
