/**
 * Reads of activity (product.md §7 GET activity, Revisions comment): the activity module's listing,
 * an item's timeline and one entry with the revision it wrote.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Activity, PrimaryKey, QueryParams, Revision } from '@atrium/sdk';
import { api } from '../client';
import { sameScope } from '../scope';
import { activityKeys } from './keys';

/** Fields of an item's timeline (product.md §7). */
export const TIMELINE_FIELDS = [
  'id',
  'action',
  'action_on',
  'comment',
  'action_by.id',
  'action_by.first_name',
  'action_by.last_name',
];

export const activityQuery = (project: string, params: QueryParams = {}) =>
  queryOptions({
    queryKey: activityKeys.list(project, params),
    queryFn: ({ signal }) => api.getItems<Activity>(project, 'directus_activity', params, signal),
  });

/** Rows of `/activity` with meta, for the activity module. */
export function useActivity(project: string, params: QueryParams = {}) {
  return useQuery({
    ...activityQuery(project, params),
    placeholderData: (previous, previousQuery) =>
      previousQuery && sameScope(previousQuery.queryKey, activityKeys.lists(project)) ? previous : undefined,
  });
}

export const itemActivityQuery = (project: string, collection: string, key: PrimaryKey) =>
  queryOptions({
    queryKey: activityKeys.item(project, collection, key),
    queryFn: ({ signal }) =>
      api
        .getItems<Activity>(
          project,
          'directus_activity',
          {
            // Sign-ins are the user's, not the item's history: the activity log lists them.
            filter: {
              collection: { eq: collection },
              item: { eq: String(key) },
              action: { neq: 'authenticate' },
            },
            fields: TIMELINE_FIELDS,
            sort: '-action_on',
            limit: -1,
          },
          signal,
        )
        .then((r) => r.data),
  });

/** An item's activity, newest first (the edit screen's info sidebar). Disabled for new items. */
export function useItemActivity(project: string, collection: string, key: PrimaryKey | null) {
  return useQuery({
    ...itemActivityQuery(project, collection, key ?? ''),
    enabled: !!project && !!collection && key !== null && key !== '+' && key !== '',
  });
}

/** Fields of one activity entry on its detail page: who with their avatar, from where. */
export const ACTIVITY_DETAIL_FIELDS = [
  '*',
  'action_by.id',
  'action_by.first_name',
  'action_by.last_name',
  'action_by.email',
  'action_by.avatar.*',
];

export const activityEntryQuery = (project: string, id: PrimaryKey) =>
  queryOptions({
    queryKey: activityKeys.entry(project, id),
    queryFn: () =>
      api.getItem<Activity>(project, 'directus_activity', id, { fields: ACTIVITY_DETAIL_FIELDS }),
  });

/** One activity entry (the activity detail page). */
export function useActivityEntry(project: string, id: PrimaryKey | null) {
  return useQuery({
    ...activityEntryQuery(project, id ?? ''),
    enabled: !!project && id !== null && id !== '',
  });
}

/**
 * The revision an activity wrote (none for sign-ins and comments), and the one before it on the
 * same item, whose data are the values before the change.
 */
export const activityRevisionQuery = (project: string, activity: PrimaryKey) =>
  queryOptions({
    queryKey: activityKeys.entryRevision(project, activity),
    queryFn: async ({ signal }) => {
      const own = await api.getItems<Revision>(
        project,
        'directus_revisions',
        { filter: { activity: { eq: String(activity) } }, limit: 1 },
        signal,
      );
      const revision = own.data[0] ?? null;
      if (!revision) return { revision: null, previous: null };
      const before = await api.getItems<Revision>(
        project,
        'directus_revisions',
        {
          filter: {
            collection: { eq: revision.collection },
            item: { eq: String(revision.item) },
            id: { lt: String(revision.id) },
          },
          sort: '-id',
          limit: 1,
        },
        signal,
      );
      return { revision, previous: before.data[0] ?? null };
    },
  });

export function useActivityRevision(project: string, activity: PrimaryKey | null) {
  return useQuery({
    ...activityRevisionQuery(project, activity ?? ''),
    enabled: !!project && activity !== null && activity !== '',
  });
}
