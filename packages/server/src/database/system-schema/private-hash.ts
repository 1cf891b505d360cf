import crypto from 'node:crypto';

/** `private_hash`: 16 characters of `[0-9a-z]` from a CSPRNG (api.md §5.5). */
export function privateHash(): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let out = '';
  while (out.length < 16) {
    for (const byte of crypto.randomBytes(24)) {
      // 252 = 7 × 36: discarding larger bytes keeps every character equally likely.
      if (byte < 252 && out.length < 16) out += alphabet[byte % 36];
    }
  }
  return out;
}
