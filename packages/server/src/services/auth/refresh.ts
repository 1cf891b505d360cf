import { errors } from '../../errors';
import { TokenError, looksLikeJwt, verifyToken } from '../../auth/jwt';
import { nowUtc } from '../../database/datetime';
import type { Project } from '../../projects/registry';
import { adoptedSessionId, jwtKind, liveJwtSession } from './live-jwt';
import { issueAuthToken, type ClientInfo } from './login';
import { authSettings } from './settings';
import { sessionExpiry } from './sessions';
import { findRole, findUserById, needs2FA } from './users';

const sessionEnded = () =>
  errors.invalidToken('Invalid token: its session has ended (signed out, password changed or reset)');

/** A stored UTC datetime (or a driver's Date) is in the past. */
function past(at: string | Date | null): boolean {
  if (at === null) return false;
  const ms = at instanceof Date ? at.getTime() : Date.parse(`${String(at).replace(' ', 'T')}Z`);
  return !Number.isNaN(ms) && ms < Date.now();
}

/**
 * `POST /auth/refresh` with a JWT (api.md §2.6, issue 24): a token of the same user and session,
 * with a new `exp`. The session must be live (not ended by logout, a password change or reset) and
 * unexpired; each refresh moves its expiry `auto_sign_out` minutes ahead. The old token keeps
 * working until its own expiry (Directus 8 clients send it until they have stored the new one) and
 * ends with the session. A legacy or Directus 8 token gets a session row here (live-jwt.ts).
 */
export async function refreshJwt(project: Project, token: unknown, client: ClientInfo): Promise<string> {
  if (typeof token !== 'string' || token === '') {
    throw errors.invalidPayload('token: This value should not be blank.');
  }
  if (!looksLikeJwt(token)) throw errors.invalidToken();
  let payload;
  try {
    payload = await verifyToken(project.key, project.config, 'auth', token);
  } catch (err) {
    if (err instanceof TokenError)
      throw err.reason === 'expired' ? errors.expiredToken() : errors.invalidToken();
    throw err;
  }
  const userId = Number(payload.id);
  if (!Number.isInteger(userId) || userId <= 0) throw errors.invalidToken();
  const knex = project.knex;
  const user = await findUserById(knex, userId);
  if (!user || user.status !== 'active') throw errors.invalidToken();
  const session = await liveJwtSession(knex, token, payload, userId);
  if (!session || past(session.expiresAt)) throw sessionEnded();

  const settings = await authSettings(project);
  const expiresAt = nowUtc(sessionExpiry(settings.autoSignOut));
  let sessionId = session.sessionToken;
  const rows = knex('directus_user_sessions').where({ user: userId, token_type: 'jwt' });
  if (jwtKind(payload) === 'session') {
    // Zero rows: a logout of the session ended it while this request ran.
    if (!(await rows.where({ token: sessionId }).update({ token_expired_at: expiresAt })))
      throw sessionEnded();
  } else {
    // A legacy or Directus 8 token: its row (if any) is re-keyed so that old and new tokens share it.
    sessionId = adoptedSessionId(token);
    const moved = await rows
      .where({ token: session.sessionToken })
      .update({ token: sessionId, token_expired_at: expiresAt });
    if (!moved) {
      await knex('directus_user_sessions').insert({
        user: userId,
        token_type: 'jwt',
        token: sessionId,
        token_expired_at: expiresAt,
        created_on: nowUtc(),
        ip_address: client.ip.slice(0, 255),
        user_agent: client.userAgent ?? null,
      });
    }
  }
  const role = await findRole(knex, user.role);
  return issueAuthToken(project, userId, settings.tokenTtl, sessionId, { needs2FA: needs2FA(user, role) });
}
