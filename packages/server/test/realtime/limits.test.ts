import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';
import { call } from '../auth/helpers';
import { socketUrl, TestSocket } from './socket';

/**
 * Issue 28: the realtime endpoint's bounds (docs/realtime.md), each set low here: connections per
 * user and per process, messages per second, subscriptions per socket, message size, and the slow
 * consumer whose queue outgrows its allowance — closed, never allowed to grow the server's memory.
 * The limits do not depend on the database: SQLite only.
 */

const P = 'limits';

describe('realtime limits', () => {
  let server: TestServer;
  let knex: Knex;
  let token: string;

  const connect = () => TestSocket.open(socketUrl(server.url, P));
  const authed = (t = token) => TestSocket.signedIn(socketUrl(server.url, P), t);
  /** Closes sockets and waits until the server has let go of them. */
  const closeAll = async (sockets: TestSocket[]) => {
    for (const s of sockets) s.close();
    await Promise.all(sockets.map((s) => s.closed));
    for (let i = 0; i < 50 && server.realtime.connections > 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(server.realtime.connections).toBe(0);
  };

  beforeAll(async () => {
    server = await startTestServer({
      realtime: {
        connectionsPerUser: 2,
        connectionsPerProcess: 4,
        messagesPerSecond: 5,
        subscriptionsPerConnection: 3,
        maxMessageBytes: 2048,
        maxBufferedBytes: 64 * 1024,
        heartbeatMs: 0,
      },
    });
    await installProject(server, { name: 'sqlite', installFields: () => ({}) }, P, {
      user_token: ADMIN_TOKEN,
    });
    knex = await projectKnex(server, P);
    await createCollection(knex, 'logs', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'text', type: 'text', column: 'text' },
    ]);
    ({ token } = await createRoleWithUser(knex, 'Readers', [{ collection: 'logs', read: 'full' }]));
    await refreshSchema(server, P);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
  });

  it('allows a user so many sockets, and the process so many in all', async () => {
    const first = await authed();
    const second = await authed();
    const third = await connect();
    expect(await third.ask({ type: 'auth', access_token: token, uid: 'a' })).toMatchObject({
      status: 'error',
      error: { code: 'LIMIT_EXCEEDED' },
    });
    expect(await third.closed).toBe(1008);
    // Another user still gets in, up to the process's limit.
    const admin = await authed(ADMIN_TOKEN);
    const idle = await connect();
    await expect(connect()).rejects.toThrow(/503/);
    await closeAll([first, second, admin, idle]);
    await closeAll([await authed()]);
  });

  it('bounds the sockets of one address that have not authenticated yet', async () => {
    const a = await connect();
    const b = await connect();
    await expect(connect()).rejects.toThrow(/429/);
    expect(await a.ask({ type: 'auth', access_token: ADMIN_TOKEN, uid: 'a' })).toMatchObject({
      status: 'ok',
    });
    const c = await connect();
    await closeAll([a, b, c]);
  });

  it('refuses messages beyond the second’s budget and subscriptions beyond the socket’s', async () => {
    const s = await authed();
    for (let i = 0; i < 8; i++) s.send({ type: 'ping', uid: i });
    expect(await s.next((m) => m.error?.code === 'REQUESTS_EXCEEDED')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 1000));
    for (const uid of ['a', 'b', 'c']) {
      expect(await s.ask({ type: 'subscribe', collection: 'logs', uid })).toMatchObject({ event: 'init' });
    }
    expect(await s.ask({ type: 'subscribe', collection: 'logs', uid: 'd' })).toMatchObject({
      type: 'subscribe',
      status: 'error',
      error: { code: 'LIMIT_EXCEEDED' },
    });
    await closeAll([s]);
  });

  it('closes a socket that sends a message larger than allowed', async () => {
    const s = await authed();
    s.send({ type: 'ping', uid: 'x'.repeat(4000) });
    expect(await s.closed).toBe(1009);
    await closeAll([]);
  });

  it('delivers events of every frame size intact (short, 16-bit and 64-bit lengths)', async () => {
    const s = await authed(ADMIN_TOKEN);
    await s.ask({ type: 'subscribe', collection: 'logs', uid: 'sizes' });
    for (const size of [10, 1000, 200_000]) {
      const text = 'y'.repeat(size);
      await call(server, `/${P}/items/logs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        json: { text },
      });
      const event = await s.next((m) => m.uid === 'sizes' && m.event === 'create');
      expect(event.data).toEqual([{ id: expect.any(Number), text }]);
    }
    await closeAll([s]);
  });

  it('drops a slow consumer instead of queueing for it', async () => {
    const slow = await authed(ADMIN_TOKEN);
    for (const uid of ['a', 'b', 'c']) await slow.ask({ type: 'subscribe', collection: 'logs', uid });
    // The client stops reading: what the server sends piles up in the kernel, then in its queue.
    (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    const big = 'x'.repeat(32 * 1024);
    for (let i = 0; i < 40 && server.realtime.connections > 0; i++) {
      await call(server, `/${P}/items/logs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
        json: Array.from({ length: 20 }, () => ({ text: big })),
      });
      await server.realtime.settled();
    }
    // Closed at once; cut off within two seconds when it does not answer the closing handshake.
    for (let i = 0; i < 100 && server.realtime.connections > 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(server.realtime.connections).toBe(0);
  });
});

