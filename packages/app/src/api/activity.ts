/**
 * Activity (product.md §7 GET activity, Revisions comment): the activity module's listing, an
 * item's timeline, and comments. Keys: `['p', project, 'activity', ...]` (the same root the
 * generic item hooks use for `directus_activity`).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Activity, CommentInput, PrimaryKey, QueryParams } from '@atrium/sdk';
import { api } from './client';
import { sameScope } from './items';
import { projectRoot } from './project-key';

export const activityKeys = {
  all: (project: string) => [...projectRoot(project), 'activity'] as const,
  /** Listings of the activity module (any params). */
  lists: (project: string) => [...activityKeys.all(project), 'list'] as const,
  list: (project: string, params: QueryParams = {}) => [...activityKeys.lists(project), params] as const,
  /** The timeline of one item. */
  item: (project: string, collection: string, key: PrimaryKey) =>
    [...activityKeys.all(project), 'item', collection, String(key)] as const,
};

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
            filter: { collection: { eq: collection }, item: { eq: String(key) } },
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

/** Posts a comment on an item; refreshes that item's timeline and the activity listings. */
export function usePostComment(project: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CommentInput) => api.postComment(project, input),
    onSuccess: (_data, input) =>
      Promise.all([
        client.invalidateQueries({ queryKey: activityKeys.item(project, input.collection, input.item) }),
        client.invalidateQueries({ queryKey: activityKeys.lists(project) }),
      ]),
  });
}
