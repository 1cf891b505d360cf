import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBackgroundQuery } from '../support/background-queries';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Issue 16, "writes in half the statements": a single-field PATCH cost 11 SQL statements on
 * PostgreSQL; then 5 (BEGIN, the row locked for the decision, UPDATE … RETURNING, activity and
 * revision in one statement, COMMIT); now 1 there: an administrator's update needs no row read
 * first, and the UPDATE, activity and revision are one statement (a single statement needs no
 * BEGIN/COMMIT). SQLite: BEGIN, UPDATE … RETURNING, activity, revision, COMMIT. The answer and its
 * ETag come from the written row, the caller's identity from the identity cache.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

describe.each(targets)('statements of a single-field PATCH on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'counted', 5);
  });
  afterAll(async () => {
    await env?.close();
  });

  /** Runs `fn` and returns the SQL the project's pool sent meanwhile. */
  const statements = async (fn: () => Promise<void>): Promise<string[]> => {
    const project = (await env.server.registry.get(env.key))!;
    const seen: string[] = [];
    // The invalidation bus, the schedule runner and the realtime relay work on timers, whatever the requests do.
    const onQuery = (q: { sql: string }) => {
      if (!isBackgroundQuery(q.sql)) seen.push(q.sql);
    };
    project.knex.on('query', onQuery);
    try {
      await fn();
    } finally {
      project.knex.off('query', onQuery);
    }
    return seen;
  };

  it('answers the written item and records activity and revision', async () => {
    // Warm: schema, permissions and webhooks are cached per process, not per request.
    expect((await env.call('/items/authors/1', { method: 'PATCH', json: { name: 'warm' } })).status).toBe(
      200,
    );
    let res: Awaited<ReturnType<BlogEnv['call']>> | undefined;
    const sql = await statements(async () => {
      res = await env.call('/items/authors/1', { method: 'PATCH', json: { name: 'Counted' } });
    });
    expect(res!.status).toBe(200);
    expect(res!.body.data).toMatchObject({ id: 1, name: 'Counted' });
    // The caller's identity comes from the per-process identity cache once warm.
    expect(
      sql.filter((s) => /directus_(users|roles)/.test(s)),
      sql.join('\n'),
    ).toEqual([]);
    // MariaDB's UPDATE has no RETURNING, and activity and revision stay two INSERTs off PostgreSQL.
    const budget = { pg: 1, sqlite: 5, mysql: 6 }[target.name];
    expect(sql.length, sql.join('\n')).toBeLessThanOrEqual(budget);
    // The ETag of the answer is the one a read gives.
    const read = await env.call('/items/authors/1');
    expect(res!.headers.get('etag')).toBeTruthy();
    expect(res!.headers.get('etag')).toBe(read.headers.get('etag'));
    const activity = await env.knex('directus_activity').orderBy('id', 'desc').first();
    expect(activity).toMatchObject({ action: 'update', collection: 'authors', item: '1' });
    const revision = await env.knex('directus_revisions').where({ activity: activity.id }).first();
    expect(JSON.parse(revision.delta)).toEqual({ name: 'Counted' });
    expect(JSON.parse(revision.data)).toMatchObject({ id: 1, name: 'Counted' });
  });
  it('binds every value to its own column when a statement shape is reused', async () => {
    // The same columns in two orders and with values of every kind: each write's SQL comes from
    // a shape compiled once (database/statement-shapes.ts) on SQLite.
    const writes: Record<string, unknown>[] = [
      { title: 'first', views: 11, price: 2.5, featured: true },
      { featured: false, price: null, views: 12, title: 'second' },
      { views: 13, title: 'third', featured: null, price: 7 },
      { title: 'fourth', views: 14, price: 3.25, featured: true },
    ];
    for (const [i, json] of writes.entries()) {
      const res = await env.call('/items/articles/2?fields=title,views,price,featured', {
        method: 'PATCH',
        json,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual({
        title: json.title,
        views: json.views,
        price: json.price,
        featured: json.featured,
      });
      const row = await env.knex('articles').where({ id: 2 }).first();
      expect(row.title).toBe(json.title);
      expect(Number(row.views)).toBe(json.views);
      expect(row.price === null ? null : Number(row.price)).toBe(json.price);
      expect(row.featured === null ? null : Boolean(row.featured)).toBe(json.featured);
      const activity = await env.knex('directus_activity').orderBy('id', 'desc').first();
      const revision = await env.knex('directus_revisions').where({ activity: activity.id }).first();
      expect(JSON.parse(revision.delta), `write ${i}`).toEqual(json);
    }
    // A created item takes the same path: its row and revision.
    const created = await env.call('/items/authors', { method: 'POST', json: { name: 'Shaped' } });
    expect(created.status).toBe(200);
    const again = await env.call('/items/authors', { method: 'POST', json: { name: 'Shaped 2' } });
    expect(again.body.data.id).not.toBe(created.body.data.id);
    expect((await env.knex('authors').where({ id: again.body.data.id }).first()).name).toBe('Shaped 2');
  });
});
