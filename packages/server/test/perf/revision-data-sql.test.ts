import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSchema } from '../../src/schema/overview';
import { revisionData } from '../../src/services/activity/record';
import { isBackgroundQuery } from '../support/background-queries';
import { dbTargets } from '../support/databases';
import { createCollection, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * On PostgreSQL a single-field PATCH renders its revision's `data` in SQL (one statement for
 * update, activity and revision). Whatever the values, the text stored is byte for byte the one
 * the JavaScript path stores for the same row: `JSON.stringify(revisionData(collection, row))`,
 * and no correction of it was needed (the server rewrites a revision whose SQL data differs).
 */

const targets = (await dbTargets()).filter((t) => t.name === 'pg');

/** Lone surrogates as U+FFFD (what the UTF-8 encoding to the database makes of them). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** Text with what JSON escapes, quotes, control characters, astral and combining characters. */
const text = (max: number) =>
  fc
    .array(
      fc.oneof(
        fc.string({ unit: 'binary', maxLength: 6 }),
        fc.constantFrom('"', '\\', '\n', '\r', '\t', '\b', '\f', '\u0001', '\u001f', '\u007f', "'", '/'),
        fc.constantFrom(
          '\u2028',
          '\u2029',
          '😀',
          'é',
          'e\u0301',
          '\ufeff',
          '</script>',
          '\\u0041',
          '%s',
          '$1',
        ),
      ),
      { maxLength: 12 },
    )
    .map((parts) => [...wellFormed(parts.join('')).replaceAll('\u0000', '')].slice(0, max).join(''));

const values = fc.record(
  {
    title: fc.option(text(100), { nil: null }),
    body: fc.option(text(300), { nil: null }),
    count: fc.option(fc.integer(), { nil: null }),
    small: fc.option(fc.integer({ min: -32768, max: 32767 }), { nil: null }),
    big: fc.option(fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String), { nil: null }),
    flag: fc.option(fc.boolean(), { nil: null }),
    price: fc.option(
      fc.integer({ min: -9_999_999_999, max: 9_999_999_999 }).map((n) => n / 100),
      { nil: null },
    ),
    at: fc.option(
      fc
        .date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 19).replace('T', ' ')),
      { nil: null },
    ),
    zoned: fc.option(
      fc
        .date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2200-01-01T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => `${d.toISOString().slice(0, 19).replace('T', ' ')}+02:00`),
      { nil: null },
    ),
    code: fc.option(fc.string({ unit: 'grapheme-ascii', maxLength: 5 }), { nil: null }),
    uid: fc.option(fc.uuid(), { nil: null }),
  },
  { requiredKeys: [] },
);

describe.each(targets)('revision data rendered in SQL on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'revdata', 1);
    await createCollection(env.knex, 'samples', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'body', type: 'string', column: 'text' },
      { field: 'count', type: 'integer', column: 'integer' },
      { field: 'big', type: 'integer', column: 'bigint' },
      { field: 'flag', type: 'boolean', column: 'boolean' },
      { field: 'price', type: 'decimal', column: 'decimal' },
      { field: 'at', type: 'datetime', column: 'datetime' },
      { field: 'secret', type: 'hash', column: 'string' },
    ]);
    await env.knex.raw(
      'alter table samples add column small smallint, add column zoned timestamptz, add column code char(5), add column uid uuid',
    );
    await env.knex('directus_fields').insert([
      { collection: 'samples', field: 'small', type: 'integer', interface: 'numeric' },
      { collection: 'samples', field: 'zoned', type: 'datetime', interface: 'datetime' },
      { collection: 'samples', field: 'code', type: 'string', interface: 'text-input' },
      { collection: 'samples', field: 'uid', type: 'string', interface: 'text-input' },
    ]);
    await env.knex('samples').insert({ title: 'first' });
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('stores the bytes the JavaScript rendering gives, in one statement', async () => {
    const project = (await env.server.registry.get(env.key))!;
    // Warm: schema, permissions and identity are cached per process, not per request.
    expect((await env.call('/items/samples/1', { method: 'PATCH', json: { count: 1 } })).status).toBe(200);
    const seen: string[] = [];
    const onQuery = (q: { sql: string }) => {
      if (!isBackgroundQuery(q.sql)) seen.push(q.sql);
    };
    project.knex.on('query', onQuery);
    try {
      await fc.assert(
        fc.asyncProperty(values, fc.boolean(), async (json, withSecret) => {
          const payload = withSecret ? { ...json, secret: 'never in a revision' } : json;
          seen.length = 0;
          const res = await env.call('/items/samples/1', { method: 'PATCH', json: payload });
          if (Object.keys(payload).length === 0) return;
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(seen, seen.join('\n')).toHaveLength(1);
          expect(seen[0]).toMatch(/^with "atrium_written" as \(update "samples"/);
          const schema = await getSchema(project);
          const row = await env.knex('samples').where({ id: 1 }).first();
          const activity = await env.knex('directus_activity').orderBy('id', 'desc').first();
          const revision = await env.knex('directus_revisions').where({ activity: activity.id }).first();
          expect(revision.data).toBe(JSON.stringify(revisionData(schema.collections.get('samples')!, row)));
          expect(revision.data).not.toContain('secret');
          expect(JSON.parse(revision.delta)).not.toHaveProperty('secret');
          expect(res.headers.get('etag')).toBe((await env.call('/items/samples/1')).headers.get('etag'));
        }),
        { numRuns: 80 },
      );
    } finally {
      project.knex.off('query', onQuery);
    }
  });

  it('renders timestamps, numerics and texts at their edges as JavaScript does', async () => {
    const edges = [
      "update samples set at = '0001-01-01 00:00:00 BC'",
      "update samples set at = '10000-01-01 00:00:00', zoned = 'infinity'",
      "update samples set at = '2020-01-01 10:00:00.123456', zoned = '-infinity'",
      "update samples set price = 'NaN'",
      'update samples set price = 0, big = -9223372036854775808',
      "update samples set price = -0.5, code = 'a', title = ''",
    ];
    const project = (await env.server.registry.get(env.key))!;
    const schema = await getSchema(project);
    for (const edge of edges) {
      await env.knex.raw(edge);
      // A PATCH that leaves those columns as they are, in one statement (no correction after it).
      const seen: string[] = [];
      const onQuery = (q: { sql: string }) => {
        if (!isBackgroundQuery(q.sql)) seen.push(q.sql);
      };
      project.knex.on('query', onQuery);
      const res = await env.call('/items/samples/1', { method: 'PATCH', json: { count: 7 } });
      project.knex.off('query', onQuery);
      expect(res.status, `${edge}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(seen, edge).toHaveLength(1);
      const row = await env.knex('samples').where({ id: 1 }).first();
      const revision = await env.knex('directus_revisions').orderBy('id', 'desc').first();
      expect(revision.data, edge).toBe(JSON.stringify(revisionData(schema.collections.get('samples')!, row)));
    }
  });
});
