import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ItemsService } from '../../src/services/items/service';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { createTokenUser } from '../support/users';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call } from '../auth/helpers';
import { socketUrl, TestSocket } from './socket';

/**
 * Issue 28: an event never shows what a REST read by the same user would not — rows of other
 * owners, blacklisted fields, collections the role cannot read — and role or permission changes
 * apply to open subscriptions. Subscribers sharing a role and a query cost one read per change.
 */

const targets = await dbTargets();
const P = 'perm';

describe.each(targets)('realtime permissions on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  const open: TestSocket[] = [];
  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  let editors: { role: number; user: number; token: string };
  let owners: { role: number; user: number; token: string };
  let otherOwner: { user: number; token: string };

  const as = async (token: string) => {
    const s = await TestSocket.signedIn(socketUrl(server.url, P), token);
    open.push(s);
    return s;
  };
  const post = (collection: string, json: unknown) =>
    call(server, `/${P}/items/${collection}`, { method: 'POST', headers: admin, json });

  beforeAll(async () => {
    server = await startTestServer({ realtime: { heartbeatMs: 0 } });
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await createCollection(knex, 'articles', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'body', type: 'text', column: 'text' },
    ]);
    await createCollection(knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'text', type: 'string', column: 'string' },
      { field: 'owner', type: 'owner', column: 'integer' },
    ]);
    editors = await createRoleWithUser(knex, 'Editors', [
      { collection: 'articles', read: 'full', read_field_blacklist: 'body' },
    ]);
    owners = await createRoleWithUser(knex, 'Owners', [
      { collection: 'notes', create: 'full', read: 'mine' },
    ]);
    otherOwner = await createTokenUser(knex, owners.role, 'other-owner@example.com');
    await refreshSchema(server, P);
  });

  afterAll(async () => {
    vi.restoreAllMocks();
    for (const s of open) s.close();
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('leaves out blacklisted fields and refuses collections the role cannot read', async () => {
    const s = await as(editors.token);
    await s.ask({ type: 'subscribe', collection: 'articles', uid: 'a' });
    await post('articles', { title: 'Hello', body: 'secret draft' });
    const event = await s.next((m) => m.uid === 'a' && m.event === 'create');
    expect(event.data).toEqual([{ id: expect.any(Number), title: 'Hello' }]);
    expect(await s.ask({ type: 'subscribe', collection: 'notes', uid: 'n' })).toMatchObject({
      type: 'subscribe',
      status: 'error',
      error: { code: 300 },
    });
  });

  it('tells each owner of its own rows only, deletes included', async () => {
    const mine = await as(owners.token);
    const theirs = await as(otherOwner.token);
    await mine.ask({ type: 'subscribe', collection: 'notes', uid: 'n' });
    await theirs.ask({ type: 'subscribe', collection: 'notes', uid: 'n' });
    // The owner field is the creator's: each owner writes its own note.
    const write = (token: string, text: string) =>
      call(server, `/${P}/items/notes`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        json: { text },
      });
    const a = (await write(owners.token, 'for owner one')).body.data.id;
    const b = (await write(otherOwner.token, 'for owner two')).body.data.id;
    expect((await mine.next((m) => m.event === 'create')).data).toEqual([
      { id: a, text: 'for owner one', owner: owners.user },
    ]);
    expect((await theirs.next((m) => m.event === 'create')).data).toEqual([
      { id: b, text: 'for owner two', owner: otherOwner.user },
    ]);
    await call(server, `/${P}/items/notes/${a},${b}`, { method: 'DELETE', headers: admin });
    expect((await mine.next((m) => m.event === 'delete')).data).toEqual([a]);
    expect((await theirs.next((m) => m.event === 'delete')).data).toEqual([b]);
    await server.realtime.settled();
    expect([...mine.pending('n'), ...theirs.pending('n')]).toEqual([]);
  });

  it('applies permission and role changes to open subscriptions', async () => {
    const s = await as(editors.token);
    await s.ask({ type: 'subscribe', collection: 'articles', uid: 'live' });
    // The blacklist goes: the next event carries the body.
    const row = await knex('directus_permissions')
      .where({ role: editors.role, collection: 'articles' })
      .first('id');
    await call(server, `/${P}/permissions/${row.id}`, {
      method: 'PATCH',
      headers: admin,
      json: { read_field_blacklist: '' },
    });
    await post('articles', { title: 'Open', body: 'now visible' });
    expect((await s.next((m) => m.uid === 'live' && m.event === 'create')).data).toEqual([
      { id: expect.any(Number), title: 'Open', body: 'now visible' },
    ]);
    // The user moves to a role that cannot read articles: no more events.
    await call(server, `/${P}/users/${editors.user}`, {
      method: 'PATCH',
      headers: admin,
      json: { role: owners.role },
    });
    await post('articles', { title: 'Hidden', body: 'not for owners' });
    await server.realtime.settled();
    expect(await s.ask({ type: 'ping', uid: 'p' })).toMatchObject({ type: 'pong' });
    expect(s.pending('live')).toEqual([]);
    await call(server, `/${P}/users/${editors.user}`, {
      method: 'PATCH',
      headers: admin,
      json: { role: editors.role },
    });
  });

  it('reads once per distinct role and query, whatever the number of subscribers', async () => {
    for (const s of open.splice(0)) {
      s.close();
      await s.closed;
    }
    const sockets = await Promise.all([1, 2, 3].map(() => as(ADMIN_TOKEN)));
    for (const s of sockets)
      await s.ask({ type: 'subscribe', collection: 'articles', query: { fields: 'title' }, uid: 't' });
    const other = await as(ADMIN_TOKEN);
    await other.ask({ type: 'subscribe', collection: 'articles', query: { fields: 'id' }, uid: 'i' });
    await server.realtime.settled();
    const reads = vi.spyOn(ItemsService.prototype, 'readByQuery');
    await post('articles', { title: 'Counted' });
    for (const s of sockets)
      expect((await s.next((m) => m.uid === 't' && m.event === 'create')).data).toEqual([
        { title: 'Counted' },
      ]);
    await other.next((m) => m.uid === 'i' && m.event === 'create');
    await server.realtime.settled();
    expect(reads).toHaveBeenCalledTimes(2);
    reads.mockRestore();
  });
  it('sends changes that arrive together as separate events in commit order, read once per group', async () => {
    for (const s of open.splice(0)) {
      s.close();
      await s.closed;
    }
    const sockets = await Promise.all([1, 2].map(() => as(editors.token)));
    for (const s of sockets)
      await s.ask({ type: 'subscribe', collection: 'articles', query: { fields: 'title' }, uid: 'b' });
    const [a, b, c] = await Promise.all(
      ['Batch A', 'Batch B', 'Batch C'].map(async (title) => {
        await knex('articles').insert({ title });
        return (await knex('articles').where({ title }).first()).id as number;
      }),
    );
    await server.realtime.settled();
    const reads = vi.spyOn(ItemsService.prototype, 'readByQuery');
    // Three commits within one event-loop turn, as concurrent writes (or another process) deliver them.
    server.realtime.deliver(P, [{ collection: 'articles', action: 'create', keys: [a!] }]);
    server.realtime.deliver(P, [
      { collection: 'articles', action: 'update', keys: [b!], actor: editors.user },
    ]);
    server.realtime.deliver(P, [{ collection: 'articles', action: 'create', keys: [c!, a!] }]);
    await server.realtime.settled();
    for (const s of sockets) {
      const events = [];
      for (let i = 0; i < 3; i++) events.push(await s.next((m) => m.uid === 'b'));
      // Rows of one event come in the database's order (no sort asked).
      events[2]!.data.sort((x: { title: string }, y: { title: string }) => x.title.localeCompare(y.title));
      expect(events).toEqual([
        { type: 'subscription', event: 'create', data: [{ title: 'Batch A' }], uid: 'b' },
        { type: 'subscription', event: 'update', data: [{ title: 'Batch B' }], own: true, uid: 'b' },
        {
          type: 'subscription',
          event: 'create',
          data: [{ title: 'Batch A' }, { title: 'Batch C' }],
          uid: 'b',
        },
      ]);
    }
    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });
});
