import crypto from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimitStore, ruleForRoute } from '../../src/http/plugins/rate-limit';
import { dbTargets } from '../support/databases';
import {
  installProject,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call } from './helpers';

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

describe('rate-limit counting', () => {
  it('finds the rule by the route the router matched, not by the request target', () => {
    expect(ruleForRoute('POST', '/:project/auth/authenticate')?.name).toBe('authenticate');
    expect(ruleForRoute('POST', '/:project/auth/password/reset')?.name).toBe('password-reset');
    expect(ruleForRoute('GET', '/:project/auth/authenticate')).toBeNull();
    expect(ruleForRoute('POST', '/:project/items/:collection')).toBeNull();
  });

  it('counts hits per window and takes refunds back', async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.hit('k', 60_000)).count).toBe(1);
    expect((await store.hit('k', 60_000)).count).toBe(2);
    await store.refund('k');
    expect((await store.hit('k', 60_000)).count).toBe(2);
    const short = await store.hit('short', 1);
    await new Promise((r) => setTimeout(r, 5));
    expect((await store.hit('short', 1)).count).toBe(1);
    expect(short.resetAt).toBeGreaterThan(0);
  });
});

// With Redis (ATRIUM_REDIS_URL), every process draws on one budget; run where a Redis answers,
// and on CI, where Redis is part of the machine, its absence fails the file instead of running nothing.
const hasRedis = await reachable(6379);
if (process.env.CI && !hasRedis) throw new Error('CI needs Redis on 127.0.0.1:6379');
const targets = hasRedis ? await dbTargets() : [];

describe.each(targets)('rate limits shared over Redis by two processes on $name', (target) => {
  let a: TestServer;
  let b: TestServer;
  let project: InstalledProject;
  const key = `rl${crypto.randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startTestServer({ dataDir, redisUrl: 'redis://127.0.0.1:6379' });
    b = await startTestServer({ dataDir, redisUrl: 'redis://127.0.0.1:6379' });
    project = await installProject(a, target, key);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await project?.cleanup();
  });

  it('refuses the 11th bad login even when the attempts are spread over both processes', async () => {
    const attempt = (server: TestServer) =>
      call(server, `/${key}/auth/authenticate`, {
        method: 'POST',
        json: { email: 'x@example.com', password: 'bad' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 ? a : b)).status);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const over = await attempt(a);
    expect([over.status, over.body.error.code]).toEqual([429, 7]);
    expect((await attempt(b)).status).toBe(429);
  });
});
