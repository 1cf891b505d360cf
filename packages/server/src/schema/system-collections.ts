import { SYSTEM_PREFIX } from '@atrium/sdk';

/**
 * The names of the system collections the generic code has to name (the query language, the
 * permissions, the items service's plumbing), in one place. What each collection does on a write
 * is declared in `services/system/index.ts`, not here.
 */
export const SYSTEM_COLLECTION = {
  activity: `${SYSTEM_PREFIX}activity`,
  collectionPresets: `${SYSTEM_PREFIX}collection_presets`,
  collections: `${SYSTEM_PREFIX}collections`,
  fields: `${SYSTEM_PREFIX}fields`,
  files: `${SYSTEM_PREFIX}files`,
  folders: `${SYSTEM_PREFIX}folders`,
  migrations: `${SYSTEM_PREFIX}migrations`,
  permissions: `${SYSTEM_PREFIX}permissions`,
  relations: `${SYSTEM_PREFIX}relations`,
  revisions: `${SYSTEM_PREFIX}revisions`,
  roles: `${SYSTEM_PREFIX}roles`,
  settings: `${SYSTEM_PREFIX}settings`,
  userSessions: `${SYSTEM_PREFIX}user_sessions`,
  users: `${SYSTEM_PREFIX}users`,
  webhookDeliveries: `${SYSTEM_PREFIX}webhook_deliveries`,
  webhooks: `${SYSTEM_PREFIX}webhooks`,
} as const;

export type SystemCollectionName = (typeof SYSTEM_COLLECTION)[keyof typeof SYSTEM_COLLECTION];

/** User accounts: the collection whose rows are the callers themselves. */
export const isUsersCollection = (collection: string): boolean => collection === SYSTEM_COLLECTION.users;
