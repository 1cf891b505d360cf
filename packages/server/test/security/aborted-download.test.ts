import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli';
import { tempDataDir } from '../support/server';

const ADMIN = 'abort-admin-token';

/** Issue 15, defect 8: a client hanging up mid-download is not a server error. */
describe('aborted asset downloads', () => {
  let cli: CliServer;
  let hash: string;

  beforeAll(async () => {
    cli = await startCli(await tempDataDir(), {
      ATRIUM_SUPER_ADMIN_TOKEN: 'abort-super-admin',
      ATRIUM_LOG_LEVEL: 'info',
    });
    const install = await fetch(`${cli.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: 'dl',
        super_admin_token: 'abort-super-admin',
        user_email: 'admin@example.com',
        user_password: 'a long enough password',
        user_token: ADMIN,
      }),
    });
    expect(install.status).toBe(204);
    const form = new FormData();
    form.append('data', new Blob([Buffer.alloc(8 * 1024 * 1024, 'a')], { type: 'text/plain' }), 'big.txt');
    const up = await fetch(`${cli.url}/dl/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(up.status).toBe(200);
    hash = ((await up.json()) as { data: { private_hash: string } }).data.private_hash;
  });
  afterAll(async () => {
    await cli?.stop();
  });

  it('logs no error and records no 500 when the client disconnects mid-stream', async () => {
    const url = new URL(cli.url);
    const logStart = cli.stdout().length;
    for (let i = 0; i < 3; i++) {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect({ host: url.hostname, port: Number(url.port) });
        socket.write(`GET /dl/assets/${hash} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
        let got = 0;
        socket.on('data', (chunk: Buffer) => {
          got += chunk.length;
          if (got > 64 * 1024) {
            socket.destroy();
            resolve();
          }
        });
        socket.on('error', reject);
      });
    }
    await new Promise((r) => setTimeout(r, 1000));
    const log = cli
      .stdout()
      .slice(logStart)
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg?: string; res?: { statusCode?: number } });
    expect(log.filter((l) => l.level >= 50).map((l) => JSON.stringify(l).slice(0, 600))).toEqual([]);
    expect(log.filter((l) => l.res?.statusCode === 500 || l.res?.statusCode === 204)).toEqual([]);
  });
});
