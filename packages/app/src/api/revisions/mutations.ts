/** Revert (product.md §7 Revisions): a revision's data written back to its item. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Item, PrimaryKey } from '@atrium/sdk';
import { api } from '../client';
import { invalidateItemWrite } from '../invalidation';

export interface RevertInput {
  collection: string;
  key: PrimaryKey;
  revision: number;
}

/**
 * Writes a revision's data back to its item. Invalidates that item, its lists, timeline and
 * revisions (through the item write rule).
 */
export function useRevert(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ collection, key, revision }: RevertInput) =>
      api.revert<Item>(project, collection, key, revision),
    onSuccess: (_data, { collection, key }) => invalidateItemWrite(client, project, collection, [key]),
  });
}
