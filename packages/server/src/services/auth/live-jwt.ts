import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';

/**
 * A JWT works while its session row exists (issue 15: logout, a password change or reset ends it,
 * where Directus 8 let it run until it expired). Positive answers are cached for a few seconds
 * per process, so reads do not pay a query each; this process forgets at once what it revokes,
 * other processes within CACHE_MS.
 */
const CACHE_MS = 5000;
const live = new Map<string, { user: number; until: number }>();

export async function jwtSessionLive(knex: Knex, token: string, user: number): Promise<boolean> {
  const now = Date.now();
  const hit = live.get(token);
  if (hit && hit.until > now && hit.user === user) return true;
  const row = (await knex('directus_user_sessions')
    .where({ token, token_type: 'jwt', user })
    .first('token')) as { token: string } | undefined;
  // Exact comparison: MySQL's default collation would also match other letter cases.
  if (!row || row.token !== token) {
    live.delete(token);
    return false;
  }
  if (live.size > 20_000) live.clear();
  live.set(token, { user, until: now + CACHE_MS });
  return true;
}

/** `token_type` of the marker "JWTs without a session issued before this moment are void". */
const REVOKED = 'revoked';
const MARKER_LIFETIME_MS = 24 * 60 * 60 * 1000;
const markers = new Map<number, { at: number | null; until: number }>();

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
  const now = Date.now();
  let hit = markers.get(user);
  if (!hit || hit.until <= now) {
    const row = (await knex('directus_user_sessions')
      .where({ user, token_type: REVOKED })
      .max({ at: 'created_on' })
      .first()) as { at: string | Date | null } | undefined;
    const at = row?.at
      ? new Date(typeof row.at === 'string' ? `${row.at.replace(' ', 'T')}Z` : row.at).getTime()
      : null;
    hit = { at, until: now + CACHE_MS };
    if (markers.size > 20_000) markers.clear();
    markers.set(user, hit);
  }
  if (hit.at === null) return true;
  return typeof issuedAt === 'number' && issuedAt * 1000 > hit.at;
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
  markers.delete(user);
}

/** Forgets one token (logout) or every token of a user (password change or reset). */
export function forgetJwt(token: string): void {
  live.delete(token);
}

export function forgetUserJwts(user: number): void {
  for (const [token, entry] of live) if (entry.user === user) live.delete(token);
}

/** Ends every session of a user (JWTs and cookie sessions), keeping one-time-code claims. */
export async function revokeUserSessions(knex: Knex, user: number): Promise<void> {
  await knex('directus_user_sessions')
    .where({ user })
    .where((b) => b.whereNull('token_type').orWhereNotIn('token_type', ['once', REVOKED]))
    .del();
  forgetUserJwts(user);
  await revokeForeignJwts(knex, user);
}
