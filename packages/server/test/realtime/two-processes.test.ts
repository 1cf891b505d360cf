import net from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call } from '../auth/helpers';
import { createUser } from '../support/users';
import { socketUrl, TestSocket } from './socket';

/**
 * Issue 28: a write through one server process reaches subscribers on another process of the same
 * PostgreSQL database — through the database when there is no Redis, over Redis pub/sub when
 * `ATRIUM_REDIS_URL` is set.
 */

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

const pg = (await dbTargets()).find((t) => t.name === 'pg');
const hasRedis = await reachable(6379);
if (process.env.CI && !hasRedis) throw new Error('CI needs Redis on 127.0.0.1:6379');
const relays = pg ? [{ relay: 'the database' }, ...(hasRedis ? [{ relay: 'Redis' }] : [])] : [];
const P = 'fanout';

describe.each(relays)('realtime across two processes through $relay', ({ relay }) => {
  let a: TestServer;
  let b: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let socket: TestSocket;

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    const redisUrl = relay === 'Redis' ? 'redis://127.0.0.1:6379' : undefined;
    a = await startTestServer({ dataDir, redisUrl, realtime: { heartbeatMs: 0 } });
    b = await startTestServer({ dataDir, redisUrl, realtime: { heartbeatMs: 0 } });
    project = await installProject(a, pg!, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(a, P);
    await createCollection(knex, 'posts', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
    ]);
    await refreshSchema(a, P);
    await refreshSchema(b, P);
  });

  afterAll(async () => {
    socket?.close();
    await knex?.destroy();
    await a?.close();
    await b?.close();
    await project?.cleanup();
  });

  it('delivers a write made through one process to a subscriber of the other', async () => {
    socket = await TestSocket.open(socketUrl(b.url, P));
    await socket.ask({ type: 'auth', access_token: ADMIN_TOKEN, uid: 'auth' });
    await socket.ask({ type: 'subscribe', collection: 'posts', query: { fields: ['title'] }, uid: 'p' });
    if (relay === 'the database') {
      // Process b marks itself as listening on its first poll; until then a has nobody to write for.
      for (let i = 0; i < 50; i++) {
        const row = await knex('directus_realtime_listeners')
          .where('until', '>', Date.now())
          .first()
          .catch(() => null); // not made yet
        if (row) break;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const res = await call(a, `/${P}/items/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      json: { title: 'From process a' },
    });
    expect(res.status).toBe(200);
    expect(await socket.next((m) => m.uid === 'p' && m.event === 'create')).toEqual({
      type: 'subscription',
      event: 'create',
      data: [{ title: 'From process a' }],
      // The same user wrote it (through the other process).
      own: true,
      uid: 'p',
    });
    // b's own writes reach its subscriber once, not again through the relay.
    await call(b, `/${P}/items/posts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      json: { title: 'From process b' },
    });
    await socket.next((m) => m.uid === 'p' && m.data?.[0]?.title === 'From process b');
    await new Promise((r) => setTimeout(r, 600));
    expect(socket.received.filter((m) => m.data?.[0]?.title === 'From process b')).toHaveLength(1);
  });

  // Presence crosses processes over Redis only (docs/realtime.md): defined for that relay alone.
  if (relay === 'Redis')
    it('shares who has an item open across the processes', async () => {
      const id = (
        await call(a, `/${P}/items/posts`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
          json: { title: 'Open on both' },
        })
      ).body.data.id;
      const { email, password } = await createUser(knex, { role: 1 });
      const jwt = (await call(a, `/${P}/auth/authenticate`, { method: 'POST', json: { email, password } }))
        .body.data.token as string;
      await socket.ask({ type: 'presence', collection: 'posts', item: id, uid: 'here' });
      const other = await TestSocket.open(socketUrl(a.url, P));
      await other.ask({ type: 'auth', access_token: jwt, uid: 'auth' });
      await other.ask({ type: 'presence', collection: 'posts', item: id, editing: true, uid: 'here' });
      // Each process hears of the other's user.
      expect((await other.next((m) => m.type === 'presence' && m.users?.length === 2)).users).toHaveLength(2);
      const seen = await socket.next((m) => m.type === 'presence' && m.users?.length === 2);
      expect(seen.users.find((u: { editing: boolean }) => u.editing)).toBeTruthy();
      other.close();
      await socket.next((m) => m.type === 'presence' && m.users?.length === 1);
    });
});
