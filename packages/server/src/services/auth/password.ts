import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { errors } from '../../errors';
import { looksLikeJwt, signToken, TokenError, verifySignature } from '../../auth/jwt';
import { hashPassword } from '../../auth/passwords';
import type { Project } from '../../projects/registry';
import { linkMail, sendMail } from '../mail';
import { authSettings } from './settings';
import { findUserByEmail, findUserById } from './users';
import { revokeUserSessions } from './live-jwt';

/** Lifetime of a password-reset link, in minutes. */
export const RESET_TOKEN_TTL = 60;

const EmailSchema = z.email();

export function assertEmail(value: unknown, field = 'email'): string {
  if (typeof value !== 'string' || !EmailSchema.safeParse(value.trim()).success) {
    throw errors.invalidPayload(`${field}: This value is not a valid email address.`);
  }
  return value.trim();
}

/** A PHP-style delimited regex (`/^.{8,}$/i`) as a RegExp; null when empty or unusable. */
export function phpRegex(source: string): RegExp | null {
  const s = source.trim();
  if (s.length < 2) return null;
  const delimiter = s[0]!;
  const closing = { '(': ')', '{': '}', '[': ']', '<': '>' }[delimiter] ?? delimiter;
  const end = s.lastIndexOf(closing);
  if (end <= 0) return null;
  const flags = [...s.slice(end + 1)].filter((f) => 'imsu'.includes(f)).join('');
  try {
    return new RegExp(s.slice(1, end), flags);
  } catch {
    return null;
  }
}

/** Setting `password_policy` (api.md §5.14, §7.4). */
export async function assertPasswordPolicy(project: Project, password: unknown): Promise<string> {
  if (typeof password !== 'string' || password === '') {
    throw errors.invalidPayload('password: This value should not be blank.');
  }
  const policy = phpRegex((await authSettings(project)).passwordPolicy);
  if (policy && !policy.test(password)) {
    throw errors.invalidPayload('password: The password does not meet the password policy of this project.');
  }
  return password;
}

/** Appends `token` (and more) to a URL, keeping its query and a hash route's own query. */
export function withParams(url: string, params: Record<string, string>): string {
  const qs = new URLSearchParams(params).toString();
  const hash = url.indexOf('#');
  if (hash >= 0) {
    const route = url.slice(hash);
    return url.slice(0, hash) + route + (route.includes('?') ? '&' : '?') + qs;
  }
  return url + (url.includes('?') ? '&' : '?') + qs;
}

/**
 * `POST /auth/password/request` (api.md §2.6): an active user gets a signed, expiring,
 * single-use link (the token is also stored in `password_reset_token`). Unknown and inactive
 * addresses get nothing. The route answers 204 before this runs, so the endpoint never tells
 * which e-mails exist.
 */
export async function requestPasswordReset(
  project: Project,
  email: string,
  linkBase: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const user = await findUserByEmail(project.knex, email);
  if (!user || user.status !== 'active') return;
  const token = await signToken(
    project.key,
    project.config,
    'reset_password',
    { id: Number(user.id), email: user.email, ttl: RESET_TOKEN_TTL },
    RESET_TOKEN_TTL,
  );
  await project.knex('directus_users').where({ id: user.id }).update({ password_reset_token: token });
  const url = withParams(linkBase, { token, project: project.key });
  const mail = linkMail(
    user.email,
    'Password reset request',
    'Someone asked to reset the password of your account. If it was not you, ignore this message.',
    'Choose a new password',
    url,
    `The link works once and expires in ${RESET_TOKEN_TTL} minutes.`,
  );
  await sendMail(project, mail).catch((err: unknown) => {
    log.error({ err: (err as Error).message, project: project.key }, 'password reset mail failed');
  });
}

/**
 * `POST /auth/password/reset` (api.md §2.6), with the signature check v8 lacked: shape/signature
 * (104), expiry (105), type (104), key/project (101), user (106), e-mail still the same (104),
 * still the stored token (105: used or superseded). Then the new hash is stored, the token
 * cleared and every session of the user revoked, its static token included: a reset is what an
 * owner does when the account may be in someone else's hands.
 */
export async function resetPassword(project: Project, token: unknown, password: unknown): Promise<void> {
  if (typeof token !== 'string' || token === '')
    throw errors.invalidPayload('token: This value should not be blank.');
  if (!looksLikeJwt(token)) throw errors.invalidResetToken();
  let payload;
  try {
    payload = await verifySignature(project.config, token);
  } catch (err) {
    if (err instanceof TokenError)
      throw err.reason === 'expired' ? errors.expiredResetToken() : errors.invalidResetToken();
    throw err;
  }
  if (payload.type !== 'reset_password') throw errors.invalidResetToken();
  if (payload.key !== project.config.auth.public_key || payload.project !== project.key)
    throw errors.invalidToken();
  const user = await findUserById(project.knex, Number(payload.id));
  if (!user) throw errors.userNotFound();
  if (String(payload.email ?? '').toLowerCase() !== String(user.email).toLowerCase())
    throw errors.invalidResetToken();
  if (user.password_reset_token !== token) throw errors.expiredResetToken();
  const plain = await assertPasswordPolicy(project, password);
  const hash = await hashPassword(plain);
  await project.knex.transaction(async (trx) => {
    // Conditional on the stored token, so two concurrent resets cannot both succeed.
    const n = await trx('directus_users')
      .where({ id: user.id, password_reset_token: token })
      .update({ password: hash, password_reset_token: null, token: null });
    if (n !== 1) throw errors.expiredResetToken();
    await revokeUserSessions(trx, Number(user.id));
  });
}
