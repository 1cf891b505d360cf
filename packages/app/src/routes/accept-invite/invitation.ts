/** What the app reads from an invitation link's token, without verifying it (the server does). */
export interface InvitationClaims {
  /** The invited address, when the token names one. */
  email: string | null;
  /** The project key the invitation belongs to. */
  project: string | null;
  /** Expiry as epoch milliseconds. */
  expiresAt: number | null;
}

function base64UrlToText(part: string): string {
  if (!/^[A-Za-z0-9_-]*$/.test(part)) throw new Error('not base64url');
  const b64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

/**
 * The claims of an invitation JWT (`header.payload.signature`), or null when the token is not a
 * readable JWT. Nothing here is trusted: it only tells which project to ask and which address the
 * invitation was sent to.
 */
export function decodeInvitation(token: string | null | undefined): InvitationClaims | null {
  const parts = (token ?? '').split('.');
  if (parts.length !== 3 || parts.some((p) => p === '')) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(base64UrlToText(parts[1]!));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return null;
  const claims = payload as Record<string, unknown>;
  const exp = claims.exp;
  return {
    email: text(claims.email),
    project: text(claims.project),
    expiresAt: typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null,
  };
}
