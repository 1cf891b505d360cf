import { SYSTEM_PREFIX } from '@atrium/sdk';

/**
 * GraphQL names of collections and fields. A name GraphQL cannot spell (a dash, a leading digit,
 * a leading `__`) or that would clash with a type of the schema itself is left out of the schema:
 * such a collection or field stays reachable through REST.
 */

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** Type names the schema defines itself; a collection spelled like one of them is left out. */
const RESERVED = new Set([
  'Query',
  'Mutation',
  'Subscription',
  'String',
  'Int',
  'Float',
  'Boolean',
  'ID',
  'JSON',
  'Date',
  'GraphQLBigInt',
  'delete_one',
  'delete_many',
]);

export function isGraphqlName(name: string): boolean {
  return NAME.test(name) && !name.startsWith('__');
}

/** The name a collection goes by: `directus_users` is `users` on `/graphql/system` (Directus 11). */
export function collectionName(collection: string): string {
  return collection.startsWith(SYSTEM_PREFIX) ? collection.slice(SYSTEM_PREFIX.length) : collection;
}

/** Whether a collection can appear in the schema under its name. */
export function usableCollectionName(name: string): boolean {
  return (
    isGraphqlName(name) &&
    !RESERVED.has(name) &&
    !/_(filter|aggregated|input|functions|operators|by_id|count|fields|singleton)$/.test(name)
  );
}
