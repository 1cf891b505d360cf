import crypto from 'node:crypto';
import { ApiError, errors } from '../errors';
import { hashPassword, verifyPassword } from '../auth/passwords';

/**
 * The hashers of `hash` fields and `/utils/hash` (api.md §7.6, §5.17): `core`/`bcrypt` are
 * PHP-compatible bcrypt (`$2y$`, cost 10); the digests are lower-case hex.
 */
const DIGESTS: Record<string, string> = {
  md5: 'md5',
  sha1: 'sha1',
  sha224: 'sha224',
  sha256: 'sha256',
  sha384: 'sha384',
  sha512: 'sha512',
};

function hasherError(name: string): ApiError {
  return errors.hasherNotFound(`Hasher "${name}" not found`);
}

export function isKnownHasher(name: string): boolean {
  return name === 'core' || name === 'bcrypt' || name in DIGESTS;
}

export async function hashWith(hasher: string, value: string): Promise<string> {
  if (hasher === 'core' || hasher === 'bcrypt') return hashPassword(value);
  const digest = DIGESTS[hasher];
  if (!digest) throw hasherError(hasher);
  return crypto.createHash(digest).update(value, 'utf8').digest('hex');
}

/**
 * The bcrypt costs `/utils/hash/match` verifies: what this server and Directus produce (10) with
 * room either side. A caller-chosen cost of 31 would keep a core busy for about a day and a half.
 */
export const MATCHABLE_BCRYPT_COSTS = { min: 4, max: 12 } as const;

function bcryptCost(hash: string): number | null {
  const m = /^\$2[aby]\$(\d\d)\$/.exec(hash);
  return m ? Number(m[1]) : null;
}

export async function matchesHash(hasher: string, value: string, hash: string): Promise<boolean> {
  if (hasher === 'core' || hasher === 'bcrypt') {
    const cost = bcryptCost(hash);
    if (cost === null) return false;
    if (cost < MATCHABLE_BCRYPT_COSTS.min || cost > MATCHABLE_BCRYPT_COSTS.max) {
      throw errors.invalidPayload(
        `hash: bcrypt costs from ${MATCHABLE_BCRYPT_COSTS.min} to ${MATCHABLE_BCRYPT_COSTS.max} are accepted.`,
      );
    }
    return verifyPassword(value, hash);
  }
  const expected = await hashWith(hasher, value);
  const a = Buffer.from(expected);
  const b = Buffer.from(hash.toLowerCase());
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
