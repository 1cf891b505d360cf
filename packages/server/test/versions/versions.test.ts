import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Content versions (docs/content-workflow.md): a version keeps its changes — relational ones
 * included — away from the live item until promoted; a promotion against a main item that
 * changed since the compare is refused; who may see, save and promote follows the item's
 * permissions.
 */

const targets = await dbTargets();

describe.each(targets)('content versions on $name', (target) => {
  let env: BlogEnv;
  let reader: string;
  let editor: string;
  let stranger: string;

  beforeAll(async () => {
    env = await startBlog(target, 'versions', 6);
    const rows = [
      { collection: 'articles', read: 'full', update: 'full', create: 'full' },
      { collection: 'articles_translations', read: 'full', update: 'full', create: 'full' },
      { collection: 'comments', read: 'full', update: 'full', create: 'full' },
    ];
    editor = (await createRoleWithUser(env.knex, 'Editors', rows)).token;
    reader = (await createRoleWithUser(env.knex, 'Readers', [{ collection: 'articles', read: 'full' }]))
      .token;
    stranger = (await createRoleWithUser(env.knex, 'Strangers', [{ collection: 'authors', read: 'full' }]))
      .token;
    await refreshSchema(env.server, env.key);
  });
  afterAll(() => env?.close());

  const activityCount = async () =>
    Number(((await env.knex('directus_activity').count({ n: '*' })) as { n: unknown }[])[0]!.n);

  it('keeps saved changes, relations included, away from the live item until promoted', async () => {
    const created = await env.call('/versions', {
      method: 'POST',
      json: { collection: 'articles', item: 2, key: 'spring', name: 'Spring edit' },
    });
    expect(created.status).toBe(200);
    const v = created.body.data;
    expect(v).toMatchObject({
      key: 'spring',
      name: 'Spring edit',
      collection: 'articles',
      item: '2',
      delta: null,
    });
    expect(typeof v.hash).toBe('string');

    const live = (await env.call('/items/articles/2?fields=title,translations.*')).body.data;
    const fr = live.translations.find((t: { language: string }) => t.language === 'fr');
    const before = await activityCount();
    const saved = await env.call(`/versions/${v.id}/save`, {
      method: 'POST',
      json: {
        title: 'Spring title',
        translations: [
          { id: fr.id, headline: 'FR printemps' },
          { language: 'de', headline: 'DE Frühling' },
        ],
        comments: [{ text: 'A comment of the version' }],
        tags: [{ tag_id: 1 }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.title).toBe('Spring title');
    expect(await activityCount()).toBe(before);

    // The live item is untouched; the version's view has the new title and translations.
    const after = (await env.call('/items/articles/2?fields=title,translations.*')).body.data;
    expect(after.title).toBe(live.title);
    expect(after.translations).toHaveLength(live.translations.length);
    const seen = await env.call(
      '/items/articles/2?version=spring&fields=title,translations.language,translations.headline',
    );
    expect(seen.status).toBe(200);
    expect(seen.body.data.title).toBe('Spring title');
    const headlines = Object.fromEntries(
      seen.body.data.translations.map((t: { language: string; headline: string }) => [
        t.language,
        t.headline,
      ]),
    );
    expect(headlines).toMatchObject({ en: 'EN 2', fr: 'FR printemps', de: 'DE Frühling' });
    expect((await env.knex('articles_translations').where({ language: 'de' })).length).toBe(0);
    // o2m children and m2m links of the version, not of the live item.
    const rel = '/items/articles/2?fields=comments.text,tags.tag_id';
    const tagIds = (d: { tags: { tag_id: number }[] }) => d.tags.map((t) => Number(t.tag_id)).sort();
    const liveRel = (await env.call(rel)).body.data;
    const versionRel = (await env.call(`${rel}&version=spring`)).body.data;
    expect(versionRel.comments).toHaveLength(liveRel.comments.length + 1);
    expect(tagIds(versionRel)).toEqual([1, ...tagIds(liveRel)].sort());
    expect(await env.knex('comments').where({ text: 'A comment of the version' })).toHaveLength(0);

    // Someone edits the live item: the old hash no longer promotes.
    const cmp = (await env.call(`/versions/${v.id}/compare`)).body.data;
    expect(cmp.outdated).toBe(false);
    expect(cmp.current.title).toBe('Spring title');
    expect(cmp.main.title).toBe(live.title);
    expect(cmp.main.translations.length).toBe(live.translations.length);
    await env.call('/items/articles/2', { method: 'PATCH', json: { views: 999 } });
    const stale = await env.call(`/versions/${v.id}/promote`, {
      method: 'POST',
      json: { mainHash: cmp.mainHash },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe(240);
    expect((await env.call('/items/articles/2?fields=title')).body.data.title).toBe(live.title);

    const again = (await env.call(`/versions/${v.id}/compare`)).body.data;
    expect(again.outdated).toBe(true);
    const activityBefore = await env.knex('directus_activity').where({ collection: 'articles', item: '2' });
    const revisionsBefore = await env.knex('directus_revisions').where({ collection: 'articles', item: '2' });
    const promoted = await env.call(`/versions/${v.id}/promote`, {
      method: 'POST',
      json: { mainHash: again.mainHash },
    });
    expect(promoted.status).toBe(200);
    expect(String(promoted.body.data)).toBe('2');

    const now = (
      await env.call('/items/articles/2?fields=title,views,translations.language,translations.headline')
    ).body.data;
    expect(now).toMatchObject({ title: 'Spring title', views: 999 });
    expect(
      Object.fromEntries(
        now.translations.map((t: { language: string; headline: string }) => [t.language, t.headline]),
      ),
    ).toMatchObject({ en: 'EN 2', fr: 'FR printemps', de: 'DE Frühling' });
    const promotedRel = (await env.call(rel)).body.data;
    expect(promotedRel.comments.map((c: { text: string }) => c.text)).toContain('A comment of the version');
    expect(tagIds(promotedRel)).toEqual(tagIds(versionRel));
    // One activity row and one revision for the article, like a save.
    expect((await env.knex('directus_activity').where({ collection: 'articles', item: '2' })).length).toBe(
      activityBefore.length + 1,
    );
    expect((await env.knex('directus_revisions').where({ collection: 'articles', item: '2' })).length).toBe(
      revisionsBefore.length + 1,
    );
    // The promoted changes left the version.
    expect((await env.call(`/versions/${v.id}`)).body.data.delta).toBeNull();
  });

  it('promotes only the chosen fields and refuses bad input with codes', async () => {
    const v = (
      await env.call('/versions', {
        method: 'POST',
        json: { collection: 'articles', item: 3, key: 'partial' },
      })
    ).body.data;
    const dup = await env.call('/versions', {
      method: 'POST',
      json: { collection: 'articles', item: 3, key: 'partial' },
    });
    expect(dup.status).toBe(409);
    const main = await env.call('/versions', {
      method: 'POST',
      json: { collection: 'articles', item: 3, key: 'main' },
    });
    expect(main.status).toBe(422);
    const unknown = await env.call(`/versions/${v.id}/save`, { method: 'POST', json: { nope: 1 } });
    expect(unknown.status).toBe(422);
    await env.call(`/versions/${v.id}/save`, {
      method: 'POST',
      json: { title: 'Partial title', body: 'Partial body' },
    });
    const { mainHash } = (await env.call(`/versions/${v.id}/compare`)).body.data;
    const res = await env.call(`/versions/${v.id}/promote`, {
      method: 'POST',
      json: { mainHash, fields: ['body'] },
    });
    expect(res.status).toBe(200);
    const item = (await env.call('/items/articles/3?fields=title,body')).body.data;
    expect(item.body).toBe('Partial body');
    expect(item.title).not.toBe('Partial title');
    expect((await env.call(`/versions/${v.id}`)).body.data.delta).toEqual({ title: 'Partial title' });
    const renamed = await env.call(`/versions/${v.id}`, { method: 'PATCH', json: { name: 'Title only' } });
    expect(renamed.body.data.name).toBe('Title only');
    expect((await env.call(`/versions/${v.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await env.call(`/versions/${v.id}`)).status).toBe(404);

    // Made, renamed and deleted: three activity rows on directus_versions, as the admin's.
    const logged = await env.call(
      `/activity?filter[collection][eq]=directus_versions&filter[item][eq]=${v.id}&sort=id&fields=action,action_by,item`,
    );
    expect(logged.status).toBe(200);
    expect(logged.body.data).toEqual([
      { action: 'create', action_by: 1, item: v.id },
      { action: 'update', action_by: 1, item: v.id },
      { action: 'delete', action_by: 1, item: v.id },
    ]);
    const revisions = await env
      .knex('directus_revisions')
      .where({ collection: 'directus_versions', item: v.id })
      .orderBy('id');
    expect(revisions).toHaveLength(2);
    expect(JSON.parse(revisions[1].delta)).toEqual({ name: 'Title only' });
    expect(JSON.parse(revisions[1].data)).toMatchObject({ key: 'partial', name: 'Title only' });
  });

  it('keeps a new item in a version until it is promoted into existence', async () => {
    const v = (
      await env.call('/versions', {
        method: 'POST',
        json: { collection: 'authors', item: null, key: 'draft' },
      })
    ).body.data;
    expect(v.item).toBeNull();
    const saved = await env.call(`/versions/${v.id}/save`, {
      method: 'POST',
      json: { name: 'Zed', rating: 4 },
    });
    expect(saved.body.data).toMatchObject({ name: 'Zed', rating: 4 });
    expect(await env.knex('authors').where({ name: 'Zed' })).toHaveLength(0);
    const promoted = await env.call(`/versions/${v.id}/promote`, { method: 'POST', json: {} });
    expect(promoted.status).toBe(200);
    const author = (await env.call(`/items/authors/${promoted.body.data}`)).body.data;
    expect(author).toMatchObject({ name: 'Zed', rating: 4 });
    expect((await env.call(`/versions/${v.id}`)).body.data).toMatchObject({
      item: String(author.id),
      delta: null,
    });
  });

  it('lets who may read the item see a version, and only who may update it save or promote', async () => {
    const v = (
      await env.call('/versions', { method: 'POST', json: { collection: 'articles', item: 4, key: 'roles' } })
    ).body.data;
    // A role without read on articles sees nothing of it.
    expect((await env.call(`/versions/${v.id}`, { token: stranger })).status).toBe(404);
    expect(
      (await env.call('/versions?filter[collection][_eq]=articles', { token: stranger })).body.data,
    ).toEqual([]);
    // A reader sees it, but may neither create, save nor promote.
    expect((await env.call(`/versions/${v.id}`, { token: reader })).body.data.key).toBe('roles');
    const listed = (await env.call('/versions?filter[item][_eq]=4', { token: reader })).body.data;
    expect(listed.map((x: { key: string }) => x.key)).toEqual(['roles']);
    const readerSave = await env.call(`/versions/${v.id}/save`, {
      method: 'POST',
      token: reader,
      json: { title: 'R' },
    });
    expect(readerSave.status).toBe(403);
    const readerCreate = await env.call('/versions', {
      method: 'POST',
      token: reader,
      json: { collection: 'articles', item: 4, key: 'mine' },
    });
    expect(readerCreate.status).toBe(403);
    // An editor saves; the reader then sees the version's view; the editor promotes.
    const saved = await env.call(`/versions/${v.id}/save`, {
      method: 'POST',
      token: editor,
      json: { title: 'By editor' },
    });
    expect(saved.status).toBe(200);
    const seen = await env.call('/items/articles/4?version=roles&fields=title', { token: reader });
    expect(seen.body.data.title).toBe('By editor');
    const { mainHash } = (await env.call(`/versions/${v.id}/compare`, { token: reader })).body.data;
    const byReader = await env.call(`/versions/${v.id}/promote`, {
      method: 'POST',
      token: reader,
      json: { mainHash },
    });
    expect(byReader.status).toBe(403);
    const { mainHash: editorHash } = (await env.call(`/versions/${v.id}/compare`, { token: editor })).body
      .data;
    const byEditor = await env.call(`/versions/${v.id}/promote`, {
      method: 'POST',
      token: editor,
      json: { mainHash: editorHash },
    });
    expect(byEditor.status).toBe(200);
    const activity = await env
      .knex('directus_activity')
      .where({ collection: 'articles', item: '4', action: 'update' })
      .orderBy('id', 'desc')
      .first();
    expect(Number(activity.action_by)).not.toBe(1);
    expect((await env.call('/items/articles/4?fields=title')).body.data.title).toBe('By editor');
  });
});
