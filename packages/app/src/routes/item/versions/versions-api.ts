/**
 * Content versions and scheduled publishing of an item (docs/content-workflow.md): the queries and
 * mutations of the version menu, the compare-and-promote screen and the schedule dialog.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentVersion, Item, PrimaryKey, Schedule, VersionComparison } from '@atrium/sdk';
import { api } from '../../../api/client';
import { invalidateItemWrite } from '../../../api/invalidation';

type Envelope<T> = { data: T };

export const versionKeys = {
  item: (project: string, collection: string, key: PrimaryKey) =>
    ['workflow', project, 'versions', collection, String(key)] as const,
  compare: (project: string, id: string) => ['workflow', project, 'compare', id] as const,
  schedules: (project: string, collection: string, key: PrimaryKey) =>
    ['workflow', project, 'schedules', collection, String(key)] as const,
};

export function useItemVersions(project: string, collection: string, key: PrimaryKey, enabled = true) {
  return useQuery({
    queryKey: versionKeys.item(project, collection, key),
    enabled,
    queryFn: () =>
      api
        .request<Envelope<ContentVersion[]>>('GET', 'versions', {
          project,
          params: { 'filter[collection][_eq]': collection, 'filter[item][_eq]': String(key) },
        })
        .then((r) => r.data),
  });
}

export function useComparison(project: string, id: string) {
  return useQuery({
    queryKey: versionKeys.compare(project, id),
    queryFn: () =>
      api
        .request<Envelope<VersionComparison>>('GET', `versions/${id}/compare`, { project })
        .then((r) => r.data),
  });
}

export function useItemSchedules(project: string, collection: string, key: PrimaryKey) {
  return useQuery({
    queryKey: versionKeys.schedules(project, collection, key),
    queryFn: () =>
      api
        .request<Envelope<Schedule[]>>('GET', 'schedules', {
          project,
          params: { collection, item: String(key) },
        })
        .then((r) => r.data),
  });
}

/** Every write of the workflow refreshes the item's versions, comparisons and schedules. */
function useWorkflowMutation<I, O>(
  project: string,
  collection: string,
  key: PrimaryKey,
  fn: (input: I) => Promise<O>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['workflow', project] });
    },
  });
}

export function useVersionWrites(project: string, collection: string, key: PrimaryKey) {
  const client = useQueryClient();
  const req = <T>(method: string, path: string, body?: unknown) =>
    api.request<Envelope<T>>(method, path, { project, body }).then((r) => r?.data);
  return {
    create: useWorkflowMutation(project, collection, key, (name: string) =>
      req<ContentVersion>('POST', 'versions', { collection, item: String(key), name, key: versionKey(name) }),
    ),
    save: useWorkflowMutation(
      project,
      collection,
      key,
      ({ id, edits }: { id: string; edits: Record<string, unknown> }) =>
        req<Item>('POST', `versions/${id}/save`, edits),
    ),
    remove: useWorkflowMutation(project, collection, key, (id: string) =>
      req<null>('DELETE', `versions/${id}`),
    ),
    rename: useWorkflowMutation(project, collection, key, ({ id, name }: { id: string; name: string }) =>
      req<ContentVersion>('PATCH', `versions/${id}`, { name }),
    ),
    promote: useWorkflowMutation(
      project,
      collection,
      key,
      async ({ id, mainHash, fields }: { id: string; mainHash: string; fields: string[] }) => {
        const out = await req<PrimaryKey>('POST', `versions/${id}/promote`, { mainHash, fields });
        await invalidateItemWrite(client, project, collection, [key]);
        return out;
      },
    ),
    schedule: useWorkflowMutation(project, collection, key, (body: Record<string, unknown>) =>
      req<Schedule>('POST', 'schedules', body),
    ),
    cancelSchedule: useWorkflowMutation(project, collection, key, (id: number) =>
      req<null>('DELETE', `schedules/${id}`),
    ),
  };
}

/** A version key from its name: letters, digits, "-" and "_", with a short random tail. */
export function versionKey(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48);
  return `${base || 'version'}-${Math.random().toString(36).slice(2, 8)}`;
}
