/** Writes of items of any collection; what each makes stale is `invalidateItemWrite`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, PrimaryKey, QueryParams } from '@atrium/sdk';
import { api } from '../client';
import { invalidateItemWrite } from '../invalidation';
import { itemKeys } from './keys';

/** Reads the primary key of a returned record, when the caller names the field. */
const keyOf = (item: Item | null | undefined, primaryKey: string): PrimaryKey | undefined => {
  const value = item?.[primaryKey];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
};

export interface CreateItemInput<T = Item> {
  values: Partial<T>;
  params?: QueryParams;
}

/** Creates one item; invalidates the collection's lists and activity. Resolves to the saved item. */
export function useCreateItem<T = Item>(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, params }: CreateItemInput<T>) =>
      api.createItem<T>(project, collection, values, params),
    onSuccess: () => invalidateItemWrite(client, project, collection),
  });
}

export interface UpdateItemInput<T = Item> {
  /** One key, or several to apply the same change to each (batch edit). */
  key: PrimaryKey | PrimaryKey[];
  values: Partial<T>;
  params?: QueryParams;
}

/** Updates one item or several with the same values; invalidates the lists and those items. */
export function useUpdateItem<T = Item>(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, values, params }: UpdateItemInput<T>) =>
      api.updateItem<T>(project, collection, key, values, params),
    onSuccess: (_data, { key }) =>
      invalidateItemWrite(client, project, collection, Array.isArray(key) ? key : [key]),
  });
}

/**
 * Bulk save (product.md §7 Bulk): records carrying `primaryKey` are updated in one PATCH, the
 * others created in one POST. Used by manual sorting and relational interfaces.
 */
export function useSaveItems<T extends Item = Item>(project: string, collection: string, primaryKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (records: Partial<T>[]) => {
      const existing = records.filter((r) => keyOf(r as Item, primaryKey) !== undefined);
      const fresh = records.filter((r) => keyOf(r as Item, primaryKey) === undefined);
      const [updated, created] = await Promise.all([
        existing.length ? api.updateItems<T>(project, collection, existing) : Promise.resolve([] as T[]),
        fresh.length ? api.createItems<T>(project, collection, fresh) : Promise.resolve([] as T[]),
      ]);
      return { updated, created };
    },
    onSuccess: (_data, records) =>
      invalidateItemWrite(
        client,
        project,
        collection,
        records.map((r) => keyOf(r as Item, primaryKey)).filter((k): k is PrimaryKey => k !== undefined),
      ),
  });
}

/** Deletes items by key; removes their cached entries and invalidates the lists. */
export function useDeleteItems(project: string, collection: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (keys: PrimaryKey[]) => api.deleteItems(project, collection, keys),
    onSuccess: async (_data, keys) => {
      for (const key of keys) client.removeQueries({ queryKey: itemKeys.detail(project, collection, key) });
      await invalidateItemWrite(client, project, collection);
    },
  });
}
