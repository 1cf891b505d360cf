import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createCollection, createRelation, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from './setup';

/** Writes through /items (api.md §5.1, §7.2–7.5) on every database. */

const targets = await dbTargets();

describe.each(targets)('item writes on $name', (target) => {
  let env: BlogEnv;
  beforeAll(async () => {
    env = await startBlog(target, 'writes', 12);
  });
  afterAll(async () => env?.close());

  const post = (path: string, json: unknown) => env.call(path, { method: 'POST', json });
  const patch = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    env.call(path, { method: 'PATCH', json, headers });
  const activityOf = (item: unknown) =>
    env
      .knex('directus_activity')
      .where({ collection: 'articles', item: String(item) })
      .orderBy('id');
  const revisionsOf = (item: unknown) =>
    env
      .knex('directus_revisions')
      .where({ collection: 'articles', item: String(item) })
      .orderBy('id');

  it('creates an item with automatic values, an activity row and a revision', async () => {
    const res = await post('/items/articles?fields=*', {
      title: 'Hello',
      status: 'published',
      views: '12',
      featured: true,
      meta: { a: 1 },
      keywords: ['x', 'y'],
      published_on: '2024-05-01T12:00:00+02:00',
      secret: 'hunter2',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = res.body.data;
    expect(d).toMatchObject({
      title: 'Hello',
      views: 12,
      featured: true,
      meta: { a: 1 },
      keywords: ['x', 'y'],
      published_on: '2024-05-01 10:00:00',
      owner: 1,
    });
    expect(d.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
    expect(d).not.toHaveProperty('secret');
    const stored = await env.knex('articles').where('id', d.id).first();
    expect(stored.secret).toMatch(/^\$2y\$10\$/);
    const activity = await activityOf(d.id);
    expect(activity.map((a) => [a.action, Number(a.action_by)])).toEqual([['create', 1]]);
    const [revision] = await revisionsOf(d.id);
    expect(Number(revision.activity)).toBe(Number(activity[0].id));
    const data = JSON.parse(revision.data);
    expect(data).toMatchObject({ id: d.id, title: 'Hello', views: 12 });
    expect(data).not.toHaveProperty('secret');
    expect(JSON.parse(revision.delta)).not.toHaveProperty('secret');
  });

  it.each([
    ['a missing required field', { status: 'published' }, 422, 4, 'title: This value should not be blank.'],
    [
      'an unknown field',
      { title: 'x', nope: 1 },
      422,
      12,
      'Payload fields: "nope" does not exist in "articles" collection.',
    ],
    ['a value longer than the column', { title: 'x'.repeat(61) }, 422, 12, null],
    ['a decimal beyond its precision', { title: 'x', price: 123456789.5 }, 422, 12, null],
    ['a decimal beyond its scale', { title: 'x', price: 1.555 }, 422, 12, null],
    ['an object for a string field', { title: { a: 1 } }, 422, 213, null],
    ['a non-number for an integer', { title: 'x', views: 'many' }, 422, 4, null],
    ['an explicit null for NOT NULL', { title: null }, 422, 4, null],
  ])('refuses %s', async (_name, body, status, code, message) => {
    const before = await env.knex('articles').count({ c: '*' }).first();
    const res = await post('/items/articles', body);
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
    if (message) expect(res.body.error.message).toBe(message);
    const after = await env.knex('articles').count({ c: '*' }).first();
    expect(Number(after!.c)).toBe(Number(before!.c));
  });

  it('a duplicate primary key is 409/204', async () => {
    const res = await post('/items/articles', { id: 1, title: 'dup' });
    expect([res.status, res.body.error.code]).toEqual([409, 204]);
  });

  it('owner is an implicit m2o to directus_users', async () => {
    const res = await env.call('/items/articles/1?fields=owner.email');
    expect(res.body.data).toEqual({ owner: { email: env.project.email } });
  });

  it('refuses an empty payload with 400/13', async () => {
    const res = await env.call('/items/articles', {
      method: 'POST',
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect([res.status, res.body.error.code]).toEqual([400, 13]);
  });

  it('a batch is one transaction: a failing item rolls back the others', async () => {
    const before = Number((await env.knex('articles').count({ c: '*' }).first())!.c);
    const res = await post('/items/articles', [{ title: 'ok 1' }, { title: 'ok 2' }, { status: 'draft' }]);
    expect(res.status).toBe(422);
    expect(Number((await env.knex('articles').count({ c: '*' }).first())!.c)).toBe(before);
    const ok = await post('/items/articles?fields=title', [{ title: 'b1' }, { title: 'b2' }]);
    expect(ok.body.data).toEqual([{ title: 'b1' }, { title: 'b2' }]);
  });

  it('m2o: creates or updates the related item inline', async () => {
    const res = await post('/items/articles?fields=id,author.*', {
      title: 'with author',
      author: { name: 'Zed' },
    });
    expect(res.body.data.author).toMatchObject({ name: 'Zed' });
    const authorId = res.body.data.author.id;
    const up = await patch(`/items/articles/${res.body.data.id}?fields=author.name`, {
      author: { id: authorId, name: 'Zed Two' },
    });
    expect(up.body.data).toEqual({ author: { name: 'Zed Two' } });
    const revisions = await env
      .knex('directus_revisions')
      .where({ collection: 'authors', item: String(authorId) });
    expect(revisions.map((r) => [r.parent_collection, r.parent_item])).toEqual([
      ['articles', String(res.body.data.id)],
      ['articles', String(res.body.data.id)],
    ]);
  });

  it('o2m: create, update, unlink and $delete related rows', async () => {
    const res = await post('/items/articles?fields=id,comments.id,comments.text', {
      title: 'o2m',
      comments: [{ text: 'one' }, { text: 'two' }, { text: 'three' }],
    });
    const id = res.body.data.id;
    const [c1, c2, c3] = res.body.data.comments;
    expect(res.body.data.comments.map((c: { text: string }) => c.text)).toEqual(['one', 'two', 'three']);
    const up = await patch(`/items/articles/${id}?fields=comments.text`, {
      comments: [
        { id: c1.id, text: 'ONE' },
        { id: c2.id, article: null },
        { id: c3.id, $delete: true },
        { text: 'four' },
      ],
    });
    expect(up.body.data.comments.map((c: { text: string }) => c.text)).toEqual(['ONE', 'four']);
    expect((await env.knex('comments').where('id', c2.id).first()).article).toBeNull();
    expect(await env.knex('comments').where('id', c3.id).first()).toBeUndefined();
  });

  it('m2m: links through the junction, creating the far item, and $delete unlinks', async () => {
    const res = await post('/items/articles?fields=id,tags.id,tags.tag_id.name', {
      title: 'm2m',
      tags: [{ tag_id: { name: 'fresh' } }, { tag_id: 2 }],
    });
    const id = res.body.data.id;
    expect(res.body.data.tags.map((t: { tag_id: { name: string } }) => t.tag_id.name)).toEqual([
      'fresh',
      'tech',
    ]);
    const junction = res.body.data.tags[0].id;
    const up = await patch(`/items/articles/${id}?fields=tags.tag_id.name`, {
      tags: [{ id: junction, $delete: true }],
    });
    expect(up.body.data.tags).toEqual([{ tag_id: { name: 'tech' } }]);
  });

  it('translations: nested rows, kept by lang', async () => {
    const res = await post('/items/articles?fields=id,translations.language,translations.headline&lang=de', {
      title: 'tr',
      translations: [
        { language: 'de', headline: 'Hallo' },
        { language: 'en', headline: 'Hello' },
      ],
    });
    expect(res.body.data.translations).toEqual([{ language: 'de', headline: 'Hallo' }]);
  });

  it('updates by comma list and by array; deletes by comma list', async () => {
    const created = await post('/items/articles?fields=id', [
      { title: 'u1' },
      { title: 'u2' },
      { title: 'u3' },
    ]);
    const [a, b, c] = created.body.data.map((r: { id: number }) => r.id);
    const same = await patch(`/items/articles/${a},${b}?fields=id,views`, { views: 5 });
    expect(same.body.data).toEqual([
      { id: a, views: 5 },
      { id: b, views: 5 },
    ]);
    const batch = await patch('/items/articles?fields=id,views', [
      { id: a, views: 1 },
      { id: c, views: 3 },
    ]);
    expect(batch.body.data).toEqual([
      { id: a, views: 1 },
      { id: c, views: 3 },
    ]);
    const noPk = await patch('/items/articles', [{ views: 1 }]);
    expect([noPk.status, noPk.body.error.code]).toEqual([422, 12]);
    const del = await env.call(`/items/articles/${a},${b}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(await env.knex('articles').whereIn('id', [a, b])).toEqual([]);
    expect((await activityOf(a)).map((r) => r.action)).toEqual(['create', 'update', 'update', 'delete']);
    const missing = await env.call(`/items/articles/${a}`, { method: 'DELETE' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 203]);
  });

  it('soft delete through the status mapping logs soft-delete and hides the item', async () => {
    const res = await post('/items/articles?fields=id', { title: 'to hide', status: 'published' });
    const id = res.body.data.id;
    await patch(`/items/articles/${id}`, { status: 'deleted' });
    expect((await activityOf(id)).map((r) => r.action)).toEqual(['create', 'soft-delete']);
    const list = await env.call(`/items/articles?fields=id&filter[id][eq]=${id}`);
    expect(list.body.data).toEqual([]);
  });

  it('activity_skip=1 writes no activity; comment is stored on the activity row', async () => {
    const res = await post('/items/articles?fields=id&activity_skip=1', { title: 'quiet' });
    expect(await activityOf(res.body.data.id)).toEqual([]);
    await patch(`/items/articles/${res.body.data.id}?comment=because`, { views: 1 });
    expect((await activityOf(res.body.data.id)).map((r) => [r.action, r.comment])).toEqual([
      ['update', 'because'],
    ]);
  });

  it('revert restores exactly the old values', async () => {
    const res = await post('/items/articles?fields=id', {
      title: 'v1',
      views: 1,
      price: 2.5,
      featured: true,
      keywords: ['a'],
      meta: { v: 1 },
    });
    const id = res.body.data.id;
    const fields = 'fields=title,views,price,featured,keywords,meta,author';
    const v1 = (await env.call(`/items/articles/${id}?${fields}`)).body.data;
    await patch(`/items/articles/${id}`, {
      title: 'v2',
      views: 2,
      price: null,
      featured: false,
      keywords: [],
      meta: null,
      author: 1,
    });
    await patch(`/items/articles/${id}`, { title: 'v3' });
    const revisions = await revisionsOf(id);
    expect(revisions).toHaveLength(3);
    const reverted = await env.call(`/items/articles/${id}/revert/${revisions[0].id}?${fields}`, {
      method: 'PATCH',
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toEqual(v1);
    expect((await activityOf(id)).map((r) => r.action).at(-1)).toBe('revert');
    const wrong = await env.call(`/items/articles/1/revert/${revisions[0].id}`, { method: 'PATCH' });
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 207]);
  });

  it('item revisions endpoints', async () => {
    const res = await post('/items/articles?fields=id', { title: 'r1' });
    const id = res.body.data.id;
    await patch(`/items/articles/${id}`, { title: 'r2' });
    const list = await env.call(`/items/articles/${id}/revisions?fields=data,delta&sort=id`);
    expect(list.body.data.map((r: { data: { title: string } }) => r.data.title)).toEqual(['r1', 'r2']);
    expect(list.body.data[1].delta).toEqual({ title: 'r2' });
    const first = await env.call(`/items/articles/${id}/revisions/0?fields=data`);
    expect(first.body.data.data.title).toBe('r1');
    const bad = await env.call(`/items/articles/${id}/revisions/x`);
    expect([bad.status, bad.body.error.code]).toEqual([422, 4]);
    const all = await env.call(`/revisions?filter[item][eq]=${id}&filter[collection][eq]=articles&fields=id`);
    expect(all.body.data).toHaveLength(2);
  });

  it('stale writes: If-Match that no longer matches is refused with 412/217', async () => {
    const res = await post('/items/articles?fields=id', { title: 'etag' });
    const id = res.body.data.id;
    const read = await env.call(`/items/articles/${id}?fields=title`);
    const etag = read.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const first = await patch(
      `/items/articles/${id}?fields=title`,
      { title: 'editor A' },
      { 'If-Match': etag },
    );
    expect(first.status).toBe(200);
    const newEtag = first.headers.get('etag');
    expect(newEtag).toBeTruthy();
    expect(newEtag).not.toBe(etag);
    const stale = await patch(`/items/articles/${id}`, { title: 'editor B' }, { 'If-Match': etag });
    expect([stale.status, stale.body.error.code]).toEqual([412, 217]);
    expect((await env.knex('articles').where('id', id).first()).title).toBe('editor A');
    const fresh = await patch(
      `/items/articles/${id}?fields=title`,
      { title: 'editor B' },
      { 'If-Match': newEtag! },
    );
    expect(fresh.body.data.title).toBe('editor B');
    const noHeader = await patch(`/items/articles/${id}?fields=title`, { title: 'last write wins' });
    expect(noHeader.body.data.title).toBe('last write wins');
  });

  it('activity and comments', async () => {
    const res = await post('/items/articles?fields=id', { title: 'commented' });
    const id = String(res.body.data.id);
    const c = await post('/activity/comment', { collection: 'articles', item: id, comment: '<b>hi</b>' });
    expect(c.status).toBe(200);
    expect(c.body.data).toMatchObject({ action: 'comment', comment: '<b>hi</b>', item: id });
    const list = await env.call(
      `/activity?filter[collection][eq]=articles&filter[item][eq]=${id}&fields=action,comment,action_by.first_name&sort=-id`,
    );
    expect(list.body.data.map((a: { action: string }) => a.action)).toEqual(['comment', 'create']);
    expect(list.body.data[0].action_by).toHaveProperty('first_name');
    const edited = await patch(`/activity/comment/${c.body.data.id}`, { comment: 'edited' });
    expect(edited.body.data.comment).toBe('edited');
    expect(edited.body.data.edited_on).toBeTruthy();
    const del = await env.call(`/activity/comment/${c.body.data.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    expect(
      (await env.knex('directus_activity').where('id', c.body.data.id).first()).comment_deleted_on,
    ).toBeTruthy();
    const missing = await post('/activity/comment', { collection: 'articles', item: '99999', comment: 'x' });
    expect([missing.status, missing.body.error.code]).toEqual([404, 203]);
    const noColl = await post('/activity/comment', { collection: 'nope', item: '1', comment: 'x' });
    expect([noColl.status, noColl.body.error.code]).toEqual([404, 200]);
  });

  it('automatic values: sort, uuid, user_updated, datetime_updated, mirrored slug', async () => {
    await createCollection(env.knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'slug', type: 'slug', column: 'string', options: { mirroredField: 'title' } },
      { field: 'position', type: 'sort', column: 'integer' },
      { field: 'uid', type: 'uuid', column: 'string', length: 36 },
      { field: 'editor', type: 'user_updated', column: 'integer' },
      { field: 'changed', type: 'datetime_updated', column: 'datetime' },
    ]);
    await refreshSchema(env.server, env.key);
    const res = await post('/items/notes?fields=*', [{ title: 'Hello World!' }, { title: 'Ça va' }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [a, b] = res.body.data;
    expect([a.position, b.position]).toEqual([1, 2]);
    expect(a.slug).toBe('hello-world');
    expect(b.slug).toBe('ca-va');
    expect(a.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.uid).not.toBe(b.uid);
    expect(a.editor).toBe(1);
    expect(a.changed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  });

  it('removing every row of a required o2m is refused and rolled back', async () => {
    await createCollection(env.knex, 'albums', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'name', type: 'string', column: 'string' },
      { field: 'songs', type: 'o2m', required: true },
    ]);
    await createCollection(env.knex, 'songs', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'album', type: 'm2o', column: 'integer' },
      { field: 'name', type: 'string', column: 'string' },
    ]);
    await createRelation(env.knex, {
      collection_many: 'songs',
      field_many: 'album',
      collection_one: 'albums',
      field_one: 'songs',
    });
    await refreshSchema(env.server, env.key);
    const empty = await post('/items/albums', { name: 'silence', songs: [] });
    expect([empty.status, empty.body.error.code]).toEqual([422, 12]);
    expect(await env.knex('albums').where('name', 'silence')).toEqual([]);
    const ok = await post('/items/albums?fields=id,songs.id', { name: 'one', songs: [{ name: 'a' }] });
    const [song] = ok.body.data.songs;
    const removed = await patch(`/items/albums/${ok.body.data.id}`, {
      songs: [{ id: song.id, $delete: true }],
    });
    expect([removed.status, removed.body.error.code]).toEqual([422, 12]);
    expect(await env.knex('songs').where('id', song.id).first()).toBeTruthy();
  });

  it('system collections are not reachable through /items', async () => {
    const res = await env.call('/items/directus_users');
    expect([res.status, res.body.error.code]).toEqual([401, 201]);
    const unknown = await env.call('/items/nope');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 200]);
  });
});
