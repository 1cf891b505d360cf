import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureWebhookDelivery } from '../../src/services/webhooks/dispatcher';
import { dbTargets } from '../support/databases';
import { createCollection, createRelation, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Import with relations beyond one CSV (docs/import-and-schema.md): files by URL through the
 * SSRF-safe import and by id, JSON rows shaped as the JSON export writes them, an explicit
 * mapping, related items created on demand, upsert that sets m2m lists and translations, and
 * webhooks fired for imported items as for any write.
 */

const targets = await dbTargets();
const PDF = '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n';

async function allowPrivate(env: BlogEnv, allow: string[]) {
  const file = path.join(env.server.dataDir, 'projects', `${env.key}.json`);
  const config = JSON.parse(await fs.readFile(file, 'utf8'));
  config.outbound = { ...(config.outbound ?? {}), allow_private: allow, embed_previews: false };
  await fs.writeFile(file, JSON.stringify(config, null, 2));
  const later = new Date(Date.now() + 2000);
  await fs.utimes(file, later, later);
  await new Promise((r) => setTimeout(r, 1100));
}

function csvUpload(text: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), 'rows.csv');
  return form;
}

describe.each(targets)('import relations on $name', (target) => {
  let env: BlogEnv;
  let port = 0;
  const hits: string[] = [];
  const remote = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    if (req.url === '/hook') return res.writeHead(200).end('ok');
    if (req.url === '/notes.pdf') return res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF);
    res.writeHead(404).end();
  });

  beforeAll(async () => {
    configureWebhookDelivery({ backoffMs: 100, timeoutMs: 5000 });
    await new Promise<void>((r) => remote.listen(0, '127.0.0.1', r));
    port = (remote.address() as AddressInfo).port;
    env = await startBlog(target, 'imprel', 3);
    await createCollection(env.knex, 'docs', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'attachment', type: 'file', column: 'integer' },
    ]);
    await createRelation(env.knex, {
      collection_many: 'docs',
      field_many: 'attachment',
      collection_one: 'directus_files',
    });
    await refreshSchema(env.server, env.key);
    await allowPrivate(env, [`127.0.0.1:${port}`]);
  });
  afterAll(async () => {
    await env?.close();
    remote.closeAllConnections();
    remote.close();
  });

  const files = async () => Number((await env.knex('directus_files').count({ c: '*' }).first())!.c);

  it('files by URL (fetched once, SSRF-safe) and by id; a dry run fetches nothing', async () => {
    const url = `http://127.0.0.1:${port}/notes.pdf`;
    const csv = ['title,attachment', `A,${url}`, `B,${url}`, 'C,', 'D,http://10.0.0.7/x.pdf'].join('\n');
    const before = await files();
    const dry = await env.call('/utils/import/docs?dry_run=true', { method: 'POST', body: csvUpload(csv) });
    // The dry run checks each URL against the outbound rules without fetching it.
    expect(dry.body.data).toMatchObject({ files: 1, created: 3, failed: 1, committed: false });
    expect(hits.filter((h) => h === '/notes.pdf')).toHaveLength(0);
    expect(await files()).toBe(before);

    const res = await env.call('/utils/import/docs', { method: 'POST', body: csvUpload(csv) });
    expect(res.body.data).toMatchObject({ files: 1, created: 3, failed: 1 });
    expect(res.body.data.errors[0]).toMatchObject({ line: 5, field: 'attachment' });
    const docs = (await env.call('/items/docs?sort=id&fields=title,attachment')).body.data;
    expect(docs[0].attachment).toBe(docs[1].attachment);
    expect(docs[2].attachment).toBeNull();
    const fileId = docs[0].attachment;
    const byId = await env.call('/utils/import/docs', {
      method: 'POST',
      body: csvUpload(`title,attachment\nE,${fileId}\nF,99999\n`),
    });
    expect(byId.body.data).toMatchObject({ created: 1, failed: 1 });
    expect(byId.body.data.errors[0]).toMatchObject({
      line: 3,
      field: 'attachment',
      reason: expect.stringContaining('99999'),
    });
  });

  it('JSON rows as the JSON export writes them, an explicit mapping, related items made on demand', async () => {
    const rows = [
      {
        title: 'From JSON',
        author: { id: 2, name: 'Brian' },
        tags: [{ tag_id: { id: 1, name: 'news' } }, { tag_id: 3 }],
        translations: [{ language: 'en', headline: 'Hello' }],
      },
    ];
    const json = await env.call('/utils/import/articles', {
      method: 'POST',
      body: JSON.stringify(rows),
      headers: { 'content-type': 'application/json' },
    });
    expect(json.body.data).toMatchObject({ created: 1, failed: 0 });
    const read = await env.call(
      '/items/articles?filter[title][eq]=From JSON&fields=author,tags.tag_id,translations.headline&single=1',
    );
    expect(read.body.data.author).toBe(2);
    expect(read.body.data.tags.map((t: { tag_id: number }) => t.tag_id).sort()).toEqual([1, 3]);
    expect(read.body.data.translations).toEqual([{ headline: 'Hello' }]);

    const mapping = encodeURIComponent(
      JSON.stringify({ Heading: 'title', Writer: 'author.name', Notes: null }),
    );
    const csv = 'Heading,Writer,Notes\nMapped,Zed,ignored\n';
    const without = await env.call(`/utils/import/articles?mapping=${mapping}`, {
      method: 'POST',
      body: csvUpload(csv),
    });
    expect(without.body.data).toMatchObject({ created: 0, failed: 1 });
    expect(without.body.data.errors[0]).toMatchObject({
      field: 'author',
      column: 'Writer',
      reason: expect.stringContaining('Zed'),
    });
    const made = await env.call(`/utils/import/articles?mapping=${mapping}&create_related=1`, {
      method: 'POST',
      body: csvUpload(csv),
    });
    expect(made.body.data).toMatchObject({ created: 1, failed: 0 });
    const zed = await env.knex('authors').where({ name: 'Zed' }).first();
    expect(await env.knex('articles').where({ title: 'Mapped' }).first()).toMatchObject({ author: zed.id });
  });

  it('upsert by key sets m2m lists and translations without duplicates, and fires webhooks', async () => {
    const hook = await env.call('/webhooks', {
      method: 'POST',
      json: {
        status: 'active',
        http_action: 'post',
        url: `http://127.0.0.1:${port}/hook`,
        collection: 'articles',
        directus_action: 'item.update:after',
      },
    });
    expect(hook.status).toBe(200);
    const csv = 'id,tags,translations.en.headline,translations.de.headline\n1,2,EN new,DE new\n3,"1,2,3",,\n';
    const res = await env.call('/utils/import/articles', { method: 'POST', body: csvUpload(csv) });
    expect(res.body.data).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const tags = await env.knex('articles_tags').where({ article_id: 1 }).pluck('tag_id');
    expect(tags.map(Number)).toEqual([2]);
    const tr = await env
      .knex('articles_translations')
      .where({ article: 1 })
      .orderBy('language')
      .select('language', 'headline');
    expect(tr).toEqual([
      { language: 'de', headline: 'DE new' },
      { language: 'en', headline: 'EN new' },
    ]);
    const tags2 = await env.knex('articles_tags').where({ article_id: 3 }).pluck('tag_id');
    expect(tags2.map(Number).sort()).toEqual([1, 2, 3]);
    const until = Date.now() + 10_000;
    while (hits.filter((h) => h === '/hook').length < 2 && Date.now() < until)
      await new Promise((r) => setTimeout(r, 50));
    expect(hits.filter((h) => h === '/hook').length).toBeGreaterThanOrEqual(2);
  });
});
