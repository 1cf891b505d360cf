import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, cookieFrom } from '../auth/helpers';
import { createUser } from '../support/users';
import { socketUrl, TestSocket } from './socket';

/**
 * Issue 28: the realtime endpoint speaks Directus 11's protocol under the project prefix —
 * authentication (token, session cookie from a trusted origin, in-band refresh, timeout),
 * subscriptions with fields and filter and every event, unsubscribe, heartbeat, item actions.
 */

const targets = await dbTargets();
const P = 'live';

describe.each(targets)('the realtime protocol on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  const open: TestSocket[] = [];
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

  const connect = async (headers: Record<string, string> = {}) => {
    const s = await TestSocket.open(socketUrl(server.url, P), headers);
    open.push(s);
    return s;
  };
  const asAdmin = async () => {
    const s = await TestSocket.signedIn(socketUrl(server.url, P), ADMIN_TOKEN);
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    server = await startTestServer({ realtime: { authTimeoutMs: 400, heartbeatMs: 0 } });
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await createCollection(knex, 'articles', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'state', type: 'string', column: 'string' },
      { field: 'body', type: 'text', column: 'text' },
    ]);
    await refreshSchema(server, P);
  });

  afterAll(async () => {
    for (const s of open) s.close();
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('closes a socket that does not authenticate in time, and one whose token is wrong', async () => {
    const idle = await connect();
    expect(await idle.next()).toMatchObject({
      type: 'auth',
      status: 'error',
      error: { code: 'AUTH_TIMEOUT' },
    });
    expect(await idle.closed).toBe(1008);

    const wrong = await connect();
    expect(await wrong.ask({ type: 'auth', access_token: 'not-a-token', uid: 1 })).toMatchObject({
      status: 'error',
      error: { code: 'AUTH_FAILED' },
      uid: 1,
    });
    expect(await wrong.closed).toBe(1008);
  });

  it('answers ping with pong and refuses messages before authentication or of a wrong shape', async () => {
    const s = await connect();
    expect(await s.ask({ type: 'ping', uid: 'p' })).toEqual({ type: 'pong', uid: 'p' });
    expect(await s.ask({ type: 'subscribe', collection: 'articles', uid: 's' })).toMatchObject({
      status: 'error',
      error: { code: 'AUTH_FAILED' },
    });
    await s.ask({ type: 'auth', access_token: ADMIN_TOKEN, uid: 'a' });
    expect(await s.ask({ type: 'subscribe', uid: 'x' })).toMatchObject({
      type: 'subscribe',
      status: 'error',
      error: { code: 'INVALID_PAYLOAD' },
    });
    s.send('not json');
    expect(await s.next((m) => m.error?.code === 'INVALID_PAYLOAD')).toBeTruthy();
  });

  it('sends init, create, update and delete shaped by the subscription query, until unsubscribed', async () => {
    const s = await asAdmin();
    const { id: old } = (
      await call(server, `/${P}/items/articles`, {
        method: 'POST',
        headers: admin,
        json: { title: 'Old', state: 'published', body: 'x' },
      })
    ).body.data;
    const init = await s.ask({
      type: 'subscribe',
      collection: 'articles',
      query: { fields: ['id', 'title'], filter: { state: { eq: 'published' } } },
      uid: 'pub',
    });
    expect(init).toEqual({
      type: 'subscription',
      event: 'init',
      data: [{ id: old, title: 'Old' }],
      uid: 'pub',
    });

    await call(server, `/${P}/items/articles`, {
      method: 'POST',
      headers: admin,
      json: [
        { title: 'Draft', state: 'draft', body: 'y' },
        { title: 'New', state: 'published', body: 'z' },
      ],
    });
    const created = await s.next((m) => m.uid === 'pub' && m.event === 'create');
    expect(created.data).toEqual([{ id: expect.any(Number), title: 'New' }]);
    const fresh = created.data[0].id;

    await call(server, `/${P}/items/articles/${fresh}`, {
      method: 'PATCH',
      headers: admin,
      json: { title: 'Renamed' },
    });
    expect((await s.next((m) => m.uid === 'pub' && m.event === 'update')).data).toEqual([
      { id: fresh, title: 'Renamed' },
    ]);

    await call(server, `/${P}/items/articles/${fresh}`, { method: 'DELETE', headers: admin });
    expect((await s.next((m) => m.uid === 'pub' && m.event === 'delete')).data).toEqual([fresh]);

    expect(await s.ask({ type: 'unsubscribe', uid: 'pub' })).toEqual({
      type: 'subscription',
      event: 'unsubscribe',
      uid: 'pub',
    });
    await call(server, `/${P}/items/articles`, {
      method: 'POST',
      headers: admin,
      json: { title: 'Later', state: 'published' },
    });
    await server.realtime.settled();
    expect(await s.ask({ type: 'ping', uid: 'after' })).toMatchObject({ type: 'pong' });
    expect(s.pending('pub')).toEqual([]);
  });

  it('runs item actions through the same service as REST, and hears its own writes', async () => {
    const s = await asAdmin();
    await s.ask({
      type: 'subscribe',
      collection: 'articles',
      event: 'create',
      query: { fields: 'title' },
      uid: 'c',
    });
    const created = await s.ask({
      type: 'items',
      action: 'create',
      collection: 'articles',
      data: { title: 'By socket', state: 'draft' },
      query: { fields: ['id', 'title'] },
      uid: 'i1',
    });
    expect(created).toEqual({
      type: 'items',
      data: { id: expect.any(Number), title: 'By socket' },
      uid: 'i1',
    });
    expect((await s.next((m) => m.uid === 'c')).data).toEqual([{ title: 'By socket' }]);
    const id = created.data.id;
    expect(
      await s.ask({
        type: 'items',
        action: 'update',
        collection: 'articles',
        id,
        data: { state: 'published' },
        uid: 'i2',
      }),
    ).toMatchObject({ data: { id, state: 'published' } });
    expect(
      await s.ask({
        type: 'items',
        action: 'read',
        collection: 'articles',
        id,
        query: { fields: 'state' },
        uid: 'i3',
      }),
    ).toEqual({ type: 'items', data: { state: 'published' }, uid: 'i3' });
    expect(await s.ask({ type: 'items', action: 'delete', collection: 'articles', id, uid: 'i4' })).toEqual({
      type: 'items',
      data: id,
      uid: 'i4',
    });
    const row = await knex('directus_activity')
      .where({ collection: 'articles', item: String(id), action: 'delete' })
      .first();
    expect(row).toBeTruthy();
    // Not a user collection: refused as on /items, with the catalogue's code.
    expect(
      await s.ask({ type: 'items', action: 'read', collection: 'directus_users', uid: 'i5' }),
    ).toMatchObject({
      type: 'items',
      status: 'error',
      error: { code: expect.any(Number) },
    });
    expect(
      await s.ask({ type: 'items', action: 'read', collection: 'articles', id: 999999, uid: 'i6' }),
    ).toMatchObject({
      status: 'error',
      error: { code: 203 },
    });
  });

  it('refreshes a JWT in band and takes the session cookie only from a trusted origin', async () => {
    const { email, password } = await createUser(knex, { role: 1 });
    const jwt = (await call(server, `/${P}/auth/authenticate`, { method: 'POST', json: { email, password } }))
      .body.data.token as string;
    const s = await connect();
    expect(await s.ask({ type: 'auth', access_token: jwt, uid: 'a' })).toMatchObject({ status: 'ok' });
    const refreshed = await s.ask({ type: 'auth', refresh_token: jwt, uid: 'r' });
    expect(refreshed).toMatchObject({ type: 'auth', status: 'ok', refresh_token: expect.any(String) });
    expect(await s.ask({ type: 'subscribe', collection: 'articles', uid: 'ok' })).toMatchObject({
      event: 'init',
    });

    const res = await call(server, `/${P}/auth/authenticate`, {
      method: 'POST',
      json: { email, password, mode: 'cookie' },
    });
    const cookie = cookieFrom(res.headers, `directus-${P}-session`)!;
    const trusted = await connect({ Cookie: cookie, Origin: server.url });
    expect(await trusted.ask({ type: 'auth', uid: 'c' })).toMatchObject({ status: 'ok' });
    expect(await trusted.ask({ type: 'subscribe', collection: 'articles', uid: 'ok' })).toMatchObject({
      event: 'init',
    });

    const foreign = await connect({ Cookie: cookie, Origin: 'https://evil.example' });
    expect(await foreign.ask({ type: 'auth', uid: 'c' })).toMatchObject({
      status: 'error',
      error: { code: 'AUTH_FAILED' },
    });
    expect(await foreign.closed).toBe(1008);
  });

  it('shares who has an item open, and tells a subscriber which changes were its own', async () => {
    const { email, password } = await createUser(knex, { role: 1 });
    const jwt = (await call(server, `/${P}/auth/authenticate`, { method: 'POST', json: { email, password } }))
      .body.data.token as string;
    const me = await asAdmin();
    const colleague = await connect();
    await colleague.ask({ type: 'auth', access_token: jwt, uid: 'a' });
    const id = (
      await call(server, `/${P}/items/articles`, {
        method: 'POST',
        headers: admin,
        json: { title: 'Shared' },
      })
    ).body.data.id;
    const here = { type: 'presence', collection: 'articles', item: id };
    expect(await me.ask({ ...here, uid: 'p' })).toMatchObject({ type: 'presence', status: 'ok' });
    expect(await me.next((m) => m.type === 'presence' && m.users)).toMatchObject({
      users: [{ editing: false }],
    });
    colleague.send({ ...here, editing: true });
    const both = await me.next((m) => m.type === 'presence' && m.users?.length === 2);
    expect(both.users.filter((u: { editing: boolean }) => u.editing)).toHaveLength(1);
    colleague.close();
    expect(await me.next((m) => m.type === 'presence' && m.users?.length === 1)).toMatchObject({
      users: [{ user: 1, editing: false }],
    });
    expect(await me.ask({ ...here, item: 999999, uid: 'gone' })).toMatchObject({
      status: 'error',
      error: { code: 203 },
    });

    await me.ask({
      type: 'subscribe',
      collection: 'articles',
      item: id,
      event: 'update',
      query: { fields: 'title' },
      uid: 'mine',
    });
    await me.ask({
      type: 'items',
      action: 'update',
      collection: 'articles',
      id,
      data: { title: 'By me' },
      uid: 'u',
    });
    expect(await me.next((m) => m.uid === 'mine' && m.event === 'update')).toMatchObject({
      own: true,
      data: [{ title: 'By me' }],
    });
    await call(server, `/${P}/items/articles/${id}`, {
      method: 'PATCH',
      headers: { Authorization: `Bearer ${jwt}` },
      json: { title: 'By a colleague' },
    });
    const theirs = await me.next((m) => m.uid === 'mine' && m.event === 'update');
    expect(theirs.data).toEqual([{ title: 'By a colleague' }]);
    expect(theirs).not.toHaveProperty('own');
  });

  it('refuses an unknown project at the upgrade', async () => {
    await expect(TestSocket.open(socketUrl(server.url, 'nope'))).rejects.toThrow(/401/);
  });
});
