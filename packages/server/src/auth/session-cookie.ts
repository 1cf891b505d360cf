import crypto from 'node:crypto';

/**
 * The cookie-mode session cookie (api.md §2.5): the session token encrypted with AES-128-CTR under
 * the first 16 bytes of SHA-256(auth.secret_key), written as `base64(ciphertext) + "::" + hex(iv)`.
 * Same format as Directus 8, so its cookies stay valid. CTR gives no integrity, but a forged value
 * only ever decrypts to a token that must match a session row.
 */
export function sessionCookieName(projectKey: string): string {
  return `directus-${projectKey}-session`;
}

function keyOf(secret: string): Buffer {
  return crypto.createHash('sha256').update(secret, 'utf8').digest().subarray(0, 16);
}

export function encryptSessionToken(token: string, secret: string): string {
  const iv = crypto.randomBytes(16);
  const cipher = crypto.createCipheriv('aes-128-ctr', keyOf(secret), iv);
  const encrypted = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${encrypted.toString('base64')}::${iv.toString('hex')}`;
}

export function decryptSessionToken(value: string, secret: string): string | null {
  const [data, ivHex] = value.split('::');
  if (!data || !ivHex || !/^[0-9a-f]{32}$/i.test(ivHex)) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-128-ctr', keyOf(secret), Buffer.from(ivHex, 'hex'));
    const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]);
    const text = plain.toString('utf8');
    // A wrong key yields bytes that are not a token; session tokens are printable ASCII.
    return /^[\x21-\x7e]+$/.test(text) ? text : null;
  } catch {
    return null;
  }
}
