import type { FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { looksLikeJwt, TokenError, verifyToken } from '../../auth/jwt';
import { userAccountability } from '../../auth/accountability';
import { liveJwtSession } from './live-jwt';
import { cachedIdentity, rememberIdentity } from '../../auth/identity-cache';
import { decryptSessionToken, sessionCookieName } from '../../auth/session-cookie';
import { findSessionByToken, sessionExpired } from './sessions';
import type { Credentials, Identity } from './identity';
import { findRole, findUserById, findUserByToken, needs2FA, type RoleRow, type UserRow } from './users';

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

/** Reads the cookie header without depending on a cookie plugin; values are URL-decoded as PHP does. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** Credential extraction, first match wins (api.md §2.1). */
export function extractCredentials(request: FastifyRequest, project: Project): Credentials | null {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = str(query.access_token);
  if (fromQuery) return { token: fromQuery, source: 'query' };
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const fromBody = str((body as Record<string, unknown>).access_token);
    if (fromBody) return { token: fromBody, source: 'body' };
  }
  const auth = request.headers.authorization;
  if (auth) {
    const [scheme, ...rest] = auth.trim().split(/\s+/);
    const value = rest.join(' ');
    if (scheme?.toLowerCase() === 'basic' && value) {
      const decoded = Buffer.from(value, 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      const user = colon < 0 ? decoded : decoded.slice(0, colon);
      const pass = colon < 0 ? '' : decoded.slice(colon + 1);
      if (user && (pass === '' || pass === user)) return { token: user, source: 'basic' };
    } else if (scheme?.toLowerCase() === 'bearer' && value) {
      return { token: value, source: 'bearer' };
    }
  }
  const cookie = readCookie(request, sessionCookieName(project.key));
  if (cookie) {
    const token = decryptSessionToken(cookie, project.config.auth.secret_key);
    if (token) return { token, source: 'cookie' };
  }
  return null;
}

async function identityOf(
  project: Project,
  user: UserRow | undefined,
  kind: Identity['kind'],
  sessionToken: string | null,
  credentials: Credentials,
): Promise<Identity | null> {
  if (!user || user.status !== 'active') return null;
  const role = await findRole(project.knex, user.role);
  const userId = Number(user.id);
  const roleId = role ? Number(role.id) : Number(user.role ?? 0);
  return {
    user,
    userId,
    role,
    roleId,
    accountability: userAccountability(userId, roleId),
    needs2FA: needs2FA(user, role),
    kind,
    sessionToken,
    credentials,
  };
}

/** A stored UTC datetime (`YYYY-MM-DD HH:MM:SS`, or a Date from some drivers) in ms since the epoch. */
function utcMs(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (typeof value !== 'string' || value === '') return null;
  const ms = Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The user behind some credentials, or null when they do not authenticate an active user (the
 * caller then acts as the public role, api.md §2.2). Successful resolutions are served from the
 * process's identity cache (auth/identity-cache.ts) until a change to users, roles, permissions or
 * sessions is published, or the credentials expire.
 */
export async function resolveIdentity(project: Project, credentials: Credentials): Promise<Identity | null> {
  const hit = cachedIdentity(project.key, project.knex, credentials);
  if (hit) return hit;
  const resolved = await resolveFromDatabase(project, credentials);
  if (resolved) rememberIdentity(project.key, project.knex, resolved.identity, resolved.expiresAt);
  return resolved?.identity ?? null;
}

async function resolveFromDatabase(
  project: Project,
  credentials: Credentials,
): Promise<{ identity: Identity; expiresAt: number | null } | null> {
  const knex = project.knex;
  const found = async (
    user: UserRow | undefined,
    kind: Identity['kind'],
    sessionToken: string | null,
    expiresAt: number | null,
  ) => {
    const identity = await identityOf(project, user, kind, sessionToken, credentials);
    return identity ? { identity, expiresAt } : null;
  };
  if (credentials.source === 'cookie') {
    const session = await findSessionByToken(knex, credentials.token);
    // Exact comparison: MySQL's default collation would also match other letter cases.
    if (!session || session.token !== credentials.token) return null;
    if (session.token_type !== 'cookie' || sessionExpired(session)) return null;
    const user = await findUserById(knex, Number(session.user));
    // The session stands for the user's static token: without one the session is void.
    if (!user || !user.token || !credentials.token.startsWith(`${user.token}-`)) return null;
    return found(user, 'cookie', credentials.token, utcMs(session.token_expired_at));
  }
  if (looksLikeJwt(credentials.token)) {
    try {
      const payload = await verifyToken(project.key, project.config, 'auth', credentials.token);
      const id = Number(payload.id);
      if (!Number.isInteger(id) || id <= 0) return null;
      const session = await liveJwtSession(knex, credentials.token, payload, id);
      if (!session) return null;
      const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : null;
      return found(await findUserById(knex, id), 'jwt', session.sessionToken, expiresAt);
    } catch (err) {
      if (err instanceof TokenError) return null;
      throw err;
    }
  }
  const user = await findUserByToken(knex, credentials.token);
  if (!user || user.token !== credentials.token) return null;
  // v8.8 answers a static token of a user who is not active (suspended, invited, ...) with 103.
  if (user.status !== 'active') throw errors.userInactive();
  return found(user, 'static', null, null);
}

/** Role `ip_whitelist` (CSV): empty allows everyone. */
export function ipAllowed(role: RoleRow | undefined, ip: string): boolean {
  const list = String(role?.ip_whitelist ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || list.includes(ip);
}
