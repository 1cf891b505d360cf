import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBackgroundQuery } from '../support/background-queries';
import { dbTargets } from '../support/databases';
import { createCollection, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Issue 16 on PostgreSQL: a single-field PATCH costs round trips to the database, not only
 * statements. A round trip is counted for each statement sent while its connection waits for no
 * answer (statements pipelined behind another ride on its round trip). Before: 5 (BEGIN, the row
 * locked, UPDATE, activity + revision, COMMIT); now 1 where the revision data can be rendered in
 * SQL, 2 where it cannot (BEGIN with the UPDATE, the activity and revision with COMMIT).
 */

interface PgInternals {
  readyForQuery: boolean;
  _activeQuery: unknown;
  _queryQueue: unknown[];
  _sentQueryQueue?: unknown[];
}
type Sent = { sql: string; newTrip: boolean };
let sent: Sent[] | null = null;
// Before any connection exists: the project's pool wraps each connection's query function once.
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client & PgInternals, config: unknown, ...rest: unknown[]) {
  const sql = typeof config === 'string' ? config : String((config as { text?: string }).text ?? '');
  if (sent && !isBackgroundQuery(sql)) {
    const waiting =
      !this.readyForQuery ||
      this._activeQuery ||
      this._queryQueue.length > 0 ||
      (this._sentQueryQueue?.length ?? 0) > 0;
    sent.push({ sql, newTrip: !waiting });
  }
  return (query as (...a: unknown[]) => unknown).call(this, config, ...rest);
} as typeof pg.Client.prototype.query;

const targets = (await dbTargets()).filter((t) => t.name === 'pg');

describe.each(targets)('round trips of a single-field PATCH on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'trips', 3);
    // A JSON column: its revision data stays JavaScript's.
    await createCollection(env.knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'meta', type: 'json', column: 'text' },
    ]);
    await env.knex('notes').insert({ title: 'first', meta: '{"a":1}' });
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await env?.close();
  });

  const trips = async (path: string, json: unknown) => {
    // Warm: schema, permissions and identity are cached per process, not per request.
    expect((await env.call(path, { method: 'PATCH', json })).status).toBe(200);
    const seen: Sent[] = [];
    sent = seen;
    try {
      expect((await env.call(path, { method: 'PATCH', json })).status).toBe(200);
    } finally {
      sent = null;
    }
    return seen;
  };

  it('is one round trip where the revision data is rendered in SQL', async () => {
    const out = await trips('/items/authors/1', { name: 'One trip' });
    expect(
      out.filter((s) => s.newTrip),
      out.map((s) => s.sql).join('\n'),
    ).toHaveLength(1);
    expect(out).toHaveLength(1);
    expect((await env.knex('authors').where({ id: 1 }).first()).name).toBe('One trip');
    const activity = await env.knex('directus_activity').orderBy('id', 'desc').first();
    expect(activity).toMatchObject({ action: 'update', collection: 'authors', item: '1' });
    const revision = await env.knex('directus_revisions').where({ activity: activity.id }).first();
    expect(JSON.parse(revision.delta)).toEqual({ name: 'One trip' });
    expect(JSON.parse(revision.data)).toEqual({
      id: 1,
      name: 'One trip',
      email: expect.anything(),
      rating: expect.anything(),
    });
  });

  it('is two round trips otherwise, BEGIN and COMMIT riding with the statements', async () => {
    const out = await trips('/items/notes/1', { title: 'Two trips' });
    expect(
      out.filter((s) => s.newTrip),
      out.map((s) => s.sql).join('\n'),
    ).toHaveLength(2);
    expect(out.map((s) => s.sql.split(' ')[0]!.toUpperCase())).toEqual([
      'BEGIN;',
      'UPDATE',
      'WITH',
      'COMMIT;',
    ]);
    const revision = await env.knex('directus_revisions').orderBy('id', 'desc').first();
    expect(JSON.parse(revision.data)).toEqual({ id: 1, title: 'Two trips', meta: { a: 1 } });
  });
});
