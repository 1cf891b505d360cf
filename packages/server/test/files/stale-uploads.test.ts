import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli';
import { tempDataDir } from '../support/server';

/**
 * Issue 24, item 8: `kill -9` during an upload left `<data>/tmp/upload-*` forever. A starting
 * server removes the files of dead processes and old ones, and leaves the uploads of live
 * processes sharing the data directory alone.
 */

const SUPER = 'stale-uploads-super';
const TOKEN = 'stale-uploads-admin';
const HOST = os.hostname().replace(/[^A-Za-z0-9.-]/g, '_');

const uploads = async (dataDir: string) =>
  (await fs.readdir(path.join(dataDir, 'tmp')).catch(() => [] as string[])).filter((n) =>
    n.startsWith('upload-'),
  );

describe('temporary upload files after a crash', () => {
  let cli: CliServer | undefined;
  afterAll(async () => {
    await cli?.stop();
  });

  it('are swept when the server starts again, live ones kept', async () => {
    const dataDir = await tempDataDir();
    cli = await startCli(dataDir, { ATRIUM_SUPER_ADMIN_TOKEN: SUPER });
    const install = await fetch(`${cli.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: 'up',
        super_admin_token: SUPER,
        user_email: 'admin@example.com',
        user_password: 'a long enough password',
        user_token: TOKEN,
      }),
    });
    expect(install.status).toBe(204);

    // An upload whose body is still arriving when the server is killed.
    const url = new URL(cli.url);
    const boundary = 'stale-upload-boundary';
    const req = http.request({
      host: url.hostname,
      port: Number(url.port),
      path: '/up/files',
      method: 'POST',
      headers: {
        authorization: `Bearer ${TOKEN}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(10 * 1024 * 1024),
      },
    });
    req.on('error', () => undefined);
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"; filename="big.txt"\r\n` +
        `Content-Type: text/plain\r\n\r\n`,
    );
    req.write(Buffer.alloc(256 * 1024, 'a'));
    const deadline = Date.now() + 10_000;
    while ((await uploads(dataDir)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50));
    const leftover = await uploads(dataDir);
    expect(leftover).toHaveLength(1);
    cli.child.kill('SIGKILL');
    await cli.exited;
    req.destroy();
    expect(await uploads(dataDir)).toEqual(leftover);

    // Files of other writers: a live process on this host, another host (fresh), and an old one.
    const tmp = path.join(dataDir, 'tmp');
    const live = `upload-${HOST}~${process.pid}~${crypto.randomUUID()}`;
    const otherHost = `upload-elsewhere.example~4242~${crypto.randomUUID()}`;
    const old = `upload-elsewhere.example~4243~${crypto.randomUUID()}`;
    const legacy = `upload-${crypto.randomUUID()}`;
    for (const name of [live, otherHost, old, legacy]) await fs.writeFile(path.join(tmp, name), 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await fs.utimes(path.join(tmp, old), twoHoursAgo, twoHoursAgo);

    cli = await startCli(dataDir, { ATRIUM_SUPER_ADMIN_TOKEN: SUPER });
    expect((await uploads(dataDir)).sort()).toEqual([live, otherHost, legacy].sort());
    // Uploads work as before.
    const form = new FormData();
    form.append('data', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const up = await fetch(`${cli.url}/up/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(up.status).toBe(200);
    expect((await uploads(dataDir)).sort()).toEqual([live, otherHost, legacy].sort());
  });
});
