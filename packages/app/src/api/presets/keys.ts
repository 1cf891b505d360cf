/**
 * Keys of collection presets (product.md §3, §7 Presets): bookmarks (with a title) and each user's
 * listing preferences (no title): `['p', project, 'presets', ...]`.
 */
import type { QueryParams } from '@atrium/sdk';
import { projectRoot } from '../scope';

export const presetKeys = {
  all: (project: string) => [...projectRoot(project), 'presets'] as const,
  /** Any preset list by raw params (settings screens). */
  list: (project: string, params: QueryParams) => [...presetKeys.lists(project), params] as const,
  /** The user's bookmarks: personal, role, global. */
  bookmarks: (project: string, user: number) => [...presetKeys.allBookmarks(project), user] as const,
  /** Every user's preferences of one collection. */
  preferencesOf: (project: string, collection: string) =>
    [...presetKeys.allPreferences(project), collection] as const,
  preferences: (project: string, collection: string, user: number) =>
    [...presetKeys.preferencesOf(project, collection), user] as const,
  detail: (project: string, id: number) => [...presetKeys.all(project), 'detail', id] as const,
  /** Every list by raw params, whatever the params. */
  lists: (project: string) => [...presetKeys.all(project), 'list'] as const,
  /** Every user's bookmarks. */
  allBookmarks: (project: string) => [...presetKeys.all(project), 'bookmarks'] as const,
  /** Every user's preferences of every collection. */
  allPreferences: (project: string) => [...presetKeys.all(project), 'preferences'] as const,
};
