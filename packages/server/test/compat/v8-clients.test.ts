import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../files/fixtures';
import { dbTargets } from '../support/databases';
import { createRelation, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { createTokenUser } from '../support/users';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Requests real Directus 8 clients send (the 8.8 admin app, the JS SDK, PHP-style forms) that
 * must answer as a Directus 8 server does (issue 15, "Directus 8 clients that break today").
 */

const targets = await dbTargets();

describe.each(targets)('Directus 8 clients on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'compat', 6);
    // An image field on articles, as the v8 app creates it: type `file`, m2o to directus_files.
    await env.knex.schema.alterTable('articles', (t) => t.integer('primary_image').nullable());
    await env.knex('directus_fields').insert({
      collection: 'articles',
      field: 'primary_image',
      type: 'file',
      interface: 'file',
      sort: 50,
    });
    await createRelation(env.knex, {
      collection_many: 'articles',
      field_many: 'primary_image',
      collection_one: 'directus_files',
    });
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => env?.close());

  it('reads `fields=status.*` on a field that is not relational as the field itself', async () => {
    // The 8.8 app's users directory and webhooks pages ask exactly this.
    const users = await env.call('/users?fields=id,status.*,role.*&limit=1');
    expect(users.status).toBe(200);
    expect(users.body.data[0]).toMatchObject({ id: 1, status: 'active', role: { id: 1 } });
    const articles = await env.call('/items/articles?fields=id,title.*,status.*.*&sort=id&limit=2&status=*');
    expect(articles.status).toBe(200);
    expect(articles.body.data).toEqual([
      { id: 1, title: env.rows.articles[0]!.title, status: env.rows.articles[0]!.status },
      { id: 2, title: env.rows.articles[1]!.title, status: env.rows.articles[1]!.status },
    ]);
    // A real path below a plain field is still an error.
    const wrong = await env.call('/items/articles?fields=title.length');
    expect([wrong.status, wrong.body.error.code]).toEqual([422, 202]);
  });

  it('reads `fields=primary_image.data.full_url` (a path into a related file’s `data`)', async () => {
    const form = new FormData();
    form.append('data', new Blob([await png(8, 6)], { type: 'image/png' }), 'cover.png');
    const upload = await env.server.request(`/${env.key}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(upload.status).toBe(200);
    const file = ((await upload.json()) as { data: { id: number } }).data;
    await env.call('/items/articles/1', { method: 'PATCH', json: { primary_image: file.id } });

    const res = await env.call('/items/articles/1?fields=id,primary_image.data.full_url');
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(1);
    expect(Object.keys(res.body.data.primary_image)).toEqual(['data']);
    expect(Object.keys(res.body.data.primary_image.data)).toEqual(['full_url']);
    expect(res.body.data.primary_image.data.full_url).toMatch(/\/uploads\/compat\/originals\/.+\.png$/);
    // The URL points at the stored file.
    const bytes = await fetch(res.body.data.primary_image.data.full_url);
    expect([bytes.status, bytes.headers.get('content-type')]).toEqual([200, 'image/png']);

    // `data.*` and `data` keep the whole object; the files endpoint takes the same paths.
    const whole = await env.call('/items/articles/1?fields=primary_image.id,primary_image.data.*');
    expect(whole.body.data.primary_image.id).toBe(file.id);
    expect(whole.body.data.primary_image.data).toMatchObject({
      full_url: expect.any(String),
      url: expect.any(String),
    });
    const direct = await env.call(`/files/${file.id}?fields=id,data.full_url,data.url`);
    expect(direct.status).toBe(200);
    expect(Object.keys(direct.body.data.data).sort()).toEqual(['full_url', 'url']);
  });

  it('lists only installed extensions under /interfaces, /layouts and /modules', async () => {
    for (const type of ['interfaces', 'layouts', 'modules']) {
      const res = await env.server.request(`/${type}`, {
        headers: { authorization: `Bearer ${await adminToken()}`, 'x-directus-project': env.key },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data: unknown[] }).data).toEqual([]);
    }
  });

  it('stores a permission status sent as a JSON number as its text, so that it matches', async () => {
    const { role, token } = await createRoleWithUser(env.knex, 'Numbered', []);
    const created = await env.call('/permissions', {
      method: 'POST',
      json: { collection: 'articles', role, status: 1, read: 'full' },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.status).toBe('1');
    const stored = await env.knex('directus_permissions').where({ id: created.body.data.id }).first();
    expect(stored.status).toBe('1');
    // The status-specific row matches items whose status is `1` (and only those).
    await env.knex('articles').where({ id: 2 }).update({ status: '1' });
    await refreshSchema(env.server, env.key);
    const read = await env.call('/items/articles?fields=id,status&status=*', { token });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual([{ id: 2, status: '1' }]);
    await env.knex('articles').where({ id: 2 }).update({ status: env.rows.articles[1]!.status });
  });

  it('takes PHP-style list forms (`0[name]=a&1[name]=b`) as a batch, for create and update', async () => {
    const form = (body: string, method: string, p: string) =>
      env.call(p, {
        method,
        body,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    const created = await form('0[name]=alpha&1[name]=beta', 'POST', '/items/tags?fields=id,name');
    expect(created.status).toBe(200);
    expect(created.body.data.map((t: { name: string }) => t.name)).toEqual(['alpha', 'beta']);
    const [a, b] = created.body.data as { id: number }[];
    const updated = await form(
      `0[id]=${a!.id}&0[name]=gamma&1[id]=${b!.id}&1[name]=delta`,
      'PATCH',
      '/items/tags?fields=id,name',
    );
    expect(updated.status).toBe(200);
    expect(updated.body.data).toEqual([
      { id: a!.id, name: 'gamma' },
      { id: b!.id, name: 'delta' },
    ]);
    const stored = await env.knex('tags').whereIn('id', [a!.id, b!.id]).orderBy('id').pluck('name');
    expect(stored).toEqual(['gamma', 'delta']);
    // A form that is not a list stays one item.
    const single = await form('name=epsilon', 'POST', '/items/tags?fields=name');
    expect(single.body.data).toEqual({ name: 'epsilon' });
  });

  it('answers a suspended user’s static token with 401/103', async () => {
    const { role } = await createRoleWithUser(env.knex, 'Readers', [{ collection: 'tags', read: 'full' }]);
    const { user, token } = await createTokenUser(env.knex, role, 'suspended@example.com');
    const before = await env.call('/items/tags', { token });
    expect(before.status).toBe(200);
    // Through the API (identities are cached; the change empties them).
    const suspend = await env.call(`/users/${user}`, { method: 'PATCH', json: { status: 'suspended' } });
    expect(suspend.status).toBe(200);
    const res = await env.call('/items/tags', { token });
    expect([res.status, res.body.error.code]).toEqual([401, 103]);
    const me = await env.call('/users/me', { token });
    expect([me.status, me.body.error.code]).toEqual([401, 103]);
  });

  it('falls back to the public role for a read without a token and answers 403/300', async () => {
    const res = await env.call('/items/tags', { token: null });
    expect([res.status, res.body.error.code]).toEqual([403, 300]);
  });

  it('creates a field without an interface', async () => {
    const res = await env.call('/fields/tags', {
      method: 'POST',
      json: { field: 'colour', type: 'string', datatype: 'VARCHAR', length: 20 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ field: 'colour', type: 'string', interface: null });
    const item = await env.call('/items/tags?fields=id,colour', {
      method: 'POST',
      json: { name: 'x', colour: 'teal' },
    });
    expect(item.body.data.colour).toBe('teal');
  });

  async function adminToken(): Promise<string> {
    const row = await env.knex('directus_users').where({ id: 1 }).first();
    return String(row.token);
  }
});
