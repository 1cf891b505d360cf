import { describe, expect, it } from 'vitest';
import { decryptSessionToken, encryptSessionToken } from '../../src/auth/session-cookie';

// A cookie value made with the OpenSSL command line the way Directus 8 makes it with PHP's
// openssl_encrypt: AES-128-CTR, key = first 16 bytes of SHA-256(secret), base64 + "::" + hex(iv).
const SECRET = 'v8-secret-key-for-tests-1234567890';
const V8_COOKIE = 'YexJvy30rpUaoKDwoY+N1p0khNI035+frLKw::000102030405060708090a0b0c0d0e0f';

describe('the session cookie format of Directus 8', () => {
  it('decrypts a cookie written by a v8 server with the same secret', () => {
    expect(decryptSessionToken(V8_COOKIE, SECRET)).toBe('abcdefghijklmnopqrstuvwx-42');
  });

  it('round-trips with a fresh IV each time and rejects other secrets and garbage', () => {
    const a = encryptSessionToken('token-1', SECRET);
    const b = encryptSessionToken('token-1', SECRET);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^[A-Za-z0-9+/=]+::[0-9a-f]{32}$/);
    expect(decryptSessionToken(a, SECRET)).toBe('token-1');
    expect(decryptSessionToken(a, 'another-secret-entirely')).not.toBe('token-1');
    expect(decryptSessionToken('garbage', SECRET)).toBeNull();
    expect(decryptSessionToken('AAAA::zz', SECRET)).toBeNull();
  });
});

describe('secrets in request logs', () => {
  it('masks tokens in query strings and invitation tokens in paths', async () => {
    const { redactUrl } = await import('../../src/http/app');
    expect(redactUrl('/_/users/me?access_token=abc')).toBe('/_/users/me?access_token=[redacted]');
    expect(redactUrl('/_/users/invite/eyJ.a.b')).toBe('/_/users/invite/[redacted]');
    expect(redactUrl('/_/users/invite/eyJ.a.b?x=1')).toBe('/_/users/invite/[redacted]?x=1');
  });
});

describe('client IP behind trusted proxies', () => {
  it('believes X-Forwarded-For only from trusted proxies, addresses or CIDR ranges', async () => {
    const { clientIpFrom } = await import('../../src/auth/client-ip');
    expect(clientIpFrom('10.0.0.5', '203.0.113.9', [])).toBe('10.0.0.5');
    expect(clientIpFrom('10.0.0.5', '203.0.113.9', ['10.0.0.5'])).toBe('203.0.113.9');
    expect(clientIpFrom('10.1.2.3', '203.0.113.9, 10.0.0.7', ['10.0.0.0/8'])).toBe('203.0.113.9');
    expect(clientIpFrom('::ffff:10.1.2.3', '198.51.100.1', ['10.0.0.0/8'])).toBe('198.51.100.1');
    expect(clientIpFrom('192.168.1.1', '203.0.113.9', ['10.0.0.0/8'])).toBe('192.168.1.1');
    // A client cannot prepend its own hops: the right-most untrusted address wins.
    expect(clientIpFrom('10.0.0.5', '1.2.3.4, 203.0.113.9', ['10.0.0.5'])).toBe('203.0.113.9');
  });
});
