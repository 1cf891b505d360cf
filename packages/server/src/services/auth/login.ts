import { z } from 'zod';
import { errors, validationMessage } from '../../errors';
import { signToken } from '../../auth/jwt';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { randomAlphanumeric } from '../../secrets';
import { verifyOtp } from '../../auth/totp';
import type { Project } from '../../projects/registry';
import { nowUtc } from '../../database/datetime';
import { ipAllowed } from './credentials';
import { claimOnce } from './once';
import { failedAttemptsSinceLastSuccess, logAuthActivity } from './activity';
import { authSettings } from './settings';
import { createCookieSession, insertSession, sessionExpiry } from './sessions';
import { newSessionId, newTokenId } from './live-jwt';
import { findRole, findUserByEmail, hasTwoFactor, needs2FA, publicUser, type UserRow } from './users';

export type LoginMode = 'jwt' | 'cookie';

const OTP_MEMORY_MS = 5 * 60_000;

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export interface LoginResult {
  user: UserRow;
  publicUser: Record<string, unknown>;
  mode: LoginMode;
  /** Mode jwt: the JWT. */
  token?: string;
  /** Mode cookie: the session token to encrypt into the cookie, and its expiry. */
  sessionToken?: string;
  expiresAt: Date;
  /** The role enforces 2FA and the user has none (embedded 113 in a 200 body). */
  needs2FA: boolean;
}

const LoginSchema = z.object({
  email: z.email({ error: 'This value is not a valid email address.' }),
  password: z.string({ error: 'This value should not be blank.' }).min(1, 'This value should not be blank.'),
});

function otpOf(v: unknown): string | null {
  if (typeof v === 'number' && Number.isInteger(v)) return String(v);
  return typeof v === 'string' && v !== '' ? v : null;
}

/**
 * Signs an `auth` JWT with the claims of api.md §2.3, plus `sid` (the session it belongs to, see
 * live-jwt.ts) and `jti` (its own random id: no two tokens are alike).
 */
export async function issueAuthToken(
  project: Project,
  userId: number,
  ttl: number,
  sessionId: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  return signToken(
    project.key,
    project.config,
    'auth',
    { id: userId, ttl, ...extra, sid: sessionId, jti: newTokenId() },
    ttl,
  );
}

/** Starts a session of an already verified user (login, SSO): JWT or cookie mode (api.md §2.5). */
export async function startSession(
  project: Project,
  user: UserRow,
  mode: LoginMode,
  client: ClientInfo,
): Promise<{ token?: string; sessionToken?: string; expiresAt: Date }> {
  const knex = project.knex;
  const settings = await authSettings(project);
  const expiresAt = sessionExpiry(settings.autoSignOut);
  const userId = Number(user.id);
  // Housekeeping: the user's expired sessions go when a new one starts.
  await knex('directus_user_sessions').where({ user: userId }).where('token_expired_at', '<', nowUtc()).del();
  if (mode === 'cookie') {
    const sessionToken = await createCookieSession(knex, user, expiresAt, client.ip, client.userAgent);
    return { sessionToken, expiresAt };
  }
  // Every sign-in is its own session, whatever else happens in the same second.
  const sessionId = newSessionId();
  await insertSession(knex, { user: userId, type: 'jwt', token: sessionId, expiresAt, ...client });
  const token = await issueAuthToken(project, userId, settings.tokenTtl, sessionId);
  return { token, expiresAt };
}

/**
 * `POST /auth/authenticate` in the order of api.md §2.6: payload (114), user (100/103), password
 * (100, suspension after too many failures), one-time password (111/112), then activity + session.
 */
export async function login(
  project: Project,
  body: Record<string, unknown>,
  mode: LoginMode,
  client: ClientInfo,
): Promise<LoginResult> {
  const parsed = LoginSchema.safeParse(body);
  if (!parsed.success) {
    throw errors.loginPayloadInvalid(
      validationMessage(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }))),
    );
  }
  const { email, password } = parsed.data;
  const knex = project.knex;
  const user = await findUserByEmail(knex, email);
  if (!user) {
    // Same cost as a real check, so response times do not tell which e-mails exist.
    await verifyPassword(password, await dummyHash());
    throw errors.invalidCredentials();
  }
  if (user.status === 'suspended') throw errors.userSuspended();
  if (user.status !== 'active') throw errors.userInactive();
  const userId = Number(user.id);

  // More failures than `login_attempts_allowed` within LOCK_MINUTES lock the account until they
  // age out, password unchecked. Directus 8 suspended it for good, so anyone who knew an e-mail
  // could lock out the administrator (issue 15).
  const allowed = (await authSettings(project)).loginAttemptsAllowed;
  const recentFailures = () =>
    failedAttemptsSinceLastSuccess(knex, userId, new Date(Date.now() - LOCK_MINUTES * 60_000));
  if ((await recentFailures()) > allowed) throw accountLocked();
  if (!(await verifyPassword(password, user.password))) {
    await logAuthActivity(knex, 'invalid-credentials', userId, client.ip, client.userAgent);
    if ((await recentFailures()) > allowed) throw accountLocked();
    throw errors.invalidCredentials();
  }

  if (hasTwoFactor(user)) {
    const otp = otpOf(body.otp);
    if (otp === null) throw errors.otpRequired();
    if (!verifyOtp(otp, String(user['2fa_secret']))) throw errors.otpInvalid();
    // A code signs in once: an observed code cannot be replayed within its ±2-step validity.
    if (!(await claimOnce(knex, userId, `otp|${project.key}|${userId}|${otp}`, OTP_MEMORY_MS)))
      throw errors.otpInvalid();
  }

  const role = await findRole(knex, user.role);
  if (!ipAllowed(role, client.ip)) throw errors.ipNotWhitelisted();
  await logAuthActivity(knex, 'authenticate', userId, client.ip, client.userAgent);
  const session = await startSession(project, user, mode, client);
  return {
    user,
    publicUser: publicUser(user),
    mode,
    ...session,
    needs2FA: needs2FA(user, role),
  };
}

/** How long failed sign-ins count against an account. */
export const LOCK_MINUTES = 15;

const accountLocked = () =>
  errors.tooManyRequests(
    `Too many failed sign-ins: this account is locked for up to ${LOCK_MINUTES} minutes. Try again later.`,
  );

/** bcrypt of a random string, compared against when the e-mail is unknown. */
let dummy: Promise<string> | null = null;
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomAlphanumeric(32));
  return dummy;
}
