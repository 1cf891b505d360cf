import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_COUNTS, DEMO_DATE_SPREAD_DAYS } from '../../src/demo/content';
import { DEMO_ADMIN, DEMO_EDITOR, DEMO_PROJECT } from '../../src/demo/credentials';
import { EDITOR_READ_BLACKLIST, EDITOR_WRITE_BLACKLIST } from '../../src/demo/editor-role';
import { ARTICLES_PRESET, installDemo, type InstallDemoResult } from '../../src/demo/install';
import { json, startTestServer, type TestServer } from '../support/server';

/** The demo project, seeded against a real server and checked through HTTP as its users see it. */
describe('the demo project', () => {
  let server: TestServer;
  let result: InstallDemoResult;
  let admin: string;
  let editor: string;

  const signIn = async (who: { email: string; password: string }) => {
    const res = await server.request(`/${DEMO_PROJECT}/auth/authenticate`, { method: 'POST', json: who });
    expect(res.status).toBe(200);
    return (await json(res)).data.token as string;
  };
  const as =
    (token: string) =>
    async (path: string, init: RequestInit & { json?: unknown } = {}) => {
      const res = await server.request(`/${DEMO_PROJECT}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: res.status === 204 ? null : await json(res) };
    };
  // `status=*`: soft-deleted articles count too (they are hidden from listings by default).
  const total = async (token: string, collection: string, filter = '') => {
    const r = await as(token)(`/items/${collection}?limit=0&meta=filter_count&status=*${filter}`);
    expect(r.status).toBe(200);
    return r.body.meta.filter_count as number;
  };

  beforeAll(async () => {
    server = await startTestServer();
    result = await installDemo({ baseUrl: server.url, superAdminToken: server.superAdminToken });
    admin = await signIn(DEMO_ADMIN);
    editor = await signIn(DEMO_EDITOR);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('installs in seconds and says so when it already exists', async () => {
    expect(result.created).toBe(true);
    expect(result.ms).toBeLessThan(60_000);
    const again = await installDemo({ baseUrl: server.url, superAdminToken: server.superAdminToken });
    expect(again.created).toBe(false);
  });

  it('holds the documented amount of content', async () => {
    expect(await total(admin, 'articles')).toBe(DEMO_COUNTS.articles);
    expect(await total(admin, 'authors')).toBe(DEMO_COUNTS.authors);
    expect(DEMO_COUNTS.authors).toBeGreaterThan(20);
    expect(await total(admin, 'tags')).toBe(DEMO_COUNTS.tags);
    const files = await as(admin)('/files?limit=-1&fields=id');
    expect(files.body.data).toHaveLength(DEMO_COUNTS.images);
  });

  it('uses every status of the mapping and spreads dates over two months around today', async () => {
    for (const status of ['published', 'draft', 'under_review', 'deleted']) {
      expect(await total(admin, 'articles', `&filter[status][eq]=${status}`)).toBeGreaterThan(0);
    }
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const before = await total(
      admin,
      'articles',
      `&filter[publish_date][lt]=${day(-DEMO_DATE_SPREAD_DAYS + 10)}`,
    );
    const after = await total(
      admin,
      'articles',
      `&filter[publish_date][gt]=${day(DEMO_DATE_SPREAD_DAYS - 10)}`,
    );
    const thisWeek = await total(admin, 'articles', `&filter[publish_date][between]=${day(-3)},${day(3)}`);
    expect(before).toBeGreaterThan(10);
    expect(after).toBeGreaterThan(10);
    expect(thisWeek).toBeGreaterThan(5);
  });

  it('resolves the m2o author, the m2m tags and the translations', async () => {
    const r = await as(admin)(
      '/items/articles?limit=-1&fields=id,title,author.name,tags.tag.name,translations.language,translations.title',
    );
    expect(r.status).toBe(200);
    const rows = r.body.data as {
      author: { name: string };
      tags: { tag: { name: string } }[];
      translations: { language: string; title: string }[];
    }[];
    expect(rows.every((a) => typeof a.author.name === 'string' && a.author.name.length > 0)).toBe(true);
    const tagged = rows.filter((a) => a.tags.length > 0);
    expect(tagged.length).toBeGreaterThan(100);
    expect(typeof tagged[0]!.tags[0]!.tag.name).toBe('string');
    const translated = rows.find((a) => a.translations.length > 0)!;
    expect(translated.translations.map((t) => t.language).sort()).toEqual(['de-DE', 'en-US', 'fr-FR']);
    expect(translated.translations.find((t) => t.language === 'de-DE')!.title).toMatch(/^Übersetzt: /);
  });

  it('has a single "home" collection with its item', async () => {
    const c = await as(admin)('/collections/home');
    expect(c.body.data.single).toBe(true);
    const item = await as(admin)('/items/home?fields=headline,hero_image.data');
    expect(item.status, JSON.stringify(item.body)).toBe(200);
    const home = Array.isArray(item.body.data) ? item.body.data[0] : item.body.data;
    expect(home.headline).toMatch(/neighbourhood/);
    expect(home.hero_image.data.thumbnails.length).toBeGreaterThan(0);
  });

  it('serves thumbnails of the uploaded images', async () => {
    const files = await as(admin)('/files?limit=1&fields=private_hash,type,data');
    const file = files.body.data[0];
    expect(file.type).toBe('image/jpeg');
    const res = await server.request(`/${DEMO_PROJECT}/assets/${file.private_hash}?key=directus-small-crop`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
  });

  it('lets the editor read articles, authors and tags but not the home page or the hidden field', async () => {
    expect(await total(editor, 'articles')).toBe(DEMO_COUNTS.articles);
    expect(await total(editor, 'authors')).toBe(DEMO_COUNTS.authors);
    expect(await total(editor, 'tags')).toBe(DEMO_COUNTS.tags);
    expect((await as(editor)('/items/home')).status).toBe(403);
    const one = await as(editor)('/items/articles?limit=1');
    expect(Object.keys(one.body.data[0])).not.toContain(EDITOR_READ_BLACKLIST);
    expect(Object.keys(one.body.data[0])).toContain('title');
  });

  it('opens the articles listing for everyone on the title, author, category and date columns', async () => {
    const query =
      '/collection_presets?filter[collection][eq]=articles&filter[user][null]=1&filter[role][null]=1&filter[title][null]=1';
    for (const token of [admin, editor]) {
      const presets = await as(token)(query);
      expect(presets.status).toBe(200);
      expect(presets.body.data).toHaveLength(1);
      expect(presets.body.data[0].view_query.tabular.fields).toBe(
        'status,title,author,category,publish_date',
      );
    }
    const fields = await as(admin)('/fields/articles');
    const names = (fields.body.data as { field: string }[]).map((f) => f.field);
    for (const f of ARTICLES_PRESET.view_query.tabular.fields.split(',')) expect(names).toContain(f);
  });

  it('lets the editor write drafts but not publish, edit published articles or delete', async () => {
    const call = as(editor);
    const publish = await call('/items/articles', {
      method: 'POST',
      json: { title: 'Straight to print', status: 'published' },
    });
    expect(publish.status).toBe(403);
    const draft = await call('/items/articles', {
      method: 'POST',
      json: { title: 'My draft', status: 'draft' },
    });
    expect(draft.status).toBe(200);
    const id = draft.body.data.id;
    expect((await call(`/items/articles/${id}`, { method: 'PATCH', json: { title: 'Better' } })).status).toBe(
      200,
    );
    const featured = await call(`/items/articles/${id}`, {
      method: 'PATCH',
      json: { [EDITOR_WRITE_BLACKLIST]: true },
    });
    expect(featured.status).toBe(403);
    expect((await call(`/items/articles/${id}`, { method: 'DELETE' })).status).toBe(403);
    const published = await as(admin)('/items/articles?limit=1&fields=id&filter[status][eq]=published');
    const pid = published.body.data[0].id;
    expect(
      (await call(`/items/articles/${pid}`, { method: 'PATCH', json: { title: 'Hijack' } })).status,
    ).toBe(403);
  });
});
