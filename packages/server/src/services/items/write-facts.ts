import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { CollectionInfo } from '../../schema/overview';

type Row = Record<string, unknown>;

/**
 * The facts `authorizeWrite` needs from the database, read before it decides (the decision itself
 * reads nothing); a collection's own facts come with its rules (`WriteRules.facts`).
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
  const u = (await knex(SYSTEM_COLLECTION.users)
    .select('role')
    .where('id', owner as Knex.Value)
    .first()) as Row | undefined;
  return u && u.role !== null && u.role !== undefined ? Number(u.role) : null;
}
