import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call } from '../auth/helpers';
import { socketUrl, TestSocket } from './socket';
import { isBackgroundQuery } from '../support/background-queries';
import { countDriverStatements } from '../support/driver-statements';

/**
 * Issue 28: the activity sidebar, the notification bell and the users and files listings of the
 * app update live. Subscribers of `directus_activity` hear of comments as they are posted, edited
 * and deleted — only on items their role may read, as `GET /activity` would show them — and
 * subscribers of `directus_users` and `directus_files` hear of their writes. System collections
 * that REST reads through services of their own are for admins only.
 */

const targets = await dbTargets();
const P = 'sysrt';

describe.each(targets)('realtime system collections on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  const open: TestSocket[] = [];
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  let readers: { role: number; user: number; token: string };

  const as = async (token: string) => {
    const s = await TestSocket.signedIn(socketUrl(server.url, P), token);
    open.push(s);
    return s;
  };
  const comment = (collection: string, item: unknown, text: string) =>
    call(server, `/${P}/activity/comment`, {
      method: 'POST',
      headers: admin,
      json: { collection, item, comment: text },
    });

  beforeAll(async () => {
    server = await startTestServer({ realtime: { heartbeatMs: 0 } });
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    for (const name of ['articles', 'secrets'])
      await createCollection(knex, name, [
        { field: 'id', type: 'integer', column: 'increments' },
        { field: 'title', type: 'string', column: 'string' },
      ]);
    readers = await createRoleWithUser(knex, 'Readers', [
      { collection: 'articles', read: 'full' },
      { collection: 'directus_activity', read: 'full' },
      { collection: 'directus_users', read: 'full' },
    ]);
    await refreshSchema(server, P);
    for (const name of ['articles', 'secrets'])
      await call(server, `/${P}/items/${name}`, { method: 'POST', headers: admin, json: { title: 'one' } });
  });

  afterAll(async () => {
    for (const s of open) s.close();
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('tells of comments on readable items only, as GET /activity shows them', async () => {
    const s = await as(readers.token);
    const query = {
      fields: ['id', 'action', 'collection', 'item', 'comment'],
      filter: { action: { eq: 'comment' } },
    };
    const init = await s.ask({ type: 'subscribe', collection: 'directus_activity', query, uid: 'c' });
    expect(init).toMatchObject({ event: 'init', data: [] });

    // A comment on an item the role cannot read is not told; the next one, on a readable item, is.
    await comment('secrets', 1, 'not for readers');
    const posted = (await comment('articles', 1, 'Looks good')).body.data.id;
    const created = await s.next((m) => m.uid === 'c' && m.type === 'subscription');
    expect(created).toMatchObject({
      event: 'create',
      data: [{ id: posted, action: 'comment', collection: 'articles', item: '1', comment: 'Looks good' }],
    });
    expect(created.own).toBeUndefined();

    // Edits arrive as updates.
    await call(server, `/${P}/activity/comment/${posted}`, {
      method: 'PATCH',
      headers: admin,
      json: { comment: 'Looks great' },
    });
    expect(await s.next((m) => m.uid === 'c' && m.type === 'subscription')).toMatchObject({
      event: 'update',
      data: [{ id: posted, comment: 'Looks great' }],
    });

    // What the event showed is what REST shows the same user.
    const rest = await call(server, `/${P}/activity?filter[action][eq]=comment&fields=id,comment`, {
      headers: { Authorization: `Bearer ${readers.token}` },
    });
    expect(rest.body.data).toEqual([{ id: posted, comment: 'Looks great' }]);
    await server.realtime.settled();
    expect(s.pending('c')).toEqual([]);
  });

  it('tells of the activity rows item writes leave, on readable items only', async () => {
    const s = await as(readers.token);
    await s.ask({
      type: 'subscribe',
      collection: 'directus_activity',
      query: { fields: ['id', 'action', 'collection', 'item'], filter: { action: { neq: 'comment' } } },
      uid: 'log',
    });
    // A write the role cannot read about is not told; the save of a readable item is, once.
    await call(server, `/${P}/items/secrets/1`, {
      method: 'PATCH',
      headers: admin,
      json: { title: 'hidden' },
    });
    // Nor one that left no activity row: the item's older rows are not news, even those this
    // process never told (here one written by other means).
    const made = await call(server, `/${P}/items/articles?activity_skip=1`, {
      method: 'POST',
      headers: admin,
      json: { title: 'made elsewhere' },
    });
    const madeKey = String(made.body.data.id);
    await knex('directus_activity').insert({
      action: 'update',
      action_by: 1,
      action_on: '2024-01-01 00:00:00',
      ip: '127.0.0.1',
      user_agent: 'test',
      collection: 'articles',
      item: madeKey,
    });
    const quiet = await call(server, `/${P}/items/articles/${madeKey}?activity_skip=1`, {
      method: 'PATCH',
      headers: admin,
      json: { title: 'quiet' },
    });
    expect(quiet.status).toBe(200);
    const saved = await call(server, `/${P}/items/articles/1`, {
      method: 'PATCH',
      headers: admin,
      json: { title: 'saved' },
    });
    expect(saved.status).toBe(200);
    const told = await s.next((m) => m.uid === 'log' && m.type === 'subscription');
    const latest = await knex('directus_activity')
      .where({ collection: 'articles' })
      .max({ id: 'id' })
      .first();
    expect(told).toMatchObject({
      event: 'create',
      data: [{ id: Number(latest!.id), action: 'update', collection: 'articles', item: '1' }],
    });
    // Created items and several at once (a batch) are told too, each row once.
    const created = await call(server, `/${P}/items/articles`, {
      method: 'POST',
      headers: admin,
      json: [{ title: 'two' }, { title: 'three' }],
    });
    const keys = (created.body.data as { id: number }[]).map((r) => String(r.id));
    const batch = await s.next((m) => m.uid === 'log' && m.type === 'subscription');
    expect(batch.event).toBe('create');
    expect((batch.data as { item: string; action: string }[]).map((r) => [r.action, r.item])).toEqual(
      keys.map((k) => ['create', k]),
    );
    await server.realtime.settled();
    expect(s.pending('log')).toEqual([]);
  });

  it('reads nothing for an item write on behalf of a subscription to comments (the edit screen sidebar)', async () => {
    const log = await as(readers.token);
    await log.ask({
      type: 'subscribe',
      collection: 'directus_activity',
      query: { fields: ['id'] },
      uid: 'all',
    });
    const save = async () => {
      const res = await call(server, `/${P}/items/articles/1`, {
        method: 'PATCH',
        headers: admin,
        json: { title: `t${Math.random()}` },
      });
      expect(res.status).toBe(200);
      await server.realtime.settled();
    };
    await save();
    // Statements of the save and its delivery (the relay's own bookkeeping left out).
    const statements = async () => {
      const seen: string[] = [];
      await countDriverStatements(save, { seen });
      return seen.filter((q) => !isBackgroundQuery(q));
    };
    const seenWithout = await statements();
    const sidebar = await as(readers.token);
    await sidebar.ask({
      type: 'subscribe',
      collection: 'directus_activity',
      query: {
        fields: ['id'],
        filter: { collection: { eq: 'articles' }, item: { eq: '1' }, action: { eq: 'comment' } },
      },
      uid: 'side',
    });
    const other = await as(readers.token);
    await other.ask({
      type: 'subscribe',
      collection: 'directus_activity',
      query: { fields: ['id'], filter: { collection: { eq: 'articles' }, item: { eq: '999' } } },
      uid: 'other',
    });
    const seenWith = await statements();
    expect(seenWith).toEqual(seenWithout);
    await server.realtime.settled();
    expect(sidebar.pending('side')).toEqual([]);
    expect(other.pending('other')).toEqual([]);
    // The subscriber of the whole log heard of every save.
    expect((await log.next((m) => m.uid === 'all' && m.event === 'create')).data).toHaveLength(1);
  });

  it('tells the admin of every comment, its own flagged', async () => {
    const s = await as(ADMIN_TOKEN);
    await s.ask({
      type: 'subscribe',
      collection: 'directus_activity',
      query: { fields: ['id', 'collection'] },
      uid: 'a',
    });
    await comment('secrets', 1, 'for admins');
    expect(await s.next((m) => m.uid === 'a' && m.event === 'create')).toMatchObject({
      data: [{ collection: 'secrets' }],
      own: true,
    });
  });

  it('tells of user and file writes', async () => {
    const s = await as(readers.token);
    await s.ask({
      type: 'subscribe',
      collection: 'directus_users',
      query: { fields: ['id', 'first_name'] },
      uid: 'u',
    });
    await call(server, `/${P}/users/${readers.user}`, {
      method: 'PATCH',
      headers: admin,
      json: { first_name: 'Renamed' },
    });
    expect(await s.next((m) => m.uid === 'u' && m.event === 'update')).toMatchObject({
      data: [{ id: readers.user, first_name: 'Renamed' }],
    });

    const a = await as(ADMIN_TOKEN);
    await a.ask({
      type: 'subscribe',
      collection: 'directus_files',
      query: { fields: ['id', 'title'] },
      uid: 'f',
    });
    const form = new FormData();
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    const up = await fetch(`${server.url}/${P}/files`, { method: 'POST', headers: admin, body: form });
    expect(up.status).toBe(200);
    const id = ((await up.json()) as { data: { id: number } }).data.id;
    expect(await a.next((m) => m.uid === 'f' && m.event === 'create')).toMatchObject({
      data: [{ id, title: expect.any(String) }],
    });
  });

  it('refuses system collections that REST serves through their own services, but to admins', async () => {
    const s = await as(readers.token);
    for (const collection of ['directus_collections', 'directus_fields', 'directus_user_sessions'])
      expect(await s.ask({ type: 'subscribe', collection, uid: collection })).toMatchObject({
        status: 'error',
        error: { code: 300 },
      });
    const a = await as(ADMIN_TOKEN);
    expect(
      await a.ask({ type: 'subscribe', collection: 'directus_collections', query: { limit: 1 }, uid: 'x' }),
    ).toMatchObject({
      event: 'init',
    });
  });
});
