import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * A single-item PATCH by an administrator writes without reading the row first (and on
 * PostgreSQL as one statement with its activity and revision): its outcomes stay those of the
 * read-first path. A missing item is 404 (203) before any other error, a forbidden write 403, an
 * invalid value 422, a stale If-Match 412 (217); a table changed underneath the schema cache
 * still writes.
 */

const targets = await dbTargets();

describe.each(targets)('outcomes of a single-item PATCH on $name', (target) => {
  let env: BlogEnv;
  let reader: string;

  beforeAll(async () => {
    env = await startBlog(target, 'outcomes', 3);
    reader = (await createRoleWithUser(env.knex, 'Readers', [{ collection: 'authors', read: 'full' }])).token;
  });
  afterAll(async () => {
    await env?.close();
  });

  const patch = (
    path: string,
    json: unknown,
    init: { token?: string; headers?: Record<string, string> } = {},
  ) => env.call(path, { method: 'PATCH', json, ...init });
  const lastActivity = async () => env.knex('directus_activity').orderBy('id', 'desc').first();

  it('answers 404 for a missing item, before validation and value errors', async () => {
    const before = (await lastActivity())?.id;
    for (const json of [
      { name: 'nobody' },
      { name: null },
      { rating: 'not a number' },
      { name: 'x'.repeat(500) },
    ]) {
      const res = await patch('/items/authors/99999', json);
      expect(res.status, JSON.stringify(json)).toBe(404);
      expect(res.body.error.code).toBe(203);
    }
    expect((await patch('/items/authors/not-a-key', { name: 'x' })).status).toBe(404);
    // Nothing was recorded for them.
    expect((await lastActivity())?.id).toBe(before);
  });

  it('answers 422 for an invalid value of an existing item, and writes nothing', async () => {
    const res = await patch('/items/authors/1', { name: null });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe(4);
    const long = await patch('/items/authors/1', { name: 'x'.repeat(500) });
    expect(long.status).toBe(422);
    expect((await env.knex('authors').where({ id: 1 }).first()).name).not.toBeNull();
    // Unknown fields first, as before.
    expect((await patch('/items/authors/99999', { nope: 1 })).status).toBe(422);
  });

  it('answers 403 to a caller without update permission', async () => {
    const res = await patch('/items/authors/1', { name: 'forbidden' }, { token: reader });
    expect(res.status).toBe(403);
    expect((await env.knex('authors').where({ id: 1 }).first()).name).not.toBe('forbidden');
  });

  it('refuses a stale If-Match with 412 (217) and takes a current one', async () => {
    const read = await env.call('/items/authors/2');
    const etag = read.headers.get('etag')!;
    expect((await patch('/items/authors/2', { name: 'first' })).status).toBe(200);
    const stale = await patch('/items/authors/2', { name: 'second' }, { headers: { 'If-Match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.error.code).toBe(217);
    const fresh = (await env.call('/items/authors/2')).headers.get('etag')!;
    expect(
      (await patch('/items/authors/2', { name: 'second' }, { headers: { 'If-Match': fresh } })).status,
    ).toBe(200);
  });

  it('records activity with its comment, and none with activity_skip', async () => {
    expect((await patch('/items/authors/3?comment=why%20not', { name: 'commented' })).status).toBe(200);
    const activity = await lastActivity();
    expect(activity).toMatchObject({
      action: 'update',
      collection: 'authors',
      item: '3',
      comment: 'why not',
    });
    const revision = await env.knex('directus_revisions').where({ activity: activity.id }).first();
    expect(JSON.parse(revision.data)).toMatchObject({ id: 3, name: 'commented' });
    expect((await patch('/items/authors/3?activity_skip=1', { name: 'unlogged' })).status).toBe(200);
    expect((await lastActivity()).id).toBe(activity.id);
    expect((await env.knex('authors').where({ id: 3 }).first()).name).toBe('unlogged');
  });

  it('still writes when a column went away underneath the schema cache', async () => {
    expect((await patch('/items/authors/1', { name: 'cached' })).status).toBe(200);
    await env.knex.schema.alterTable('authors', (t) => t.dropColumn('email'));
    for (const name of ['after drop', 'again']) {
      const res = await patch('/items/authors/1', { name });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ id: 1, name });
    }
    const revision = await env.knex('directus_revisions').orderBy('id', 'desc').first();
    expect(JSON.parse(revision.data)).not.toHaveProperty('email');
  });

  // Only PostgreSQL keeps statements prepared per connection: the case exists there alone.
  if (target.name === 'pg')
    it('still writes when a column type changed under prepared statements', async () => {
      // Every pooled connection has the statement prepared (requests in parallel spread over them).
      const names = Array.from({ length: 8 }, (_, i) => `prepared ${i}`);
      await Promise.all(names.map((name) => patch('/items/authors/2', { name })));
      await env.knex.raw(
        'alter table authors alter column rating type bigint, alter column name type varchar(200)',
      );
      for (const rating of [5, 6, 7]) {
        const results = await Promise.all(names.map(() => patch('/items/authors/2', { rating })));
        for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      expect(Number((await env.knex('authors').where({ id: 2 }).first()).rating)).toBe(7);
    });
});
