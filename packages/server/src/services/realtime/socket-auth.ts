import { decodeJwt } from 'jose';
import { publicAccountability, type Accountability } from '../../auth/accountability';
import { looksLikeJwt } from '../../auth/jwt';
import { ApiError } from '../../errors';
import type { Project } from '../../projects/registry';
import { ipAllowed, resolveIdentity } from '../auth/credentials';
import type { Credentials } from '../auth/identity';

/** Who a socket acts as, and until when (a JWT's expiry). */
export interface SocketIdentity {
  accountability: Accountability;
  /** The credentials it was resolved from, resolved again when users, roles or permissions change. */
  credentials: Credentials | null;
  /** ms since the epoch; null: no expiry (static token, public, cookie session checked on change). */
  expiresAt: number | null;
}

export type AuthOutcome = { ok: true; identity: SocketIdentity } | { ok: false; reason: string };

function jwtExpiry(token: string): number | null {
  if (!looksLikeJwt(token)) return null;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * The accountability of some credentials, as REST resolves them (api.md §2.1–2.2), except that
 * credentials which do not authenticate an active user fail instead of falling back to the public
 * role: a client that sent a token means to act as its user. No credentials at all: the public role.
 */
export async function authenticateSocket(
  project: Project,
  credentials: Credentials | null,
  client: { ip: string; userAgent?: string },
): Promise<AuthOutcome> {
  if (!credentials) {
    return {
      ok: true,
      identity: {
        accountability: publicAccountability(client.ip, client.userAgent),
        credentials: null,
        expiresAt: null,
      },
    };
  }
  let identity;
  try {
    identity = await resolveIdentity(project, credentials);
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, reason: err.message };
    throw err;
  }
  if (!identity) return { ok: false, reason: 'The credentials do not authenticate an active user' };
  if (identity.needs2FA) return { ok: false, reason: 'The role enforces two-factor authentication' };
  if (!ipAllowed(identity.role, client.ip)) return { ok: false, reason: 'This address is not allowed' };
  const expiresAt = credentials.source === 'cookie' ? null : jwtExpiry(credentials.token);
  if (expiresAt !== null && expiresAt <= Date.now()) return { ok: false, reason: 'The token has expired' };
  return {
    ok: true,
    identity: {
      accountability: { ...identity.accountability, ip: client.ip, userAgent: client.userAgent },
      credentials,
      expiresAt,
    },
  };
}
