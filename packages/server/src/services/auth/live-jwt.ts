import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';

/**
 * A JWT works while its session row exists (issue 15: logout, a password change or reset ends it,
 * where Directus 8 let it run until it expired). Asked only when the identity cache has no answer
 * (auth/identity-cache.ts); revocations reach every process's cache over the invalidation bus.
 */
export async function jwtSessionLive(knex: Knex, token: string, user: number): Promise<boolean> {
  const row = (await knex('directus_user_sessions')
    .where({ token, token_type: 'jwt', user })
    .first('token')) as { token: string } | undefined;
  // Exact comparison: MySQL's default collation would also match other letter cases.
  return !!row && row.token === token;
}

/** `token_type` of the marker "JWTs without a session issued before this moment are void". */
const REVOKED = 'revoked';
const MARKER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A JWT without a session row: signed by a Directus 8 server sharing the project's secret (a site
 * moving over keeps its users signed in). It works until a revocation of its user after it was
 * issued (logout with it, a password change or reset).
 */
export async function foreignJwtLive(
  knex: Knex,
  user: number,
  issuedAt: number | undefined,
): Promise<boolean> {
  const row = (await knex('directus_user_sessions')
    .where({ user, token_type: REVOKED })
    .max({ at: 'created_on' })
    .first()) as { at: string | Date | null } | undefined;
  if (!row?.at) return true;
  const at = new Date(typeof row.at === 'string' ? `${row.at.replace(' ', 'T')}Z` : row.at).getTime();
  return typeof issuedAt === 'number' && issuedAt * 1000 > at;
}

/** Voids the user's JWTs that have no session row (see foreignJwtLive). */
export async function revokeForeignJwts(knex: Knex, user: number): Promise<void> {
  const now = new Date();
  await knex('directus_user_sessions').insert({
    user,
    token_type: REVOKED,
    token: null,
    created_on: nowUtc(now),
    token_expired_at: nowUtc(new Date(now.getTime() + MARKER_LIFETIME_MS)),
  });
}

/** Ends every session of a user (JWTs and cookie sessions), keeping one-time-code claims. */
export async function revokeUserSessions(knex: Knex, user: number): Promise<void> {
  await knex('directus_user_sessions')
    .where({ user })
    .where((b) => b.whereNull('token_type').orWhereNotIn('token_type', ['once', REVOKED]))
    .del();
  await revokeForeignJwts(knex, user);
}
