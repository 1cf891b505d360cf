import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheTopic } from '../../src/cache/invalidation-bus';
import { dbTargets } from '../support/databases';
import {
  installProject,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 6379 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

const hasRedis = await redisReachable();
if (process.env.CI && !hasRedis) throw new Error('CI needs Redis on 127.0.0.1:6379');
const target = (await dbTargets()).find((t) => t.name === 'pg') ?? (await dbTargets())[0]!;
const modes = [
  { name: 'version polling', redisUrl: undefined as string | undefined },
  ...(hasRedis ? [{ name: 'Redis pub/sub', redisUrl: 'redis://127.0.0.1:6379' }] : []),
];

/** Two processes on one database: a cache change published by one reaches the other (design.md §5). */
describe.each(modes)(`cache invalidation across servers by $name on ${target.name}`, ({ redisUrl }) => {
  let a: TestServer;
  let b: TestServer;
  let project: InstalledProject;
  const heardByB: [string, CacheTopic][] = [];
  const heardByA: [string, CacheTopic][] = [];

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startTestServer({ dataDir, redisUrl });
    b = await startTestServer({ dataDir, redisUrl });
    project = await installProject(a, target, 'bus');
    // Both load the project (and start watching it).
    expect((await a.request('/bus/')).status).toBe(200);
    expect((await b.request('/bus/')).status).toBe(200);
    a.bus.subscribe((key, topic) => heardByA.push([key, topic]));
    b.bus.subscribe((key, topic) => heardByB.push([key, topic]));
    // Let the pollers record the initial versions.
    await new Promise((r) => setTimeout(r, 400));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await project?.cleanup();
  });

  it('notifies the publishing process at once and the other one shortly after', async () => {
    await a.bus.publish('bus', 'schema');
    expect(heardByA).toEqual([['bus', 'schema']]);
    const deadline = Date.now() + 3000;
    while (heardByB.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(heardByB).toEqual([['bus', 'schema']]);
    await new Promise((r) => setTimeout(r, 500));
    // Heard once each: the publisher does not hear its own change again, the other not twice.
    expect(heardByA).toHaveLength(1);
    expect(heardByB).toHaveLength(1);
  });
});
