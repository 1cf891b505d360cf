import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import type { CollectionInfo } from '../../schema/overview';

type Row = Record<string, unknown>;

/**
 * The facts `authorizeWrite` needs from the database, read before it decides (the decision itself
 * reads nothing).
 */

/** The role of the current row's owner, when the `role` level could depend on it. */
export async function ownerRoleOf(
  knex: Knex,
  collection: CollectionInfo,
  acc: Accountability,
  current: Row | null,
): Promise<number | null> {
  const field = collection.ownerField;
  if (acc.admin || !current || !field) return null;
  const owner = current[field];
  if (owner === null || owner === undefined || String(owner) === String(acc.user)) return null;
  const u = (await knex('directus_users')
    .select('role')
    .where('id', owner as Knex.Value)
    .first()) as Row | undefined;
  return u && u.role !== null && u.role !== undefined ? Number(u.role) : null;
}

/** Active administrators other than this account (the last-admin rule of `directus_users`). */
export async function otherActiveAdmins(
  knex: Knex,
  collection: CollectionInfo,
  current: Row | null,
): Promise<number | undefined> {
  if (collection.collection !== 'directus_users' || !current) return undefined;
  if (Number(current.role) !== ADMIN_ROLE_ID || current.status !== 'active') return undefined;
  const r = (await knex('directus_users')
    .where({ role: ADMIN_ROLE_ID, status: 'active' })
    .whereNot('id', current.id as Knex.Value)
    .count({ n: '*' })
    .first()) as { n: unknown } | undefined;
  return Number(r?.n ?? 0);
}
