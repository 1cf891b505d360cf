import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import { dialectOf } from '../../database/connection';
import { nowUtc } from '../../database/datetime';
import { errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { randomAlphanumeric } from '../../secrets';
import { isNewSessionId, revokeForeignJwts } from './live-jwt';
import { authSettings } from './settings';
import type { UserRow } from './users';

export type SessionType = 'jwt' | 'cookie';

export interface SessionRow {
  id: number | string;
  user: number | string | null;
  token_type: string | null;
  token: string | null;
  token_expired_at: string | null;
}

const TEN_YEARS_MIN = 10 * 365 * 24 * 60;

/** Expiry of a new session: now + `auto_sign_out` minutes (null/≤0 → ten years), api.md §2.5. */
export function sessionExpiry(autoSignOut: number | null, now = new Date()): Date {
  return new Date(now.getTime() + (autoSignOut ?? TEN_YEARS_MIN) * 60_000);
}

export interface NewSession {
  user: number;
  type: SessionType;
  token: string;
  expiresAt: Date;
  ip: string;
  userAgent: string | undefined;
}

/** Inserts a session row and returns its id. */
export async function insertSession(knex: Knex, s: NewSession): Promise<number> {
  const row = {
    user: s.user,
    token_type: s.type,
    token: s.token,
    token_expired_at: nowUtc(s.expiresAt),
    created_on: nowUtc(),
    ip_address: s.ip.slice(0, 255),
    user_agent: s.userAgent ?? null,
  };
  const result =
    dialectOf(knex) === 'pg'
      ? await knex('directus_user_sessions').insert(row, ['id'])
      : await knex('directus_user_sessions').insert(row);
  const first = result[0] as number | { id: number } | undefined;
  const id = typeof first === 'object' && first !== null ? first.id : first;
  if (id === undefined) throw new Error('session insert returned no id');
  return Number(id);
}

/**
 * Cookie mode (api.md §2.5): the user's static token (created on first cookie login), then a
 * session whose token is `{static token}-{session id}`.
 */
export async function ensureStaticToken(knex: Knex, user: UserRow): Promise<string> {
  if (typeof user.token === 'string' && user.token !== '') return user.token;
  const token = randomAlphanumeric(24);
  // Only set it when still empty, so two concurrent first logins agree on one token.
  await knex('directus_users').where({ id: user.id }).whereNull('token').update({ token });
  const row = await knex('directus_users').where({ id: user.id }).first('token');
  return String(row?.token ?? token);
}

export async function createCookieSession(
  knex: Knex,
  user: UserRow,
  expiresAt: Date,
  ip: string,
  userAgent: string | undefined,
): Promise<string> {
  const staticToken = await ensureStaticToken(knex, user);
  const id = await insertSession(knex, {
    user: Number(user.id),
    type: 'cookie',
    token: staticToken,
    expiresAt,
    ip,
    userAgent,
  });
  const token = `${staticToken}-${id}`;
  await knex('directus_user_sessions').where({ id }).update({ token });
  return token;
}

export async function findSessionByToken(knex: Knex, token: string): Promise<SessionRow | undefined> {
  return knex('directus_user_sessions').where({ token }).first();
}

export async function deleteSessionByToken(knex: Knex, token: string): Promise<number> {
  return knex('directus_user_sessions').where({ token }).del();
}

export function sessionExpired(session: SessionRow, now = new Date()): boolean {
  return !!session.token_expired_at && session.token_expired_at < nowUtc(now);
}

/** Cookie mode `/auth/refresh`: the session lasts `auto_sign_out` minutes from now; its new end. */
export async function extendSession(project: Project, token: string): Promise<Date> {
  const settings = await authSettings(project);
  const expiresAt = sessionExpiry(settings.autoSignOut);
  await project
    .knex('directus_user_sessions')
    .where({ token })
    .update({ token_expired_at: nowUtc(expiresAt) });
  return expiresAt;
}

/** The session a request signs out of: its token, whether a JWT named it, and its user. */
export interface EndedSession {
  token: string;
  jwt: boolean;
  user: number;
}

/**
 * `/auth/logout`: every token of the session ends with its row (live-jwt.ts); a Directus 8 token,
 * or a session that began with one, also ends with a revocation marker.
 */
export async function endSession(project: Project, session: EndedSession): Promise<void> {
  await deleteSessionByToken(project.knex, session.token);
  if (session.jwt && !isNewSessionId(session.token)) await revokeForeignJwts(project.knex, session.user);
}

/** `/auth/sessions`: the user's open sessions, oldest first. */
export async function listSessions(project: Project, user: number): Promise<Record<string, unknown>[]> {
  const rows = await project
    .knex('directus_user_sessions')
    .where({ user })
    .orderBy('id')
    .select('id', 'user', 'token_type', 'ip_address', 'user_agent', 'created_on', 'token_expired_at');
  return rows.map((r) => ({ ...r, id: Number(r.id), user: Number(r.user) }));
}

/**
 * `/auth/logout/{user}[/{id}]`: ends one session of a user, or all of them. Callers end their
 * own sessions; only administrators end another user's.
 */
export async function endUserSessions(
  project: Project,
  caller: Accountability,
  user: number,
  id?: number,
): Promise<void> {
  if (user !== caller.user && !caller.admin) throw errors.adminOnly();
  const q = project.knex('directus_user_sessions').where({ user });
  if (id !== undefined) q.where({ id });
  await q.del();
}

/** `/auth/check`: whether the session behind a request is still open. */
export async function sessionOpen(project: Project, token: string): Promise<boolean> {
  return !!(await project.knex('directus_user_sessions').where({ token }).first('id'));
}
