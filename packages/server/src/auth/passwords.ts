import bcrypt from 'bcryptjs';

/**
 * Passwords are bcrypt, cost 10, written with PHP's `$2y$` prefix so Directus 8 verifies them too
 * (api.md §7.6). `$2y$`, `$2a$` and `$2b$` hashes all verify: the algorithms are the same.
 */
const COST = 10;

export async function hashPassword(plain: string): Promise<string> {
  const hash = await bcrypt.hash(plain, COST);
  return '$2y$' + hash.slice(4);
}

export async function verifyPassword(plain: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) return false;
  return bcrypt.compare(plain, '$2b$' + hash.slice(4));
}
