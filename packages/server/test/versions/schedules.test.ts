import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createRoleWithUser, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { blogRows, createBlogSchema, seedBlog } from '../items/blog';

/**
 * Scheduled publishing (docs/content-workflow.md): a status change or a version's promotion at a
 * time, run once by one of several processes, after a restart that spanned the moment, as the
 * user who scheduled it.
 */

const targets = await dbTargets();
/** Polls only when a test asks (`server.schedules.poll()`), so what runs when is the test's choice. */
const NO_TIMER = 3_600_000;

describe.each(targets)('scheduled publishing on $name', (target) => {
  let dataDir: string;
  let a: TestServer;
  let b: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let editor: { user: number; token: string };
  let reader: string;

  const call = async (
    server: TestServer,
    path: string,
    init: RequestInit & { json?: unknown; token?: string } = {},
  ) => {
    const { token = ADMIN_TOKEN, ...rest } = init;
    const res = await server.request(`/sched${path}`, {
      ...rest,
      headers: { Authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const statusOf = async (id: number) => (await knex('articles').where({ id }).first()).status as string;

  beforeAll(async () => {
    dataDir = await tempDataDir();
    a = await startTestServer({ dataDir, schedulePollMs: NO_TIMER });
    b = await startTestServer({ dataDir, schedulePollMs: NO_TIMER });
    project = await installProject(a, target, 'sched', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(a, 'sched');
    await createBlogSchema(knex);
    await seedBlog(knex, blogRows(12));
    editor = await createRoleWithUser(knex, 'Editors', [
      { collection: 'articles', read: 'full', update: 'full' },
    ]);
    reader = (await createRoleWithUser(knex, 'Readers', [{ collection: 'articles', read: 'full' }])).token;
    await refreshSchema(a, 'sched');
    await refreshSchema(b, 'sched');
  });
  afterAll(async () => {
    await knex?.destroy();
    await a?.close();
    await b?.close();
    await project?.cleanup();
  });

  it('runs each due schedule once although two processes poll at the same moment', async () => {
    // Articles 1, 6 and 11 are drafts (blogRows).
    const drafts = [1, 6, 11];
    for (const id of drafts) expect(await statusOf(id)).toBe('draft');
    const made = [];
    for (const id of drafts) {
      const res = await call(a, '/schedules', {
        method: 'POST',
        token: editor.token,
        json: {
          action: 'status',
          collection: 'articles',
          item: id,
          status: 'published',
          run_at: inMinutes(60),
        },
      });
      expect(res.status).toBe(200);
      made.push(res.body.data);
    }
    expect(made[0]).toMatchObject({
      action: 'status',
      item: '1',
      status: 'published',
      user: editor.user,
      outcome: null,
    });
    // A reader may not schedule what it may not do; the editor's schedules are its own.
    const refused = await call(a, '/schedules', {
      method: 'POST',
      token: reader,
      json: { action: 'status', collection: 'articles', item: 1, status: 'published', run_at: inMinutes(5) },
    });
    expect(refused.status).toBe(403);
    expect((await call(a, '/schedules', { token: reader })).body.data).toEqual([]);
    const bad = await call(a, '/schedules', {
      method: 'POST',
      token: editor.token,
      json: {
        action: 'status',
        collection: 'articles',
        item: 1,
        status: 'published',
        run_at: '2030-01-01 10:00',
      },
    });
    expect(bad.status).toBe(422);

    // Not due yet: nothing runs. Then the time comes (moved to the past) and both processes poll.
    await Promise.all([a.schedules.poll(), b.schedules.poll()]);
    for (const id of drafts) expect(await statusOf(id)).toBe('draft');
    for (const s of made) {
      const moved = await call(b, `/schedules/${s.id}`, {
        method: 'PATCH',
        token: editor.token,
        json: { run_at: inMinutes(-1) },
      });
      expect(moved.status).toBe(200);
    }
    await Promise.all([a.schedules.poll(), b.schedules.poll(), a.schedules.poll(), b.schedules.poll()]);
    for (const id of drafts) {
      expect(await statusOf(id)).toBe('published');
      const updates = await knex('directus_activity').where({
        collection: 'articles',
        item: String(id),
        action: 'update',
      });
      expect(updates).toHaveLength(1);
      expect(Number(updates[0].action_by)).toBe(editor.user);
    }
    const listed = (await call(a, '/schedules', { token: editor.token })).body.data as { outcome: string }[];
    expect(listed.map((s) => s.outcome)).toEqual(['done', 'done', 'done']);
    // A finished schedule can no longer be moved.
    const late = await call(a, `/schedules/${made[0].id}`, {
      method: 'PATCH',
      token: editor.token,
      json: { run_at: inMinutes(5) },
    });
    expect(late.status).toBe(422);
  });

  it('promotes a version after a restart that spanned the moment, and cancels what is cancelled', async () => {
    const created = await call(a, '/versions', {
      method: 'POST',
      token: editor.token,
      json: { collection: 'articles', item: 3, key: 'launch' },
    });
    expect(created.status).toBe(200);
    const version = created.body.data;
    await call(a, `/versions/${version.id}/save`, {
      method: 'POST',
      token: editor.token,
      json: { title: 'Launch day' },
    });
    const scheduled = await call(a, '/schedules', {
      method: 'POST',
      token: editor.token,
      json: { action: 'promote', version: version.id, run_at: inMinutes(30) },
    });
    expect(scheduled.status).toBe(200);
    const cancelled = (
      await call(a, '/schedules', {
        method: 'POST',
        token: editor.token,
        json: { action: 'status', collection: 'articles', item: 3, status: 'draft', run_at: inMinutes(30) },
      })
    ).body.data;
    expect(
      (await call(a, `/schedules/${cancelled.id}`, { method: 'DELETE', token: editor.token })).status,
    ).toBe(204);

    // Every process stops; the moment passes while none runs; a new one starts.
    await a.close();
    await b.close();
    await knex('directus_schedules').update({ run_at: '2001-01-01 00:00:00' });
    a = await startTestServer({ dataDir, schedulePollMs: NO_TIMER });
    b = await startTestServer({ dataDir, schedulePollMs: NO_TIMER });
    // Each process looks at every project as it starts; whichever claimed it has run it once both are done.
    await Promise.all([a.schedules.poll(), b.schedules.poll()]);
    const item = await knex('articles').where({ id: 3 }).first();
    expect(item.title).toBe('Launch day');
    expect(item.status).not.toBe('draft');
    const row = (await call(a, `/schedules/${scheduled.body.data.id}`, { token: editor.token })).body.data;
    expect(row).toMatchObject({ outcome: 'done', error: null });
    const promoted = await knex('directus_activity')
      .where({ collection: 'articles', item: '3', action: 'update' })
      .orderBy('id', 'desc')
      .first();
    expect(Number(promoted.action_by)).toBe(editor.user);
  });

  it('takes over a claim whose process died, runs it once, and leaves a live claim alone', async () => {
    const [dead, busy] = [4, 5];
    for (const id of [dead, busy]) expect(await statusOf(id)).not.toBe('draft');
    const made: { id: number }[] = [];
    for (const id of [dead, busy]) {
      const res = await call(a, '/schedules', {
        method: 'POST',
        token: editor.token,
        json: { action: 'status', collection: 'articles', item: id, status: 'draft', run_at: inMinutes(60) },
      });
      expect(res.status).toBe(200);
      made.push(res.body.data);
    }
    // Both came due and were claimed: one by a process that crashed ten minutes ago, one a
    // minute ago by a process still running it.
    const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    await knex('directus_schedules')
      .where({ id: made[0]!.id })
      .update({ run_at: ago(15), claimed_at: ago(10), claimed_by: 'crashed-process' });
    await knex('directus_schedules')
      .where({ id: made[1]!.id })
      .update({ run_at: ago(15), claimed_at: ago(1), claimed_by: 'busy-process' });
    // A stale claim is not "waiting": it can no longer be moved or cancelled by its owner.
    expect(
      (await call(a, `/schedules/${made[0]!.id}`, { method: 'DELETE', token: editor.token })).status,
    ).not.toBe(204);

    await Promise.all([a.schedules.poll(), b.schedules.poll(), a.schedules.poll(), b.schedules.poll()]);
    await Promise.all([a.schedules.poll(), b.schedules.poll()]);
    expect(await statusOf(dead)).toBe('draft');
    const updates = await knex('directus_activity').where({
      collection: 'articles',
      item: String(dead),
      action: 'update',
    });
    expect(updates).toHaveLength(1);
    expect(Number(updates[0].action_by)).toBe(editor.user);
    const taken = (await call(a, `/schedules/${made[0]!.id}`, { token: editor.token })).body.data;
    expect(taken).toMatchObject({ outcome: 'done', error: null });
    expect(taken.done_on).not.toBeNull();
    const row = await knex('directus_schedules').where({ id: made[0]!.id }).first();
    expect(row.claimed_by).not.toBe('crashed-process');

    // The live claim is its process's: nobody else runs it.
    expect(await statusOf(busy)).not.toBe('draft');
    const waiting = (await call(a, `/schedules/${made[1]!.id}`, { token: editor.token })).body.data;
    expect(waiting).toMatchObject({ outcome: null, done_on: null });
    expect(
      await knex('directus_activity').where({ collection: 'articles', item: String(busy), action: 'update' }),
    ).toHaveLength(0);
  });
});
