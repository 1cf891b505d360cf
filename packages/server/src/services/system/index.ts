import { isSystemCollection } from '@atrium/sdk';
import { errors } from '../../errors';
import { SYSTEM_COLLECTION, type SystemCollectionName } from '../../schema/system-collections';
import { PLAIN_COLLECTION, type CollectionBehaviour } from '../items/behaviour';
import type { ServiceContext } from '../items/context';
import { ItemsService } from '../items/service';
import { permissions } from './behaviour/permissions';
import { presets } from './behaviour/presets';
import { roles } from './behaviour/roles';
import { settings } from './behaviour/settings';
import { users } from './behaviour/users';
import { webhooks } from './behaviour/webhooks';

/**
 * The collection table: what each system collection does beyond the generic items service — its
 * normalisation, its part of the write decision, the effects of its writes — declared here, one
 * entry per collection, instead of registered by importing a module. A system collection that is
 * not listed is refused; one listed with `PLAIN_COLLECTION` is served by the generic service alone.
 */
export const SYSTEM_COLLECTIONS: Readonly<Record<SystemCollectionName, CollectionBehaviour>> = {
  [SYSTEM_COLLECTION.activity]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.collectionPresets]: presets,
  [SYSTEM_COLLECTION.collections]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.fields]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.files]: { createAction: 'upload' },
  [SYSTEM_COLLECTION.folders]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.migrations]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.permissions]: permissions,
  [SYSTEM_COLLECTION.relations]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.revisions]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.roles]: roles,
  [SYSTEM_COLLECTION.settings]: settings,
  [SYSTEM_COLLECTION.userSessions]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.users]: users,
  [SYSTEM_COLLECTION.webhookDeliveries]: PLAIN_COLLECTION,
  [SYSTEM_COLLECTION.webhooks]: webhooks,
};

const table: ReadonlyMap<string, CollectionBehaviour> = new Map(Object.entries(SYSTEM_COLLECTIONS));

/**
 * The behaviour of a collection: its entry for a system collection, the plain items service for a
 * user collection. A system collection without an entry is refused (`collectionNotFound`).
 */
export function behaviourOf(collection: string): CollectionBehaviour {
  const entry = table.get(collection);
  if (entry) return entry;
  if (isSystemCollection(collection)) throw errors.collectionNotFound(collection);
  return PLAIN_COLLECTION;
}

/**
 * The one way to read and write a collection for a caller: the items service of `collection`
 * (system or user) for the caller, schema, permissions and transaction of `ctx`, with the
 * collection's behaviour from the table above — and, for the nested relational writes it makes,
 * the behaviour of every collection it reaches. Nothing has to be imported for its side effect.
 *
 * Throws `collectionNotFound` for a collection the schema lacks, and for a `directus_*` name the
 * table does not list (even if such a table exists in the database).
 */
export function serviceFor(collection: string, ctx: ServiceContext): ItemsService {
  return new ItemsService(collection, ctx, behaviourOf);
}