describe('realtime limits of one project (its config file)', () => {
  let server: TestServer;
  const Q = 'ownlimits';

  beforeAll(async () => {
    // The server's own limits are roomy; the project's file lowers some and raises one.
    server = await startTestServer({
      realtime: {
        connectionsPerUser: 5,
        messagesPerSecond: 50,
        subscriptionsPerConnection: 1,
        heartbeatMs: 0,
      },
    });
    for (const key of [P, Q])
      await installProject(server, { name: 'sqlite', installFields: () => ({}) }, key, {
        user_token: ADMIN_TOKEN,
      });
    const file = path.join(server.dataDir, 'projects', `${Q}.json`);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
    json.realtime = {
      connections_per_user: 1,
      messages_per_second: 3,
      subscriptions_per_connection: 2,
      max_message_bytes: 1024,
    };
    await fs.writeFile(file, JSON.stringify(json, null, 2));
    // The server picks up a changed project file within a second.
    await new Promise((r) => setTimeout(r, 1200));
  });

  afterAll(async () => {
    await server?.close();
  });

  it("applies the project's own bounds to its sockets, and the server's to the others", async () => {
    const url = socketUrl(server.url, Q);
    const s = await TestSocket.signedIn(url, ADMIN_TOKEN);
    // One socket per user here.
    const second = await TestSocket.open(url);
    expect(await second.ask({ type: 'auth', access_token: ADMIN_TOKEN, uid: 'a' })).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED' },
    });
    // Two subscriptions (the server allows one); three messages a second, so a pause first.
    await new Promise((r) => setTimeout(r, 1000));
    for (const uid of ['x', 'y'])
      expect(
        await s.ask({ type: 'subscribe', collection: 'directus_users', query: { limit: 1 }, uid }),
      ).toMatchObject({
        event: 'init',
      });
    await new Promise((r) => setTimeout(r, 1000));
    expect(await s.ask({ type: 'subscribe', collection: 'directus_users', uid: 'z' })).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED', message: 'At most 2 subscriptions per socket' },
    });
    // Three messages a second: the fourth within the second is refused.
    await new Promise((r) => setTimeout(r, 1000));
    for (let i = 0; i < 4; i++) s.send({ type: 'ping', uid: `p${i}` });
    expect(await s.next((m) => m.error?.code === 'REQUESTS_EXCEEDED')).toMatchObject({ type: 'unknown' });
    // A message over the project's size closes the socket, as one over the server's would.
    s.send({ type: 'ping', uid: 'x'.repeat(2000) });
    expect(await s.closed).toBe(1009);

    // The other project keeps the server's bounds: several sockets of one user, one subscription.
    const other = socketUrl(server.url, P);
    const a = await TestSocket.signedIn(other, ADMIN_TOKEN);
    const b = await TestSocket.signedIn(other, ADMIN_TOKEN);
    await a.ask({ type: 'subscribe', collection: 'directus_users', query: { limit: 1 }, uid: 'x' });
    expect(await a.ask({ type: 'subscribe', collection: 'directus_users', uid: 'y' })).toMatchObject({
      error: { code: 'LIMIT_EXCEEDED' },
    });
    for (const t of [a, b, second]) t.close();
  });
});
