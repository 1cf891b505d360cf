/** The trash of a collection (docs/content-workflow.md): entries, restore, delete for good. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrashEntry } from '@atrium/sdk';
import { api } from '../../api/client';
import { invalidateItemWrite } from '../../api/invalidation';

const trashKey = (project: string, collection: string) => ['workflow', project, 'trash', collection] as const;

export function useTrash(project: string, collection: string) {
  return useQuery({
    queryKey: trashKey(project, collection),
    queryFn: () =>
      api
        .request<{ data: TrashEntry[] }>('GET', `trash/${encodeURIComponent(collection)}`, { project })
        .then((r) => r.data),
  });
}

export function useTrashWrites(project: string, collection: string) {
  const client = useQueryClient();
  const path = (id: number) => `trash/${encodeURIComponent(collection)}/${id}`;
  const done = () => client.invalidateQueries({ queryKey: trashKey(project, collection) });
  return {
    restore: useMutation({
      mutationFn: (entry: TrashEntry) =>
        api.request<unknown>('POST', `${path(entry.id)}/restore`, { project }),
      onSuccess: async (_out, entry) => {
        await done();
        await invalidateItemWrite(client, project, collection, [entry.item]);
      },
    }),
    purge: useMutation({
      mutationFn: (entry: TrashEntry) => api.request<null>('DELETE', path(entry.id), { project }),
      onSuccess: done,
    }),
  };
}
