import { SignJWT, errors as joseErrors, jwtVerify, decodeProtectedHeader, type JWTPayload } from 'jose';
import type { ProjectConfig } from '../projects/project-config';

/**
 * HS256 tokens signed with the project's `auth.secret_key`, shaped as Directus 8 signs them
 * (api.md §2.3): header `{"typ":"JWT","alg":"HS256"}`, claims `type`, `key` (= `auth.public_key`)
 * and `project`, so tokens issued by a v8 server with the same secret keep working.
 */
export type TokenType = 'auth' | 'reset_password' | 'invitation' | 'request_token' | 'sso_state';

export type TokenFailure = 'invalid' | 'expired';

export class TokenError extends Error {
  constructor(readonly reason: TokenFailure) {
    super(reason === 'expired' ? 'Expired token' : 'Invalid token');
  }
}

function secretOf(config: ProjectConfig): Uint8Array {
  return new TextEncoder().encode(config.auth.secret_key);
}

/** Three dot-separated parts whose header says `"typ":"JWT"` (api.md §2.1); anything else is a static token. */
export function looksLikeJwt(token: string): boolean {
  if (token.split('.').length !== 3) return false;
  try {
    const header = decodeProtectedHeader(token);
    return typeof header.typ === 'string' && header.typ.toUpperCase() === 'JWT';
  } catch {
    return false;
  }
}

export async function signToken(
  projectKey: string,
  config: ProjectConfig,
  type: TokenType,
  claims: Record<string, unknown>,
  ttlMinutes: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, type, key: config.auth.public_key, project: projectKey })
    .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
    .setExpirationTime(now + Math.round(ttlMinutes * 60))
    .sign(secretOf(config));
}

/** Checks only signature and expiry; claims are left to the caller. */
export async function verifySignature(
  config: ProjectConfig,
  token: string,
): Promise<JWTPayload & Record<string, unknown>> {
  try {
    const { payload } = await jwtVerify(token, secretOf(config), { algorithms: ['HS256'] });
    if (typeof payload.exp !== 'number') throw new TokenError('invalid');
    return payload as JWTPayload & Record<string, unknown>;
  } catch (err) {
    if (err instanceof TokenError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
}

/**
 * Verifies signature, expiry, `type`, `key` and `project`; throws TokenError('expired') only for a
 * correctly signed token past its `exp`, TokenError('invalid') for everything else.
 */
export async function verifyToken(
  projectKey: string,
  config: ProjectConfig,
  type: TokenType,
  token: string,
): Promise<JWTPayload & Record<string, unknown>> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, secretOf(config), { algorithms: ['HS256'], clockTolerance: 0 }));
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new TokenError('expired');
    throw new TokenError('invalid');
  }
  if (typeof payload.exp !== 'number') throw new TokenError('invalid');
  if (payload.type !== type || payload.key !== config.auth.public_key || payload.project !== projectKey) {
    throw new TokenError('invalid');
  }
  return payload as JWTPayload & Record<string, unknown>;
}
