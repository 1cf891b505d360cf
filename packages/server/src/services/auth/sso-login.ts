import crypto from 'node:crypto';
import { looksLikeJwt, signToken, TokenError, verifySignature } from '../../auth/jwt';
import { ApiError, errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { logAuthActivity } from './activity';
import { startSession, type ClientInfo, type LoginMode } from './login';
import { claimOnce } from './once';
import { findRole, findUserByEmail, findUserById, hasTwoFactor, needs2FA, type UserRow } from './users';

/**
 * Signing in with what a single sign-on provider vouched for (api.md §2.6): the user its verified
 * email names, the session that follows, and the one-time `request_token` a browser flow hands
 * to the app.
 */

/** Minutes a `request_token` stays valid. */
const REQUEST_TOKEN_TTL = 2;

/** What the provider said about the person who signed in. */
export interface ProviderClaims {
  email: string | null;
  verified: boolean;
}

/**
 * The user a sign-in is for, or why not: no verified email or no user with it (107), not active
 * (103, suspended or inactive), or a user with two-factor authentication (115, which SSO skips).
 * `unknownEmail`: the verified email no user has.
 */
export type SsoAccount = { user: UserRow } | { refused: ApiError; unknownEmail?: string };

export async function ssoAccount(project: Project, claims: ProviderClaims): Promise<SsoAccount> {
  if (!claims.email || !claims.verified) return { refused: errors.userWithEmailNotFound() };
  const user = await findUserByEmail(project.knex, claims.email);
  if (!user) return { refused: errors.userWithEmailNotFound(), unknownEmail: claims.email };
  if (user.status !== 'active')
    return { refused: user.status === 'suspended' ? errors.userSuspended() : errors.userInactive() };
  const role = await findRole(project.knex, user.role);
  if (hasTwoFactor(user) || needs2FA(user, role)) return { refused: errors.ssoNotAllowedWith2fa() };
  return { user };
}

/** The sign-in is recorded in the activity and its session starts. */
export async function ssoSession(
  project: Project,
  user: UserRow,
  mode: LoginMode,
  client: ClientInfo,
): Promise<{ token?: string; sessionToken?: string; expiresAt: Date }> {
  await logAuthActivity(project.knex, 'authenticate', Number(user.id), client.ip, client.userAgent);
  return startSession(project, user, mode, client);
}

/** The short-lived token a browser sign-in's redirect carries back, exchanged once for a session. */
export function issueRequestToken(project: Project, user: UserRow, redirectUrl: string): Promise<string> {
  return signToken(
    project.key,
    project.config,
    'request_token',
    { id: Number(user.id), ttl: REQUEST_TOKEN_TTL, url: redirectUrl, jti: crypto.randomUUID() },
    REQUEST_TOKEN_TTL,
  );
}

/**
 * `POST /auth/sso/access_token`: a `request_token` of this project, for an active user, not
 * exchanged before (by any server process), becomes a JWT session; otherwise 109 (110 expired).
 */
export async function exchangeRequestToken(
  project: Project,
  token: string,
  client: ClientInfo,
): Promise<string | undefined> {
  if (!looksLikeJwt(token)) throw errors.invalidRequestToken();
  let payload;
  try {
    payload = await verifySignature(project.config, token);
  } catch (err) {
    if (err instanceof TokenError) {
      throw err.reason === 'expired' ? errors.expiredRequestToken() : errors.invalidRequestToken();
    }
    throw err;
  }
  if (
    payload.type !== 'request_token' ||
    payload.key !== project.config.auth.public_key ||
    payload.project !== project.key
  ) {
    throw errors.invalidRequestToken();
  }
  const user = await findUserById(project.knex, Number(payload.id));
  if (!user || user.status !== 'active') throw errors.invalidRequestToken();
  if (
    typeof payload.jti !== 'string' ||
    !(await claimOnce(
      project.knex,
      Number(user.id),
      `sso|${project.key}|${payload.jti}`,
      REQUEST_TOKEN_TTL * 60_000 + 5000,
    ))
  ) {
    throw errors.invalidRequestToken();
  }
  return (await ssoSession(project, user, 'jwt', client)).token;
}
