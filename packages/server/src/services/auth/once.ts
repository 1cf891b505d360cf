/**
 * Remembers keys for a while so a one-time secret (an OTP, an SSO request token) is accepted once.
 * Per process: with several processes a replay must at least reach the same one, within the TTL.
 */
const seen = new Map<string, number>();

export function claimOnce(key: string, ttlMs: number): boolean {
  const now = Date.now();
  if (seen.size > 10_000) {
    for (const [k, until] of seen) if (until <= now) seen.delete(k);
  }
  const until = seen.get(key);
  if (until !== undefined && until > now) return false;
  seen.set(key, now + ttlMs);
  return true;
}
