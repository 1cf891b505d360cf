import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Export and import speak the same flattening (docs/import-and-schema.md): a view of articles
 * with their authors, tags and translations, exported and imported into the emptied collection,
 * exports again exactly as before — as CSV and as JSON. XML and YAML hold the same rows.
 */

const targets = await dbTargets();

const VIEW =
  'fields=id,title,status,views,price,featured,published_on,day,meta,author.id,author.name,tags.tag_id,translations.language,translations.headline&sort=id';

describe.each(targets)('export -> import round trip on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'rt', 12);
    await env.knex('articles').where({ id: 3 }).update({ title: '=1+2, "quoted"', meta: '{"k":[1,2]}' });
  });
  afterAll(() => env?.close());

  const exportAs = async (format: string) => {
    const res = await env.server.request(`/${env.key}/items/articles?export=${format}&${VIEW}`, {
      headers: { authorization: 'Bearer admin-static-token-for-tests' },
    });
    expect(res.status).toBe(200);
    return res.text();
  };
  const empty = async () => {
    for (const t of ['articles_tags', 'articles_translations', 'comments', 'articles'])
      await env.knex(t).del();
  };
  const importText = async (text: string, type: string) => {
    const res = await env.call('/utils/import/articles?mode=atomic', {
      method: 'POST',
      body: text,
      headers: { 'content-type': type },
    });
    expect(res.body.data.errors).toEqual([]);
    return res.body.data;
  };

  it('CSV and JSON exports import back into an empty collection unchanged', async () => {
    const csv = await exportAs('csv');
    const json = await exportAs('json');
    const rows = JSON.parse(json);
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.some((r: { tags: unknown[] }) => r.tags.length > 1)).toBe(true);
    expect(rows.some((r: { translations: unknown[] }) => r.translations.length > 1)).toBe(true);

    await empty();
    expect(await importText(csv, 'text/csv')).toMatchObject({ created: rows.length, committed: true });
    expect(await exportAs('csv')).toBe(csv);

    await empty();
    expect(await importText(json, 'application/json')).toMatchObject({
      created: rows.length,
      committed: true,
    });
    expect(await exportAs('json')).toBe(json);
  });

  it('XML and YAML exports hold the same rows as JSON', async () => {
    const rows = JSON.parse(await exportAs('json'));
    expect(parseYaml(await exportAs('yaml'))).toEqual(rows);
    const xml = await exportAs('xml');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<data>\n  <item>\n')).toBe(true);
    expect(xml).toContain('<title>=1+2, "quoted"</title>');
    expect(xml.match(/<\/item>\n {2}<item>/g)?.length).toBe(rows.length - 1);
  });
});
