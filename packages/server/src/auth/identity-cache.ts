import type { Knex } from 'knex';
import { LRUCache } from 'lru-cache';
import type { Credentials, Identity } from '../services/auth/identity';

/**
 * Resolved identities (token → user → role), per process, so an authenticated request does not
 * re-read its session, user and role rows (issue 16). Bounded (least recently used entries go
 * first) and short-lived; an entry also ends when its JWT or cookie session expires. Only
 * successful resolutions are kept: credentials that fail are looked up again each time.
 *
 * Freshness does not rest on the lifetime: every change to users, roles, permissions or sessions
 * publishes the `identity` or `permissions` topic of the invalidation bus, which empties the
 * project's entries in every process (cache/subscriptions.ts), and without Redis an authenticated
 * request first catches up with the project's cache versions (InvalidationBus.sync).
 */

const MAX_ENTRIES = 10_000;
const MAX_AGE_MS = 60_000;

type CachedIdentity = Omit<Identity, 'credentials'>;

interface Entry {
  /** The project's pool when resolved: a reinstalled project never sees its predecessor's users. */
  knex: Knex;
  identity: CachedIdentity;
  /** When the credentials themselves stop working (ms since the epoch), if they do. */
  expiresAt: number | null;
}

const cache = new LRUCache<string, Entry>({ max: MAX_ENTRIES, ttl: MAX_AGE_MS });

/** Cookie tokens and bearer tokens live in different tables: they never share an entry. */
const keyOf = (projectKey: string, credentials: Credentials) =>
  `${projectKey}\u0000${credentials.source === 'cookie' ? 'c' : 't'}\u0000${credentials.token}`;

export function cachedIdentity(
  projectKey: string,
  knex: Knex,
  credentials: Credentials,
  now = Date.now(),
): Identity | undefined {
  const key = keyOf(projectKey, credentials);
  const hit = cache.get(key);
  if (!hit) return undefined;
  if (hit.knex !== knex || (hit.expiresAt !== null && hit.expiresAt <= now)) {
    cache.delete(key);
    return undefined;
  }
  return { ...hit.identity, credentials };
}

export function rememberIdentity(
  projectKey: string,
  knex: Knex,
  identity: Identity,
  expiresAt: number | null,
): void {
  const { credentials, ...rest } = identity;
  cache.set(keyOf(projectKey, credentials), { knex, identity: rest, expiresAt });
}

/** Forgets the identities of one project (every project without a key). */
export function forgetIdentities(projectKey?: string): void {
  if (projectKey === undefined) {
    cache.clear();
    return;
  }
  const prefix = `${projectKey}\u0000`;
  for (const key of [...cache.keys()]) if (key.startsWith(prefix)) cache.delete(key);
}

/** For tests and diagnostics: how many identities this process holds. */
export function cachedIdentityCount(): number {
  return cache.size;
}
