import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDriver } from '../../src/storage/local';
import { S3Driver } from '../../src/storage/s3';
import { StorageExistsError, StorageNotFoundError, type StorageDriver } from '../../src/storage/driver';
import { startLocalS3, type LocalS3 } from './s3-server';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

async function text(driver: StorageDriver, key: string, range?: { start: number; end: number }) {
  const chunks: Buffer[] = [];
  for await (const c of await driver.read(key, range)) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function keys(driver: StorageDriver, prefix = '') {
  const out: string[] = [];
  for await (const k of driver.list(prefix)) out.push(k);
  return out.sort();
}

let s3: LocalS3;
let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-storage-'));
  s3 = await startLocalS3(['atrium-contract']);
});
afterAll(async () => {
  await s3?.close();
  await fs.rm(tmp, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ['local', () => new LocalDriver(path.join(tmp, 'local-root'))],
  [
    's3 (s3rver on loopback)',
    () =>
      new S3Driver(
        {
          bucket: 'atrium-contract',
          region: 'us-east-1',
          endpoint: s3.endpoint,
          key: s3.key,
          secret: s3.secret,
          forcePathStyle: true,
        },
        'uploads/_/originals',
      ),
  ],
];

describe.each(drivers)('storage driver contract: %s', (_name, make) => {
  it('stores files and buffers, reads them back whole and by byte range, and stats them', async () => {
    const d = make();
    const src = path.join(tmp, `src-${Math.random()}`);
    await fs.writeFile(src, 'hello, storage');
    await d.putFile('a.txt', src, { contentType: 'text/plain' });
    await d.putBuffer('w64,h64,fcrop,q80/a.txt', Buffer.from('thumb'));
    expect(await text(d, 'a.txt')).toBe('hello, storage');
    expect(await text(d, 'a.txt', { start: 7, end: 13 })).toBe('storage');
    expect(await text(d, 'w64,h64,fcrop,q80/a.txt')).toBe('thumb');
    const stat = await d.stat('a.txt');
    expect(stat?.size).toBe(14);
    expect(stat?.modified).toBeInstanceOf(Date);
    expect(await d.stat('missing.txt')).toBeNull();
    // The source file was moved or consumed: nothing is left in the temporary place.
    await expect(fs.stat(src)).rejects.toThrow();
  });

  it('lists keys by prefix, renames, and deletes idempotently', async () => {
    const d = make();
    await d.putBuffer('list/one.bin', Buffer.from('1'));
    await d.putBuffer('list/two.bin', Buffer.from('22'));
    expect(await keys(d, 'list/')).toEqual(['list/one.bin', 'list/two.bin']);
    await d.move('list/one.bin', 'list/uno.bin');
    expect(await keys(d, 'list/')).toEqual(['list/two.bin', 'list/uno.bin']);
    expect(await text(d, 'list/uno.bin')).toBe('1');
    await d.delete('list/uno.bin');
    await d.delete('list/uno.bin');
    expect(await keys(d, 'list/')).toEqual(['list/two.bin']);
  });

  it('creates exclusively: an existing key is refused and the source file stays for another try', async () => {
    const d = make();
    const src = path.join(tmp, `excl-${Math.random()}`);
    await fs.writeFile(src, 'first');
    await d.putFile('exclusive.txt', src, { exclusive: true });
    await fs.writeFile(src, 'second');
    await expect(d.putFile('exclusive.txt', src, { exclusive: true })).rejects.toBeInstanceOf(
      StorageExistsError,
    );
    expect(await fs.readFile(src, 'utf8')).toBe('second');
    expect(await text(d, 'exclusive.txt')).toBe('first');
    await d.putFile('exclusive-2.txt', src, { exclusive: true });
    expect(await text(d, 'exclusive-2.txt')).toBe('second');
  });

  it('reports a missing object as StorageNotFoundError on read and move', async () => {
    const d = make();
    await expect(d.read('nope.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(d.move('nope.bin', 'other.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it('refuses keys that could leave its root', async () => {
    const d = make();
    for (const key of ['../escape.txt', '/abs.txt', 'a/../../b', 'a\\b', '', 'a//b']) {
      await expect(d.putBuffer(key, Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
    }
  });

  it('replaces an object atomically under concurrent writers', async () => {
    const d = make();
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => d.putBuffer('race.txt', Buffer.from(String(i).repeat(1000)))),
    );
    const body = await text(d, 'race.txt');
    expect(body).toMatch(/^(\d)\1{999}$/);
  });
});
