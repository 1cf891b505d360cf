import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installProject, json, startTestServer, type TestServer } from '../support/server';

describe('/utils', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, '_');
  });
  afterAll(() => server?.close());

  const post = (p: string, body?: unknown) => server.request(`/_/utils/${p}`, { method: 'POST', json: body });

  it('hashes with PHP-compatible bcrypt by default and verifies it', async () => {
    const res = await json(await post('hash', { string: 'secret' }));
    expect(res.data.hash).toMatch(/^\$2y\$10\$/);
    expect(bcrypt.compareSync('secret', res.data.hash)).toBe(true);
    expect(res.public).toBe(true);
    expect((await json(await post('hash/match', { string: 'secret', hash: res.data.hash }))).data.valid).toBe(
      true,
    );
    expect((await json(await post('hash/match', { string: 'Secret', hash: res.data.hash }))).data.valid).toBe(
      false,
    );
  });

  it('produces hex digests for the sha and md5 hashers', async () => {
    for (const hasher of ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']) {
      const res = await json(await post('hash', { string: 'atrium', hasher }));
      expect(res.data.hash).toBe(crypto.createHash(hasher).update('atrium').digest('hex'));
      const match = await json(await post('hash/match', { string: 'atrium', hasher, hash: res.data.hash }));
      expect(match.data.valid).toBe(true);
    }
  });

  it('rejects unknown hashers (422/1000) and missing strings (422/4)', async () => {
    const unknown = await post('hash', { string: 'x', hasher: 'rot13' });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).error.code).toBe(1000);
    const unknownMatch = await post('hash/match', { string: 'x', hash: 'y', hasher: 'rot13' });
    expect((await json(unknownMatch)).error.code).toBe(1000);
    const missing = await post('hash', {});
    expect([missing.status, (await json(missing)).error]).toEqual([
      422,
      { code: 4, message: 'string: This value should not be blank.' },
    ]);
    expect((await post('hash')).status).toBe(400);
  });

  it('generates random strings of the asked length from the v8 alphabet', async () => {
    const a = (await json(await post('random/string'))).data.random as string;
    const b = (await json(await post('random/string', { length: 64 }))).data.random as string;
    expect(a).toHaveLength(32);
    expect(b).toHaveLength(64);
    expect(a).not.toBe(b.slice(0, 32));
    expect(b).toMatch(/^[0-9a-zA-Z!@#$%^&*()_+}{;?>.<,]+$/);
    expect((await post('random/string', { length: 0 })).status).toBe(422);
  });
});
