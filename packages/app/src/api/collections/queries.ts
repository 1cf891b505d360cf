/**
 * Collections (api.md §5.2): the schema every screen reads. Each collection embeds its fields, so
 * field writes invalidate this list too (`invalidateFields`).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Collection } from '@atrium/sdk';
import { api } from '../client';
import { orEmpty } from '../tolerate';
import { collectionKeys } from './keys';

/** All collections, keyed by name (an unreadable list counts as empty). */
export const collectionsQuery = (project: string) =>
  queryOptions({
    queryKey: collectionKeys.all(project),
    queryFn: async () => {
      const list = await orEmpty(api.getCollections(project, { limit: -1 }), [] as Collection[]);
      return Object.fromEntries(list.map((c) => [c.collection, c])) as Record<string, Collection>;
    },
  });

/** All collections of the project, keyed by name. Filled by startup hydration. */
export function useCollections(project: string) {
  return useQuery({ ...collectionsQuery(project), enabled: !!project });
}

/**
 * One collection from the same cache: `data` is the collection, `null` when the project has no
 * such collection, `undefined` while loading.
 */
export function useCollection(project: string, collection: string) {
  return useQuery({
    ...collectionsQuery(project),
    enabled: !!project,
    select: (all) => all[collection] ?? null,
  });
}
