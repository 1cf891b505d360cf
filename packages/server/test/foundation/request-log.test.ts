import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli';
import { tempDataDir } from '../support/server';

const running: CliServer[] = [];
afterEach(async () => {
  for (const c of running.splice(0)) await c.stop();
});

async function start(env: Record<string, string>): Promise<CliServer> {
  const server = await startCli(await tempDataDir(), env);
  running.push(server);
  return server;
}

/** The JSON log lines the server printed so far. */
const logLines = (server: CliServer) =>
  server
    .stdout()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { level: number; msg: string; req?: { url: string }; ms?: number });

/** A POST whose body arrives in two parts, `pauseMs` apart: the request takes at least that long. */
function slowPost(url: string, path: string, pauseMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}${path}`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.write('{"project":');
    setTimeout(() => req.end('"x"}'), pauseMs);
  });
}

const settle = () => new Promise((r) => setTimeout(r, 300));

/** The log lines with a given message, once they reach us (stdout is a pipe: give it time). */
async function linesWith(server: CliServer, msg: string, count: number) {
  const deadline = Date.now() + 5000;
  let found = logLines(server).filter((l) => l.msg === msg);
  while (found.length < count && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    found = logLines(server).filter((l) => l.msg === msg);
  }
  return found;
}

/** Issue 16: requests are logged at debug level; slow requests always. */
describe('request logging', () => {
  it('logs nothing for an ordinary request at the default level, but always a slow one', async () => {
    const server = await start({ ATRIUM_SLOW_REQUEST_MS: '400' });
    expect(await (await fetch(`${server.url}/server/ping?access_token=secret-token`)).text()).toBe('pong');
    await settle();
    expect(logLines(server).filter((l) => l.req)).toEqual([]);

    expect(await slowPost(server.url, '/server/projects?access_token=secret-token', 600)).toBeGreaterThan(0);
    const slow = await linesWith(server, 'slow request', 1);
    expect(slow).toHaveLength(1);
    expect(slow[0]!.level).toBe(40); // warn
    expect(slow[0]!.req!.url).toBe('/server/projects?access_token=[redacted]');
    expect(slow[0]!.ms).toBeGreaterThanOrEqual(400);
    expect(server.stdout()).not.toContain('secret-token');
  });

  it('logs every request at debug level when asked to', async () => {
    const server = await start({ ATRIUM_LOG_LEVEL: 'debug' });
    expect((await fetch(`${server.url}/server/ping`)).status).toBe(200);
    const lines = await linesWith(server, 'request completed', 1);
    expect(
      lines.map((l) => [l.level, l.req?.url]),
      server.stdout(),
    ).toEqual([[20, '/server/ping']]);
  });
});
