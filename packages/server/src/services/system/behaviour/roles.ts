import { ADMIN_ROLE_ID, PUBLIC_ROLE_ID } from '@atrium/sdk';
import { errors } from '../../../errors';
import { SYSTEM_COLLECTION } from '../../../schema/system-collections';
import type { CollectionBehaviour } from '../../items/behaviour';

/**
 * `directus_roles` (api.md §5.13): new roles get the default permissions of §7.11; the
 * administrator and public roles cannot be deleted; a deleted role takes its permissions and
 * presets along, and its users are left without a role.
 */

type Levels = [create: string, read: string, update: string, del: string, comment: string];
const DEFAULTS: [collection: string, status: string | null, levels: Levels][] = [
  ['directus_activity', null, ['full', 'mine', 'none', 'none', 'update']],
  // Read `mine`: a user's own presets and the role and global ones that apply to them, never other
  // users' bookmarks (issue 24; api.md §7.11 has `full`, which the read rule caps the same way).
  ['directus_collection_presets', null, ['full', 'mine', 'mine', 'mine', 'none']],
  ['directus_collections', null, ['none', 'full', 'none', 'none', 'none']],
  ['directus_fields', null, ['none', 'full', 'none', 'none', 'none']],
  ['directus_relations', null, ['none', 'full', 'none', 'none', 'none']],
  ['directus_settings', null, ['none', 'full', 'none', 'none', 'none']],
  ['directus_files', null, ['full', 'full', 'full', 'full', 'none']],
  ['directus_folders', null, ['full', 'full', 'full', 'full', 'none']],
  ['directus_permissions', null, ['none', 'mine', 'none', 'none', 'none']],
  ['directus_roles', null, ['none', 'mine', 'none', 'none', 'none']],
  ['directus_revisions', null, ['full', 'full', 'none', 'none', 'none']],
  ['directus_users', 'active', ['none', 'full', 'mine', 'mine', 'none']],
  ...['deleted', 'draft', 'invited', 'suspended'].map(
    (s) => ['directus_users', s, ['none', 'none', 'none', 'none', 'none']] as [string, string, Levels],
  ),
];

/** The permission rows a new role starts with (api.md §7.11). */
export function defaultPermissions(role: number): Record<string, unknown>[] {
  return DEFAULTS.map(([collection, status, [create, read, update, del, comment]]) => ({
    collection,
    role,
    status,
    create,
    read,
    update,
    delete: del,
    comment,
    explain: 'none',
  }));
}

export const roles: CollectionBehaviour = {
  row: { externalIdUuid: true },
  async afterWrite(action, key, svc) {
    const knex = svc.ctx.knex;
    const id = Number(key);
    if (action === 'create') {
      await knex(SYSTEM_COLLECTION.permissions).insert(defaultPermissions(id));
    } else if (action === 'delete') {
      if (id === ADMIN_ROLE_ID || id === PUBLIC_ROLE_ID) {
        throw errors.unauthorized(`You are not allowed to delete group [${id}]`);
      }
      await knex(SYSTEM_COLLECTION.permissions).where({ role: id }).delete();
      await knex(SYSTEM_COLLECTION.collectionPresets).where({ role: id }).delete();
      await knex(SYSTEM_COLLECTION.users).where({ role: id }).update({ role: null });
    }
  },
};
