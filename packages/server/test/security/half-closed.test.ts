import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli';
import { tempDataDir } from '../support/server';

/**
 * Issue 24, item 7: a sign-in whose client half-closes its socket right after the request (sends
 * FIN, still reads). Node ends such a connection and the request is abandoned; the server must
 * not fail on the peer address that is gone (it answered 500 and logged a TypeError).
 */

const EMAIL = 'admin@example.com';
const PASSWORD = 'a long enough password';

/** Writes one request, half-closes the socket at once, and reads the answer's status line. */
function halfClosed(baseUrl: string, path: string, body: string): Promise<string> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port), allowHalfOpen: true });
    socket.on('connect', () => {
      socket.end(
        `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

describe('half-closed sign-ins', () => {
  let cli: CliServer;

  beforeAll(async () => {
    cli = await startCli(await tempDataDir(), {
      ATRIUM_SUPER_ADMIN_TOKEN: 'half-closed-super',
      ATRIUM_LOG_LEVEL: 'info',
    });
    const install = await fetch(`${cli.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: 'hc',
        super_admin_token: 'half-closed-super',
        user_email: EMAIL,
        user_password: PASSWORD,
      }),
    });
    expect(install.status).toBe(204);
  });
  afterAll(async () => {
    await cli?.stop();
  });

  it('never fails with a 500 or an error in the log', async () => {
    const logStart = cli.stdout().length;
    const answers: string[] = [];
    for (let i = 0; i < 6; i++) {
      const password = i % 2 ? PASSWORD : 'wrong password';
      answers.push(
        await halfClosed(cli.url, '/hc/auth/authenticate', JSON.stringify({ email: EMAIL, password })),
      );
    }
    for (const a of answers) expect(a).not.toMatch(/^HTTP\/1\.1 5/);
    await new Promise((r) => setTimeout(r, 500));
    const log = cli
      .stdout()
      .slice(logStart)
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; res?: { statusCode?: number } });
    expect(log.filter((l) => l.level >= 50).map((l) => JSON.stringify(l).slice(0, 300))).toEqual([]);
    expect(log.filter((l) => l.res?.statusCode === 500)).toEqual([]);
    // Sign-ins on ordinary connections still work, and the server is unharmed.
    const ok = await fetch(`${cli.url}/hc/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(ok.status).toBe(200);
    expect(await (await fetch(`${cli.url}/server/ping`)).text()).toBe('pong');
  });
});
