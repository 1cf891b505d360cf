/**
 * What each write makes stale, across domains: the one place a write's consequences are listed.
 * It imports only key factories (never queries or mutations), so no domain module needs another's
 * and the domains form no import cycle: a domain's `mutations.ts` calls these after its write.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Preset, PrimaryKey } from '@atrium/sdk';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { activityKeys } from './activity/keys';
import { collectionKeys } from './collections/keys';
import { fieldKeys } from './fields/keys';
import { itemKeys } from './items/keys';
import { permissionKeys } from './permissions/keys';
import { presetKeys } from './presets/keys';
import { relationKeys } from './relations/keys';
import { revisionKeys } from './revisions/keys';
import { ROLES } from './roles/keys';
import { settingKeys } from './settings/keys';
import { userKeys } from './users/keys';

/**
 * What a write to a collection makes stale: its lists (for a system collection its whole domain
 * root); the changed items; their activity and revisions; the activity listings. Other
 * collections are untouched (relational screens refresh what they show themselves).
 */
export async function invalidateItemWrite(
  client: QueryClient,
  project: string,
  collection: string,
  keys: PrimaryKey[] = [],
): Promise<void> {
  // A system collection's domain keeps derived lists beside the plain ones (the user directory,
  // the settings map, the collections map): the whole domain root goes stale.
  const stale = collection.startsWith(SYSTEM_PREFIX)
    ? itemKeys.all(project, collection)
    : itemKeys.lists(project, collection);
  const jobs: Promise<void>[] = [client.invalidateQueries({ queryKey: stale })];
  for (const key of keys) {
    jobs.push(client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, key) }));
    jobs.push(client.invalidateQueries({ queryKey: activityKeys.item(project, collection, key) }));
    jobs.push(client.invalidateQueries({ queryKey: revisionKeys.item(project, collection, key) }));
  }
  if (keys.length > 1) {
    // The batch-edit entry of exactly these keys.
    jobs.push(client.invalidateQueries({ queryKey: itemKeys.detail(project, collection, keys) }));
  }
  jobs.push(client.invalidateQueries({ queryKey: activityKeys.lists(project) }));
  await Promise.all(jobs);
}

/** A comment: that item's timeline and the activity listings. */
export function invalidateComment(client: QueryClient, project: string, collection: string, key: PrimaryKey) {
  return Promise.all([
    client.invalidateQueries({ queryKey: activityKeys.item(project, collection, key) }),
    client.invalidateQueries({ queryKey: activityKeys.lists(project) }),
  ]);
}

/** A collection created or its settings changed: the collections list. */
export function invalidateCollections(client: QueryClient, project: string) {
  return client.invalidateQueries({ queryKey: collectionKeys.all(project) });
}

/** A collection deleted: its items go, and the schema lists (collections, fields, relations) go stale. */
export async function invalidateDeletedCollection(client: QueryClient, project: string, collection: string) {
  client.removeQueries({ queryKey: itemKeys.all(project, collection) });
  await Promise.all([
    client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
    client.invalidateQueries({ queryKey: fieldKeys.all(project) }),
    client.invalidateQueries({ queryKey: relationKeys.all(project) }),
  ]);
}

/** A field written: the collection's fields, and the collections list that embeds them. */
export function invalidateFields(client: QueryClient, project: string, collection: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: fieldKeys.collection(project, collection) }),
    client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
  ]);
}

/** A relation row created or updated: the relations and the collections lists. */
export function invalidateSavedRelation(client: QueryClient, project: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: relationKeys.all(project) }),
    client.invalidateQueries({ queryKey: collectionKeys.all(project) }),
  ]);
}

/** A relation row deleted: the relations list. */
export function invalidateRelations(client: QueryClient, project: string) {
  return client.invalidateQueries({ queryKey: relationKeys.all(project) });
}

/** A preset write: the raw lists, bookmarks (titled) or that collection's preferences, its own entry. */
export function invalidatePreset(client: QueryClient, project: string, preset: Partial<Preset>) {
  const jobs = [client.invalidateQueries({ queryKey: presetKeys.lists(project) })];
  if (preset.id !== undefined)
    jobs.push(client.invalidateQueries({ queryKey: presetKeys.detail(project, preset.id) }));
  if (preset.title !== null)
    jobs.push(client.invalidateQueries({ queryKey: presetKeys.allBookmarks(project) }));
  if (preset.collection) {
    jobs.push(client.invalidateQueries({ queryKey: presetKeys.preferencesOf(project, preset.collection) }));
  }
  return Promise.all(jobs);
}

/** A preset deleted: its entry goes, and the lists it was in go stale. */
export function removePreset(
  client: QueryClient,
  project: string,
  preset: Pick<Preset, 'id' | 'collection' | 'title'>,
) {
  client.removeQueries({ queryKey: presetKeys.detail(project, preset.id) });
  return invalidatePreset(client, project, { ...preset, id: undefined });
}

/** A bookmark opened: the user's preferences of its collection. */
export function invalidatePreferences(client: QueryClient, project: string, collection: string) {
  return client.invalidateQueries({ queryKey: presetKeys.preferencesOf(project, collection) });
}

/** A role's permission rows saved: that role's rows and the signed-in user's own permissions. */
export function invalidateRolePermissions(client: QueryClient, project: string, role: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: permissionKeys.role(project, role) }),
    client.invalidateQueries({ queryKey: permissionKeys.me(project) }),
  ]);
}

/** A role deleted: its permission rows go with it, and the roles go stale. */
export function invalidateDeletedRole(client: QueryClient, project: string, role: number) {
  client.removeQueries({ queryKey: permissionKeys.role(project, role) });
  return invalidateItemWrite(client, project, ROLES);
}

/** The settings saved: the settings map. */
export function invalidateSettings(client: QueryClient, project: string) {
  return client.invalidateQueries({ queryKey: settingKeys.all(project) });
}

/** The signed-in user changed: the `me` entry. */
export function invalidateMe(client: QueryClient, project: string) {
  return client.invalidateQueries({ queryKey: userKeys.me(project) });
}
