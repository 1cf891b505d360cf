/**
 * Keys of activity (product.md §7 GET activity): `['p', project, 'activity', ...]`, the same root
 * the generic item hooks use for `directus_activity`.
 */
import type { PrimaryKey, QueryParams } from '@atrium/sdk';
import { projectRoot } from '../scope';

export const activityKeys = {
  all: (project: string) => [...projectRoot(project), 'activity'] as const,
  /** Listings of the activity module (any params). */
  lists: (project: string) => [...activityKeys.all(project), 'list'] as const,
  list: (project: string, params: QueryParams = {}) => [...activityKeys.lists(project), params] as const,
  /** The timeline of one item. */
  item: (project: string, collection: string, key: PrimaryKey) =>
    [...activityKeys.all(project), 'item', collection, String(key)] as const,
  /** One activity entry (its detail page). */
  entry: (project: string, id: PrimaryKey) => [...activityKeys.all(project), 'entry', String(id)] as const,
  /** The revision an activity entry wrote, and the one before it. */
  entryRevision: (project: string, id: PrimaryKey) =>
    [...activityKeys.entry(project, id), 'revision'] as const,
};
