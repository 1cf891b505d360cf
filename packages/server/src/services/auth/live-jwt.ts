import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';
import { randomAlphanumeric } from '../../secrets';

/**
 * JWT sessions (issue 24). Every sign-in is its own session: a `directus_user_sessions` row whose
 * `token` is a random session id, carried in the JWT as `sid` (with a random `jti`, so no two
 * tokens are ever alike). A refresh issues a new token of the same session, and every token of it
 * works until its own expiry, as in Directus 8, while the row exists: logout (with any token of the
 * session), a password change or a reset delete the row and so end all of them at once.
 *
 * Two older kinds of token keep working:
 * - `legacy`: signed by an earlier Atrium with a numeric `sid`, backed by a row whose `token` is the
 *   JWT itself;
 * - `foreign`: signed by a Directus 8 server sharing the project's secret (no `sid`), working until
 *   a revocation of its user after it was issued (see foreignJwtLive).
 * Refreshing either gives it a session row keyed by an id derived from the token (adoptedSessionId),
 * so the new token and the old one end together as well.
 */
export type JwtKind = 'session' | 'legacy' | 'foreign';

export function jwtKind(payload: Record<string, unknown>): JwtKind {
  if (typeof payload.sid === 'string' && payload.sid !== '') return 'session';
  return payload.sid === undefined || payload.sid === null ? 'foreign' : 'legacy';
}

/** A new session id: 32 characters of [0-9a-zA-Z] from a CSPRNG (190 bits). */
export function newSessionId(): string {
  return randomAlphanumeric(32);
}

/**
 * A session id made by newSessionId, not one adopted from a legacy or Directus 8 token (whose
 * token itself lives on by the revocation marker, see foreignJwtLive).
 */
export function isNewSessionId(id: string): boolean {
  return /^[0-9a-zA-Z]{32}$/.test(id);
}

/** A new token id (`jti`): two tokens of one session minted in the same second still differ. */
export function newTokenId(): string {
  return randomAlphanumeric(16);
}

/** The session id a legacy or foreign JWT gets when it is refreshed (never a valid `sid` value). */
export function adoptedSessionId(token: string): string {
  return `jwt-${crypto.createHash('sha256').update(token).digest('base64url')}`;
}

interface SessionLookup {
  token: string;
  token_expired_at: string | Date | null;
}

/** The JWT session row with exactly one of these tokens (MySQL's collation ignores letter case). */
async function sessionRow(knex: Knex, user: number, tokens: string[]): Promise<SessionLookup | undefined> {
  const rows = (await knex('directus_user_sessions')
    .where({ token_type: 'jwt', user })
    .whereIn('token', tokens)
    .select('token', 'token_expired_at')) as SessionLookup[];
  return rows.find((r) => tokens.includes(r.token));
}

/**
 * The session a JWT belongs to, as the `directus_user_sessions.token` that ends it (logout, `/auth/check`),
 * or null when the token no longer works. Expiry of the row (`auto_sign_out`) is not looked at
 * here: a token works until its own `exp`; only a refresh needs an unexpired session.
 */
export async function liveJwtSession(
  knex: Knex,
  token: string,
  payload: Record<string, unknown>,
  user: number,
): Promise<{ sessionToken: string; expiresAt: string | Date | null } | null> {
  const kind = jwtKind(payload);
  if (kind === 'session') {
    const row = await sessionRow(knex, user, [String(payload.sid)]);
    return row ? { sessionToken: row.token, expiresAt: row.token_expired_at } : null;
  }
  const adopted = adoptedSessionId(token);
  const row = await sessionRow(knex, user, [token, adopted]);
  if (kind === 'legacy') return row ? { sessionToken: row.token, expiresAt: row.token_expired_at } : null;
  if (!(await foreignJwtLive(knex, user, payload.iat as number | undefined))) return null;
  return { sessionToken: row?.token ?? adopted, expiresAt: row?.token_expired_at ?? null };
}

/** `token_type` of the marker "JWTs without a session issued before this moment are void". */
const REVOKED = 'revoked';
const MARKER_LIFETIME_MS = 24 * 60 * 60 * 1000;

/**
 * A JWT without a session id: signed by a Directus 8 server sharing the project's secret (a site
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

/** Voids the user's JWTs that have no session id (see foreignJwtLive). */
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
