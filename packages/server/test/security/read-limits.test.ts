import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { refreshSchema, setPublicPermissions } from '../support/fixtures';
import { startBlog, type Api, type BlogEnv } from '../items/setup';

/**
 * Issue 24, items 4 and 7: a read is bounded before it runs — relations crossed, columns of the
 * `fields` tree, rows × columns — and refused with 422/219 naming the limit, for every caller and
 * every read path (lists, by id, meta, exports). Limits come from the project's config file.
 */

const targets = await dbTargets();
const NESTED = '*.*.*.*.*.*.*.*.*.*';

describe.each(targets)('read limits on $name', (target) => {
  let env: BlogEnv;
  let configFile: string;
  let original: string;

  /** Rewrites the project's `read_limits`; every server process picks the file up within a second. */
  async function setLimits(limits: Record<string, number> | null) {
    const config = JSON.parse(original) as Record<string, unknown>;
    if (limits) config.read_limits = limits;
    await fs.writeFile(configFile, JSON.stringify(config, null, 2));
    const later = new Date(Date.now() + 2000);
    await fs.utimes(configFile, later, later);
    await new Promise((r) => setTimeout(r, 1100));
  }

  beforeAll(async () => {
    env = await startBlog(target, 'lim', 60);
    await setPublicPermissions(env.knex, [
      { collection: 'articles', read: 'full' },
      { collection: 'authors', read: 'full' },
      { collection: 'comments', read: 'full' },
      { collection: 'tags', read: 'full' },
      { collection: 'articles_tags', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
    configFile = path.join(env.server.dataDir, 'projects', `${env.key}.json`);
    original = await fs.readFile(configFile, 'utf8');
  });
  afterAll(() => env?.close());

  const expectOk = (r: Api) => {
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    return r.body;
  };
  const expectRefused = (r: Api, limit: string) => {
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(422);
    expect(r.body.error.code).toBe(219);
    expect(r.body.error.message).toContain(`read_limits.${limit}`);
  };

  it('refuses nested wildcards that expand past the column limit, for admins and the public', async () => {
    const admin = await env.call(`/items/articles?fields=${NESTED}`);
    expectRefused(admin, 'max_columns');
    expect(admin.body.error.message).toMatch(/fields=\*,author\.name/);
    const all = await env.call(`/items/articles?fields=${NESTED}&limit=-1`);
    expectRefused(all, 'max_columns');
    const byId = await env.call(`/items/articles/1?fields=${NESTED}`);
    expectRefused(byId, 'max_columns');
    // The server still answers ordinary reads at once.
    const ok = await env.call('/items/articles?fields=*,author.name&limit=3');
    expect(expectOk(ok).data).toHaveLength(3);
  });

  it('holds the public to the same limits where it may read', async () => {
    // The public reads no users, roles or files: its tree is narrower than an admin's.
    await setLimits({ max_relational_depth: 10, max_columns: 300, max_cells: 1_000_000 });
    const pub = await env.call(`/items/articles?fields=${NESTED}&limit=-1&meta=*`, { token: null });
    expectRefused(pub, 'max_columns');
    expectOk(await env.call('/items/articles?fields=*.*&limit=-1', { token: null }));
    await setLimits(null);
  });

  it('refuses an export past the limits before the first byte, as a JSON error', async () => {
    for (const format of ['json', 'csv']) {
      const r = await env.call(`/items/articles?fields=${NESTED}&export=${format}`);
      expectRefused(r, 'max_columns');
      expect(r.headers.get('content-disposition')).toBeNull();
    }
  });

  it('counts rows × columns: limit=-1 by the rows that match, a limit by itself', async () => {
    // 60 articles (48 not soft-deleted) of 15 columns each with `*`.
    await setLimits({ max_relational_depth: 10, max_columns: 1000, max_cells: 500 });
    const all = await env.call('/items/articles?fields=*&limit=-1');
    expectRefused(all, 'max_cells');
    expect(all.body.error.message).toMatch(/more than \d+ rows of \d+ columns/);
    expectRefused(await env.call('/items/articles?fields=*&limit=-1', { token: null }), 'max_cells');
    expectRefused(await env.call('/items/articles?fields=*&limit=1000'), 'max_cells');
    // Few enough matching rows, a small page or few columns: answered.
    const filtered = await env.call('/items/articles?fields=*&limit=-1&filter[id][lte]=20');
    expectOk(filtered);
    expect(filtered.body.data.length).toBeGreaterThan(10);
    expectOk(await env.call('/items/articles?fields=*&limit=20'));
    const ids = await env.call('/items/articles?fields=id&limit=-1&status=*');
    expectOk(ids);
    expect(ids.body.data).toHaveLength(60);
    // A big limit is only a bound: rows past the offset that are not there do not count.
    expect(expectOk(await env.call('/items/articles?fields=*&limit=100&offset=40')).data).toHaveLength(8);
    // A read by keys returns at most one row per key: few keys are answered, too many refused.
    const keys = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(expectOk(await env.call(`/items/articles/${keys(20)}?fields=*&status=*`)).data).toHaveLength(20);
    expectRefused(await env.call(`/items/articles/${keys(60)}?fields=*&status=*`), 'max_cells');
    // An export reads pages: the whole collection still downloads column by column.
    const exported = await env.call('/items/articles?fields=id,title&export=json&status=*');
    expectOk(exported);
    expect(exported.body).toHaveLength(60);
    await setLimits(null);
  });

  it('measures related lists as they are read: one row may not carry too many', async () => {
    // id + comments (id, article, text, likes): 6 columns, so 5 rows pass the count before
    // reading, but those 5 articles carry 7 comments.
    await setLimits({ max_relational_depth: 10, max_columns: 1000, max_cells: 30 });
    const wide = await env.call('/items/articles?fields=id,comments.*&limit=5&sort=id&status=*');
    expectRefused(wide, 'max_cells');
    expect(wide.body.error.message).toMatch(/one-to-many/);
    const narrow = await env.call('/items/articles?fields=id,comments.*&limit=2&sort=id&status=*');
    expectOk(narrow);
    expect(narrow.body.data.map((a: { comments: unknown[] }) => a.comments.length)).toEqual([1, 2]);
    await setLimits(null);
  });

  it('bounds the relations a fields or filter path crosses', async () => {
    await setLimits({ max_relational_depth: 2, max_columns: 1000, max_cells: 1_000_000 });
    expectOk(await env.call('/items/articles?fields=id,comments.article.title&limit=1'));
    const deep = await env.call('/items/articles?fields=id,comments.article.author.name');
    expectRefused(deep, 'max_relational_depth');
    expect(deep.body.error.message).toContain('comments.article.author.');
    expectOk(await env.call('/items/articles?fields=*.*.*&limit=2'));
    expectRefused(await env.call('/items/articles?fields=*.*.*.*'), 'max_relational_depth');
    const filter = await env.call('/items/articles?filter[comments.article.author.name][eq]=Ada', {
      token: null,
    });
    expectRefused(filter, 'max_relational_depth');
    expect((await env.call('/items/articles?filter[comments.article.title][nnull]=1&fields=id')).status).toBe(
      200,
    );
    await setLimits(null);
  });
});
