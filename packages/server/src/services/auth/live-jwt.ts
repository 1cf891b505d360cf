import type { Knex } from 'knex';

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
    .where((b) => b.whereNull('token_type').orWhereNot('token_type', 'once'))
    .del();
  forgetUserJwts(user);
}
