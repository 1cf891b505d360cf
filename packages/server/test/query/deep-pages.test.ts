import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createCollection, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Deep pages (issue 16): a large offset sorted by an indexed datetime returns exactly the rows a
 * plain OFFSET would, on every database. The strategy is chosen per database (query/deep-page.ts):
 * PostgreSQL defers the join only when an index on (sort column, key) makes the key scan
 * index-only, and reads a plain OFFSET otherwise.
 */

const targets = await dbTargets();
const ROWS = 1_500;
const OFFSET = 1_200;
/** Distinct datetimes in an order unrelated to the ids. */
const when = (i: number) => {
  const minutes = (i * 7919) % ROWS;
  return new Date(Date.UTC(2021, 0, 1) + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
};

describe.each(targets)('deep pages on $name', (target) => {
  let env: BlogEnv;
  let serverKnex: Knex;
  const expected = Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, at: when(i + 1) }))
    .sort((a, b) => (a.at < b.at ? -1 : 1))
    .map((r) => r.id);

  beforeAll(async () => {
    env = await startBlog(target, 'deep', 5);
    await createCollection(env.knex, 'events', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string', length: 50 },
      { field: 'at', type: 'datetime', column: 'datetime', nullable: false, index: true },
    ]);
    const rows = Array.from({ length: ROWS }, (_, i) => ({ title: `event ${i + 1}`, at: when(i + 1) }));
    await env.knex.batchInsert('events', rows, 300);
    await refreshSchema(env.server, env.key);
    serverKnex = (await env.server.registry.get(env.key))!.knex;
  });
  afterAll(() => env?.close());

  /** The ids of a deep page and the SQL statements the server ran for it. */
  const deepPage = async (query: string) => {
    const sql: string[] = [];
    const listener = (q: { sql: string }) => sql.push(q.sql);
    serverKnex.on('query', listener);
    try {
      const r = await env.call(`/items/events?fields=id&limit=100&offset=${OFFSET}&sort=at${query}`);
      expect(r.status).toBe(200);
      const ids = (r.body as { data: { id: number }[] }).data.map((d) => Number(d.id));
      // The deferred join reads the page's rows as `p0` after finding their keys as `t0`.
      const page = sql.filter((s) => /\bevents\b/.test(s) && /\blimit\b/i.test(s));
      return { ids, deferred: page.some((s) => /\bp0\b/.test(s)) };
    } finally {
      serverKnex.off('query', listener);
    }
  };

  it('returns the rows of a plain OFFSET, in order', async () => {
    const { ids, deferred } = await deepPage('');
    expect(ids).toEqual(expected.slice(OFFSET, OFFSET + 100));
    // PostgreSQL: an index on the date alone would make the key scan visit the table anyway.
    if (target.name === 'pg') expect(deferred).toBe(false);
    if (target.name === 'sqlite') expect(deferred).toBe(true);
    const desc = await env.call(`/items/events?fields=id&limit=100&offset=${OFFSET}&sort=-at`);
    expect((desc.body as { data: { id: number }[] }).data.map((d) => Number(d.id))).toEqual(
      [...expected].reverse().slice(OFFSET, OFFSET + 100),
    );
  });

  // Only PostgreSQL takes the deferred join with an index; the other databases have no such test.
  if (target.name === 'pg') {
    it('defers the join on PostgreSQL once an index carries the key', async () => {
      await env.knex.raw('create index events_at_id on events (at, id)');
      await refreshSchema(env.server, env.key);
      const { ids, deferred } = await deepPage('');
      expect(ids).toEqual(expected.slice(OFFSET, OFFSET + 100));
      expect(deferred).toBe(true);
      // A filter restricts the key scan to rows the index does not describe: plain OFFSET again.
      const filtered = await deepPage('&filter[title][nnull]=');
      expect(filtered.deferred).toBe(false);
      expect(filtered.ids).toEqual(expected.slice(OFFSET, OFFSET + 100));
    });
  }
});
