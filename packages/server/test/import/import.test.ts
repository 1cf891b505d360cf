import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ErrorCode } from '@atrium/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * `POST /{p}/utils/import/{collection}` (docs/import-and-schema.md): a file in, rows written
 * through the items service, a report out; a dry run writes nothing and tells the same story.
 */

const targets = await dbTargets();

/** The blog's CSV: types in local forms, relations by a unique field, m2m names, translations. */
const ARTICLES_CSV = [
  'title,status,views,price,featured,published_on,day,author.email,tags.name,meta,translations.fr.headline,translations.de.headline',
  'Imported one,published,"1.234",12,yes,27/11/2026 14:30,2026-11-27,ada@example.com,"news,art","{""a"":1}",Un,Eins',
  'Imported two,draft,7,"3,5",no,2026-06-01T08:00:00Z,01.06.2026,chen@example.com,tech,,Deux,',
  'Imported three,draft,seven,1,yes,,,nobody@example.com,,,,',
  'Imported four,draft,,,,,,,,,,',
].join('\r\n');

const QUERY = 'decimal=,&timezone=Europe/Paris&date_order=dmy';

function upload(name: string, text: string, type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type }), name);
  return form;
}

describe.each(targets)('import on $name', (target) => {
  let env: BlogEnv;
  let editor: string;
  let updater: string;

  beforeAll(async () => {
    env = await startBlog(target, 'imp', 5);
    const role = await createRoleWithUser(env.knex, 'Importers', [
      {
        collection: 'articles',
        create: 'full',
        read: 'full',
        update: 'full',
        write_field_blacklist: 'views',
      },
      { collection: 'authors', read: 'full' },
    ]);
    editor = role.token;
    updater = (
      await createRoleWithUser(env.knex, 'Updaters', [
        { collection: 'articles', read: 'full', update: 'full' },
      ])
    ).token;
    await refreshSchema(env.server, env.key);
  });
  afterAll(() => env?.close());

  const count = async (table: string) => Number((await env.knex(table).count({ c: '*' }).first())!.c);

  it('a dry run reports what would be created and every failing row, and writes nothing', async () => {
    const before = { articles: await count('articles'), activity: await count('directus_activity') };
    const res = await env.call(`/utils/import/articles?dry_run=1&${QUERY}`, {
      method: 'POST',
      body: upload('articles.csv', ARTICLES_CSV),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      dry_run: true,
      committed: false,
      rows: 4,
      created: 3,
      updated: 0,
      failed: 1,
    });
    // Line 4: "seven" is no number and nobody@ is no author; both named with the line.
    expect(res.body.data.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          line: 4,
          row: 3,
          field: 'views',
          reason: expect.stringContaining('seven'),
        }),
      ]),
    );
    expect(await count('articles')).toBe(before.articles);
    expect(await count('directus_activity')).toBe(before.activity);
  });

  it('imports in batches: converted values, relations by unique field, m2m, translations, activity', async () => {
    const res = await env.call(`/utils/import/articles?${QUERY}&batch_size=2`, {
      method: 'POST',
      body: upload('articles.csv', ARTICLES_CSV),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ committed: true, created: 3, failed: 1 });
    const read = await env.call(
      '/items/articles?filter[title][like]=Imported&sort=id&fields=title,views,price,featured,published_on,day,author,meta,tags.tag_id,translations.language,translations.headline',
    );
    const [one, two, four] = read.body.data;
    expect(read.body.data.map((a: { title: string }) => a.title)).toEqual([
      'Imported one',
      'Imported two',
      'Imported four',
    ]);
    expect(one).toMatchObject({
      views: 1234,
      price: 12,
      featured: true,
      author: 1,
      day: '2026-11-27',
      meta: { a: 1 },
    });
    // 14:30 in Paris in November is 13:30 UTC.
    expect(one.published_on).toMatch(/^2026-11-27[ T]13:30:00/);
    expect(one.tags.map((t: { tag_id: number }) => t.tag_id).sort()).toEqual([1, 3]);
    expect(
      Object.fromEntries(
        one.translations.map((t: { language: string; headline: string }) => [t.language, t.headline]),
      ),
    ).toEqual({ fr: 'Un', de: 'Eins' });
    expect(two).toMatchObject({ price: 3.5, featured: false, author: 3, day: '2026-06-01' });
    expect(two.published_on).toMatch(/^2026-06-01[ T]08:00:00/);
    expect(two.translations).toHaveLength(1);
    expect(four).toMatchObject({ views: null, author: null });
    const activity = await env
      .knex('directus_activity')
      .where({ collection: 'articles', action: 'create' })
      .count({ c: '*' })
      .first();
    expect(Number(activity!.c)).toBeGreaterThanOrEqual(3);
  });

  it('upserts by a chosen unique field from an NDJSON body; all-or-nothing rolls back on one bad row', async () => {
    const ndjson = [
      '{"email":"ada@example.com","name":"Ada L.","rating":"4"}',
      '{"email":"new@example.com","name":"Newcomer"}',
    ].join('\n');
    const res = await env.call('/utils/import/authors?upsert=email', {
      method: 'POST',
      body: ndjson,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(res.body.data).toMatchObject({ created: 1, updated: 1, failed: 0, committed: true });
    expect(await env.knex('authors').where({ email: 'ada@example.com' }).first()).toMatchObject({
      id: 1,
      name: 'Ada L.',
      rating: 4,
    });

    const before = await count('authors');
    const json = JSON.stringify([{ name: 'Fine' }, { name: null }]);
    const atomic = await env.call('/utils/import/authors?mode=atomic', {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json' },
    });
    expect(atomic.body.data).toMatchObject({ created: 1, failed: 1, committed: false });
    expect(atomic.body.data.errors[0]).toMatchObject({ row: 2, field: 'name' });
    expect(await count('authors')).toBe(before);
  });

  it('a large upsert (2,000 rows, half existing) updates in batches: rows, one activity and revision per item', async () => {
    const seed = Array.from({ length: 1000 }, (_, k) =>
      JSON.stringify({ name: `Bulk ${k}`, email: `bulk${k}@example.com`, rating: 1 }),
    ).join('\n');
    const seeded = await env.call('/utils/import/authors', {
      method: 'POST',
      body: seed,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(seeded.body.data).toMatchObject({ created: 1000, failed: 0 });
    const before = await count('authors');
    const mark = Number((await env.knex('directus_activity').max({ m: 'id' }).first())!.m);
    // Even rows update bulk{k}, odd rows are new; row 11 (bulk5) is refused by validation, so
    // its batch is written again row by row and only that row fails.
    const rows = Array.from({ length: 2000 }, (_, i) =>
      i % 2 === 0
        ? {
            email: `bulk${i / 2}@example.com`,
            name: i === 10 ? null : `Bulk ${i / 2} v2`,
            rating: `${i % 5}`,
          }
        : { email: `fresh${i}@example.com`, name: `Fresh ${i}` },
    );
    const res = await env.call('/utils/import/authors?upsert=email', {
      method: 'POST',
      body: rows.map((r) => JSON.stringify(r)).join('\n'),
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(res.body.data).toMatchObject({
      rows: 2000,
      created: 1000,
      updated: 999,
      failed: 1,
      committed: true,
    });
    expect(res.body.data.errors).toEqual([expect.objectContaining({ line: 11, row: 11, field: 'name' })]);
    expect(await count('authors')).toBe(before + 1000);
    const bulk = await env.knex('authors').where('email', 'like', 'bulk%').orderBy('id');
    expect(bulk).toHaveLength(1000);
    for (const a of bulk) {
      const k = Number(/bulk(\d+)@/.exec(a.email)![1]);
      if (k === 5) expect(a).toMatchObject({ name: 'Bulk 5', rating: 1 });
      else expect(a).toMatchObject({ name: `Bulk ${k} v2`, rating: (2 * k) % 5 });
    }
    const activity = await env
      .knex('directus_activity')
      .where('id', '>', mark)
      .andWhere({ collection: 'authors' });
    expect(activity.filter((a) => a.action === 'create')).toHaveLength(1000);
    const updates = activity.filter((a) => a.action === 'update');
    expect(updates).toHaveLength(999);
    expect(new Set(updates.map((a) => String(a.item))).size).toBe(999);
    const revisions = await env
      .knex('directus_revisions')
      .where('activity', '>', mark)
      .andWhere({ collection: 'authors' });
    expect(revisions).toHaveLength(1999);
    const byActivity = new Map(revisions.map((r) => [Number(r.activity), r]));
    const byId = new Map(bulk.map((a) => [String(a.id), a]));
    for (const a of updates) {
      const rev = byActivity.get(Number(a.id))!;
      expect(rev.item).toBe(String(a.item));
      const row = byId.get(String(a.item))!;
      expect(JSON.parse(rev.data)).toMatchObject({ id: row.id, name: row.name, rating: row.rating });
      expect(JSON.parse(rev.delta)).toEqual({ email: row.email, name: row.name, rating: row.rating });
    }
  });

  it('tells how far a running import is: GET …/utils/import/progress/{id} follows the rows written', async () => {
    const id = `progress-${target.name}-1`;
    const line = (i: number) => `${JSON.stringify({ name: `Progress ${i}`, email: `p${i}@example.com` })}\n`;
    const first = Array.from({ length: 300 }, (_, i) => line(i)).join('');
    const rest = Array.from({ length: 200 }, (_, i) => line(300 + i)).join('');
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    async function* body() {
      yield Buffer.from(first);
      await gate;
      yield Buffer.from(rest);
    }
    const progress = (token?: string) => env.call(`/utils/import/progress/${id}`, { token });
    const pending = env.call(`/utils/import/authors?batch_size=100&progress=${id}`, {
      method: 'POST',
      body: Readable.toWeb(Readable.from(body())) as ReadableStream,
      headers: { 'content-type': 'application/x-ndjson' },
      duplex: 'half',
    } as RequestInit);
    try {
      // The first 300 rows are written in three batches while the rest of the file has not come.
      await expect.poll(async () => (await progress()).body?.data?.rows ?? 0, { timeout: 15_000 }).toBe(300);
      expect((await progress()).body.data).toEqual({
        rows: 300,
        created: 300,
        updated: 0,
        failed: 0,
        bytes: Buffer.byteLength(first),
      });
      // Only the caller sees its import; a malformed id is refused before anything is read.
      expect((await progress(editor)).status).toBe(404);
      expect(
        (await env.call('/utils/import/authors?progress=no', { method: 'POST', body: 'x' })).status,
      ).toBe(422);
    } finally {
      release();
    }
    const res = await pending;
    expect(res.body.data).toMatchObject({ rows: 500, created: 500, failed: 0 });
    expect((await progress()).status).toBe(404);
  });

  it('batches mode: a batch with bad rows reports exactly their lines and writes the others, one activity and revision each', async () => {
    const before = { authors: await count('authors'), activity: await count('directus_activity') };
    // One batch of five: line 2 is refused by the items service's validation (the batch is then
    // written row by row to find it), line 4 by the conversion before any write.
    const ndjson = [
      '{"name":"Batch one","email":"batch1@example.com"}',
      '{"name":null,"email":"batch2@example.com"}',
      '{"name":"Batch three","email":"batch3@example.com"}',
      '{"name":"Batch four","rating":"four"}',
      '{"name":"Batch five","email":"batch5@example.com"}',
    ].join('\n');
    const res = await env.call('/utils/import/authors', {
      method: 'POST',
      body: ndjson,
      headers: { 'content-type': 'application/x-ndjson' },
    });
    expect(res.body.data).toMatchObject({ rows: 5, created: 3, failed: 2, committed: true });
    expect(res.body.data.errors.map((e: { line: number }) => e.line)).toEqual([2, 4]);
    expect(res.body.data.errors[0]).toMatchObject({ field: 'name' });
    expect(res.body.data.errors[1]).toMatchObject({ field: 'rating' });
    const names = (await env.knex('authors').where('name', 'like', 'Batch%').orderBy('id')).map(
      (a) => a.name,
    );
    expect(names).toEqual(['Batch one', 'Batch three', 'Batch five']);
    expect(await count('authors')).toBe(before.authors + 3);
    const activity = await env
      .knex('directus_activity')
      .where({ collection: 'authors', action: 'create' })
      .orderBy('id', 'desc')
      .limit(3);
    expect(await count('directus_activity')).toBe(before.activity + 3);
    for (const a of activity) {
      const rev = await env.knex('directus_revisions').where({ activity: a.id }).first();
      expect(rev).toMatchObject({ item: a.item });
      expect(JSON.parse(rev.data)).toMatchObject({ id: Number(a.item) });
    }
    expect(activity.map((a) => JSON.parse(String(a.item)))).toEqual(
      (await env.knex('authors').where('name', 'like', 'Batch%').orderBy('id', 'desc')).map((a) => a.id),
    );
  });

  it('permissions: a column the role may not write is a mapping error; other rows as REST writes', async () => {
    const refused = await env.call('/utils/import/articles', {
      method: 'POST',
      token: editor,
      body: upload('a.csv', 'title,views\r\nX,1\r\n'),
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toContain('views');
    const ok = await env.call('/utils/import/articles', {
      method: 'POST',
      token: editor,
      body: upload('a.csv', 'title,author.email\r\nBy editor,chen@example.com\r\n'),
    });
    expect(ok.body.data).toMatchObject({ created: 1, failed: 0 });
    const denied = await env.call('/utils/import/authors', {
      method: 'POST',
      token: editor,
      body: upload('a.csv', 'name\r\nNope\r\n'),
    });
    // Update but no create: each new row is refused as POST /items would refuse it.
    const rowRefused = await env.call('/utils/import/articles', {
      method: 'POST',
      token: updater,
      body: upload('a.csv', 'title\r\nNew one\r\n'),
    });
    expect(rowRefused.body.data).toMatchObject({ created: 0, failed: 1 });
    expect(rowRefused.body.data.errors[0]).toMatchObject({ line: 2, code: ErrorCode.ForbiddenCreate });
    // No create or update permission on authors at all: refused before the file is read.
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe(ErrorCode.ForbiddenCreate);
  });

  it('a malformed file answers a coded error with its line and writes nothing', async () => {
    const before = await count('articles');
    const csv = await env.call('/utils/import/articles?mode=atomic', {
      method: 'POST',
      body: upload('bad.csv', 'title,views\r\nGood,1\r\n"Broken,2\r\n'),
    });
    expect(csv.status).toBe(400);
    expect(csv.body.error).toMatchObject({
      code: ErrorCode.InvalidPayload,
      message: expect.stringMatching(/CSV at line 3/),
    });
    const json = await env.call('/utils/import/articles', {
      method: 'POST',
      body: '[\n{"title":"a"},\n{"title": }\n]',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.status).toBe(400);
    expect(json.body.error.message).toMatch(/JSON at line 3/);
    expect(await count('articles')).toBe(before);
    // The atomic import received the file into tmp/ first, and removed it.
    const tmp = await fs.readdir(path.join(env.server.dataDir, 'tmp')).catch(() => [] as string[]);
    expect(tmp.filter((n) => n.startsWith('upload-'))).toEqual([]);
  });
});
