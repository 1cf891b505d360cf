import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Random string of [0-9a-zA-Z], from a CSPRNG without modulo bias. */
export function randomAlphanumeric(length: number): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += alphabet[byte % 62];
    }
  }
  return out;
}

/** Constant-time comparison of two secrets of any length. */
export function secretsEqual(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/**
 * The server-wide super-admin token: from ATRIUM_SUPER_ADMIN_TOKEN, else the one generated on
 * first start and kept in `<data>/super-admin-token` (mode 0600). `created` tells the caller to
 * print it once.
 */
export async function resolveSuperAdminToken(
  dataDir: string,
  fromEnv: string | undefined,
): Promise<{ token: string; created: boolean }> {
  if (fromEnv) return { token: fromEnv, created: false };
  const file = path.join(dataDir, 'super-admin-token');
  try {
    const token = (await fs.readFile(file, 'utf8')).trim();
    if (token) return { token, created: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const token = randomAlphanumeric(32);
  await fs.mkdir(dataDir, { recursive: true });
  try {
    await fs.writeFile(file, token + '\n', { mode: 0o600, flag: 'wx' });
    return { token, created: true };
  } catch (err) {
    // Another process created it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') {
      return { token: (await fs.readFile(file, 'utf8')).trim(), created: false };
    }
    throw err;
  }
}
