import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/jwt';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, createRelation, refreshSchema } from '../support/fixtures';
import { createTokenUser } from '../support/users';
import {
  installProject,
  projectConfig,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

/**
 * The facts of Directus's own HTTP test suite for its API (`directus/api`, `tests/io/*Test.php`,
 * written for the 2.x API of Directus 7 and removed before 8.0), checked against Atrium where they
 * still describe Directus 8.8. Where 8.8 answers differently the expectation is 8.8's and the test
 * says so; docs/compatibility.md ("Directus's own API test suite") lists every test of the suite.
 * Same fixture shapes as the suite: products with a numeric status, categories, an images junction
 * to files, news with translations and a home page listing news through a junction.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = any;

const PRODUCTS = [
  { status: 2, name: 'Old Product', price: 4.99, category_id: 1 },
  { status: 1, name: 'Basic Product', price: 9.99, category_id: 1 },
  { status: 1, name: 'Premium Product', price: 19.99, category_id: 1 },
  { status: 1, name: 'Enterprise Product', price: 49.99, category_id: null },
];
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////' +
    '////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

async function seed(knex: Knex): Promise<void> {
  await createCollection(knex, 'categories', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string' },
    { field: 'products', type: 'o2m' },
  ]);
  await createCollection(knex, 'products', [
    { field: 'id', type: 'integer', column: 'increments' },
    {
      field: 'status',
      type: 'status',
      column: 'integer',
      options: {
        status_mapping: {
          '1': { name: 'Published' },
          '2': { name: 'Draft', published: false },
          '0': { name: 'Deleted', soft_delete: true },
        },
      },
    },
    { field: 'name', type: 'string', column: 'string' },
    { field: 'price', type: 'decimal', column: 'decimal' },
    { field: 'category_id', type: 'm2o', column: 'integer' },
    { field: 'images', type: 'o2m' },
  ]);
  await createCollection(knex, 'products_images', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'product_id', type: 'm2o', column: 'integer' },
    { field: 'file_id', type: 'file', column: 'integer' },
  ]);
  await createRelation(knex, {
    collection_many: 'products',
    field_many: 'category_id',
    collection_one: 'categories',
    field_one: 'products',
  });
  await createRelation(knex, {
    collection_many: 'products_images',
    field_many: 'product_id',
    collection_one: 'products',
    field_one: 'images',
    junction_field: 'file_id',
  });
  await createRelation(knex, {
    collection_many: 'products_images',
    field_many: 'file_id',
    collection_one: 'directus_files',
    junction_field: 'product_id',
  });
  await createCollection(knex, 'languages', [
    { field: 'code', type: 'string', column: 'uuid-string' },
    { field: 'name', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'news', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'translations', type: 'translation' },
  ]);
  await createCollection(knex, 'news_translations', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'news', type: 'integer', column: 'integer' },
    { field: 'language', type: 'lang', column: 'string', length: 8 },
    { field: 'title', type: 'string', column: 'string' },
  ]);
  await createRelation(knex, {
    collection_many: 'news_translations',
    field_many: 'news',
    collection_one: 'news',
    field_one: 'translations',
  });
  await createCollection(knex, 'home', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'title', type: 'string', column: 'string' },
    { field: 'news', type: 'o2m' },
  ]);
  await createCollection(knex, 'home_news', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'home_id', type: 'integer', column: 'integer' },
    { field: 'news_id', type: 'm2o', column: 'integer' },
  ]);
  await createRelation(knex, {
    collection_many: 'home_news',
    field_many: 'home_id',
    collection_one: 'home',
    field_one: 'news',
    junction_field: 'news_id',
  });
  await createRelation(knex, {
    collection_many: 'home_news',
    field_many: 'news_id',
    collection_one: 'news',
    junction_field: 'home_id',
  });

  await createCollection(knex, 'posts', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'title', type: 'string', column: 'string' },
    { field: 'body', type: 'string', column: 'text' },
  ]);
  await knex('posts').insert([
    { title: 'one', body: 'first' },
    { title: 'two', body: 'second' },
  ]);
  await knex('categories').insert({ name: 'Old Category' });
  await knex('products').insert(PRODUCTS);
  await knex('languages').insert([
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Spanish' },
    { code: 'nl', name: 'Dutch' },
  ]);
  await knex('news').insert({});
  await knex('news_translations').insert([
    { news: 1, language: 'en', title: 'Hello' },
    { news: 1, language: 'es', title: 'Hola' },
    { news: 1, language: 'nl', title: 'Hallo' },
  ]);
  await knex('home').insert({ title: 'Home' });
  await knex('home_news').insert({ home_id: 1, news_id: 1 });
}

const targets = await dbTargets();

describe.each(targets)('Directus API test suite facts on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let intern: { user: number; token: string };
  const key = 'suite';

  async function call(path: string, init: RequestInit & { json?: unknown; token?: string | null } = {}) {
    const { token = ADMIN_TOKEN, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const res = await server.request(`/${key}${path}`, { ...rest, headers });
    const text = await res.text();
    let body: Body;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body };
  }
  const names = (body: Body) => (body.data as { name: string }[]).map((r) => r.name);

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, key, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, key);
    await seed(knex);
    await knex('directus_roles').insert({ name: 'Intern', description: null });
    const role = Number((await knex('directus_roles').where({ name: 'Intern' }).first()).id);
    intern = await createTokenUser(knex, role, 'intern@example.com');
    await knex('directus_permissions').insert([
      {
        role,
        collection: 'products',
        status: '1',
        create: 'full',
        read: 'full',
        update: 'full',
        delete: 'full',
      },
      { role, collection: 'products', status: '2', create: 'none', read: 'none' },
      { role, collection: 'products', status: '0', create: 'none', read: 'none' },
      { role, collection: 'posts', create: 'full', read: 'full', read_field_blacklist: 'body' },
    ]);
    const disabled = await createTokenUser(knex, role, 'disabled@example.com');
    await knex('directus_users')
      .where({ id: disabled.user })
      .update({ status: 'draft', token: 'disabled_token' });
    await refreshSchema(server, key);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  // ------------------------------------------------------------------ GeneralTest
  it('GeneralTest::testPing — /server/ping answers pong', async () => {
    const res = await server.request('/server/ping');
    expect([res.status, await res.text()]).toEqual([200, 'pong']);
  });

  // ------------------------------------------------------------------ AuthenticationTest
  it('AuthenticationTest::testGetToken — a JWT works as access_token, Bearer and Basic user name', async () => {
    // 8.8 answered 401 to the public role without read on directus_collections; Atrium lists the
    // collections the caller may read, here none (docs/compatibility.md).
    const anonymous = await call('/collections', { token: null });
    expect([anonymous.status, anonymous.body.data]).toEqual([200, []]);
    const login = await call('/auth/authenticate', {
      method: 'POST',
      token: null,
      json: { email: project.email, password: project.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.public).toBe(true);
    const token = login.body.data.token as string;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
    expect([Number.isInteger(payload.exp), Number.isInteger(payload.id)]).toEqual([true, true]);
    const asQuery = await call(`/collections?access_token=${token}`, { token: null });
    const asBearer = await call('/collections', { token });
    const basic = `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
    const asBasic = await call('/collections', { token: null, headers: { authorization: basic } });
    for (const r of [asQuery, asBearer, asBasic]) {
      expect(r.status).toBe(200);
      expect(Array.isArray(r.body.data)).toBe(true);
    }
  });

  it('AuthenticationTest::testRefreshToken — a refreshed token is new and lasts longer', async () => {
    const login = await call('/auth/authenticate', {
      method: 'POST',
      token: null,
      json: { email: project.email, password: project.password },
    });
    const first = login.body.data.token as string;
    await new Promise((r) => setTimeout(r, 1100));
    const refreshed = await call('/auth/refresh', { method: 'POST', token: null, json: { token: first } });
    expect(refreshed.status).toBe(200);
    const second = refreshed.body.data.token as string;
    expect(second).not.toBe(first);
    const exp = (t: string) => JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString('utf8')).exp;
    expect(exp(second)).toBeGreaterThan(exp(first));
  });

  it('AuthenticationTest::testInvalidCredentials, testDisabledUserCredentials — 404/100 and 401/103', async () => {
    const wrong = await call('/auth/authenticate', {
      method: 'POST',
      token: null,
      json: { email: 'user@example.com', password: 'password' },
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 100]);
    await knex('directus_users').where({ email: 'disabled@example.com' }).update({ password: null });
    const disabled = await call('/auth/authenticate', {
      method: 'POST',
      token: null,
      json: { email: 'disabled@example.com', password: 'password' },
    });
    expect([disabled.status, disabled.body.error.code]).toEqual([401, 103]);
  });

  it('AuthenticationTest::testValidation — missing e-mail or password is 422 (code 114 in 8.8, 4 in 7.x)', async () => {
    for (const json of [{}, { password: 'password' }, { email: 'user@example.com' }]) {
      const res = await call('/auth/authenticate', { method: 'POST', token: null, json });
      expect([res.status, res.body.error.code]).toEqual([422, 114]);
    }
  });

  it('AuthenticationTest::testInvalidTokenRefresh — 401/101 for garbage, 401/102 for expired', async () => {
    const garbage = await call('/auth/refresh', { method: 'POST', token: null, json: { token: 'token' } });
    expect([garbage.status, garbage.body.error.code]).toEqual([401, 101]);
    const config = await projectConfig(server.dataDir, key);
    const expired = await signToken(key, config, 'auth', { id: 1 }, -60);
    const old = await call('/auth/refresh', { method: 'POST', token: null, json: { token: expired } });
    expect([old.status, old.body.error.code]).toEqual([401, 102]);
    const empty = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.W10.pwrFXDuy0W5KvU5BC7ZjwqssUKcYnkOFRKOUNkwhnkE';
    const emptyPayload = await call('/auth/refresh', { method: 'POST', token: null, json: { token: empty } });
    expect([emptyPayload.status, emptyPayload.body.error.code]).toEqual([401, 101]);
  });

  it('AuthenticationTest::testDisabledUserToken — an inactive user’s static token is 401/103', async () => {
    const res = await call('/users?access_token=disabled_token', { token: null });
    expect([res.status, res.body.error.code]).toEqual([401, 103]);
  });

  // ------------------------------------------------------------------ UtilsTest
  it('UtilsTest::testHash, testHashMatch — every hasher hashes and matches; bad input is 422', async () => {
    for (const hasher of [
      undefined,
      'bcrypt',
      'core',
      'md5',
      'sha1',
      'sha224',
      'sha256',
      'sha384',
      'sha512',
    ]) {
      const hash = await call('/utils/hash', { method: 'POST', json: { string: 'secret', hasher } });
      expect(hash.status).toBe(200);
      expect(typeof hash.body.data.hash).toBe('string');
      const match = await call('/utils/hash/match', {
        method: 'POST',
        json: { string: 'secret', hasher, hash: hash.body.data.hash },
      });
      expect([match.status, match.body.data.valid]).toEqual([200, true]);
    }
    const unknown = await call('/utils/hash', { method: 'POST', json: { string: 'secret', hasher: 'none' } });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 1000]);
    for (const json of [{ string: '' }, {}]) {
      const res = await call('/utils/hash', { method: 'POST', json });
      expect([res.status, res.body.error.code]).toEqual([422, 4]);
      const m = await call('/utils/hash/match', { method: 'POST', json });
      expect([m.status, m.body.error.code]).toEqual([422, 4]);
    }
  });

  it('UtilsTest::testRandomString — 32 characters by default, `length` otherwise, 422/4 for a non-number', async () => {
    const dflt = await call('/utils/random/string', { method: 'POST', json: {} });
    expect(dflt.body.data.random).toHaveLength(32);
    const short = await call('/utils/random/string', { method: 'POST', json: { length: 16 } });
    expect(short.body.data.random).toHaveLength(16);
    const bad = await call('/utils/random/string', { method: 'POST', json: { length: 'a' } });
    expect([bad.status, bad.body.error.code]).toEqual([422, 4]);
  });

  // ------------------------------------------------------------------ ItemsTest
  it('ItemsTest::testNotDirectAccess — system collections are not items (401/201)', async () => {
    for (const table of [
      'directus_activity',
      'directus_fields',
      'directus_files',
      'directus_users',
      'directus_settings',
    ]) {
      for (const [method, path] of [
        ['GET', `/items/${table}`],
        ['POST', `/items/${table}`],
        ['GET', `/items/${table}/1`],
        ['PATCH', `/items/${table}/1`],
        ['DELETE', `/items/${table}/1`],
      ] as const) {
        const res = await call(path, {
          method,
          ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
        });
        expect([method, path, res.status, res.body.error.code]).toEqual([method, path, 401, 201]);
      }
    }
  });

  it('ItemsTest::testListFields, testItemFields — `fields` as *, one name, CSV and CSV with spaces', async () => {
    const all = ['id', 'status', 'name', 'price', 'category_id'];
    for (const q of ['', '?fields=*', `?fields=${all.join(',')}`]) {
      const list = await call(`/items/products${q}`);
      expect(Object.keys(list.body.data[0]).sort()).toEqual([...all].sort());
      const one = await call(`/items/products/2${q}`);
      expect(Object.keys(one.body.data).sort()).toEqual([...all].sort());
    }
    for (const f of all) {
      const list = await call(`/items/products?fields=${f}`);
      expect(Object.keys(list.body.data[0])).toEqual([f]);
    }
    const spaced = await call(`/items/products/2?fields=${encodeURIComponent('id, name')}`);
    expect(spaced.body.data).toEqual({ id: 2, name: 'Basic Product' });
  });

  it('ItemsTest::testLimit, testOffset, testId — limit, offset and CSV ids (a missing id is left out)', async () => {
    expect((await call('/items/products?limit=1')).body.data).toHaveLength(1);
    expect((await call('/items/products?limit=10')).body.data).toHaveLength(4);
    const second = await call('/items/products?limit=1&offset=1');
    expect(names(second.body)).toEqual(['Basic Product']);
    const one = await call('/items/products/2');
    expect(Array.isArray(one.body.data)).toBe(false);
    expect((await call('/items/products/2,3')).body.data).toHaveLength(2);
    expect((await call('/items/products/2,3,10')).body.data).toHaveLength(2);
  });

  it('ItemsTest::testStatus — `status` as *, one value and CSV (8.8: no param = every status not soft-deleted)', async () => {
    expect((await call('/items/products?status=*')).body.data).toHaveLength(4);
    expect((await call('/items/products?status=1')).body.data).toHaveLength(3);
    expect((await call('/items/products?status=2')).body.data).toHaveLength(1);
    expect((await call('/items/products?status=1,2')).body.data).toHaveLength(4);
    // 7.x hid statuses mapped `published: false`; 8.8 hides only `soft_delete` ones.
    expect((await call('/items/products')).body.data).toHaveLength(4);
  });

  it('ItemsTest::testSort — by id by default, `sort=id` and `sort=-id`', async () => {
    const order = ['Old Product', 'Basic Product', 'Premium Product', 'Enterprise Product'];
    expect(names((await call('/items/products')).body)).toEqual(order);
    expect(names((await call('/items/products?sort=id')).body)).toEqual(order);
    expect(names((await call('/items/products?sort=-id')).body)).toEqual([...order].reverse());
  });

  it('ItemsTest::testQ — `q` searches the text fields (8.8 includes the draft)', async () => {
    expect((await call('/items/products?q=Product')).body.data).toHaveLength(4);
    expect((await call('/items/products?q=Basic')).body.data).toHaveLength(1);
    expect((await call(`/items/products?q=${encodeURIComponent('Old Product')}`)).body.data).toHaveLength(1);
  });

  it('ItemsTest::testFilterEqual — `filter[f]=v` is `eq`, and the default status still applies', async () => {
    await knex('products').insert({ status: 0, name: 'Gone Product', price: 1 });
    try {
      expect(names((await call('/items/products?filter[id]=2')).body)).toEqual(['Basic Product']);
      expect(names((await call('/items/products?filter[id][eq]=2')).body)).toEqual(['Basic Product']);
      const byName = await call(`/items/products?filter[name]=${encodeURIComponent('Basic Product')}`);
      expect(names(byName.body)).toEqual(['Basic Product']);
      // A soft-deleted row stays hidden when filtered for by id.
      expect((await call('/items/products?filter[id]=5')).body.data).toEqual([]);
      expect((await call('/items/products?filter[id][eq]=5')).body.data).toEqual([]);
    } finally {
      await knex('products').where({ name: 'Gone Product' }).delete();
    }
  });

  it('ItemsTest::testCreate, testUpdate, testDelete — the item comes back as written; delete is 204', async () => {
    const created = await call('/items/products', {
      method: 'POST',
      json: { status: 1, name: 'Special Product', price: 999.99, category_id: 1 },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 1, name: 'Special Product', category_id: 1 });
    const id = created.body.data.id as number;
    const updated = await call(`/items/products/${id}`, {
      method: 'PATCH',
      json: { name: 'Xpecial Product', category_id: null },
    });
    expect(updated.body.data).toMatchObject({ id, name: 'Xpecial Product', category_id: null });
    const deleted = await call(`/items/products/${id}`, { method: 'DELETE' });
    expect([deleted.status, deleted.body]).toEqual([204, null]);
    expect((await call(`/items/products/${id}`)).status).toBe(404);
  });

  it('ItemsTest::testCreateWithRelation, testWithRelationAndParams — nested M2O, O2M and M2M writes', async () => {
    const m2o = await call('/items/products?fields=*,category_id.*', {
      method: 'POST',
      json: { status: 1, name: 'Premium Product 2', price: 9999.99, category_id: { name: 'Premium Cat' } },
    });
    expect(m2o.status, JSON.stringify(m2o.body)).toBe(200);
    expect(m2o.body.data).toMatchObject({ name: 'Premium Product 2', category_id: { name: 'Premium Cat' } });
    const patched = await call(`/items/products/${m2o.body.data.id}?fields=*.*`, {
      method: 'PATCH',
      json: { name: 'Test 2' },
    });
    expect(patched.body.data).toMatchObject({ name: 'Test 2', category_id: { name: 'Premium Cat' } });

    const o2m = await call('/items/categories?fields=*,products.*', {
      method: 'POST',
      json: { name: 'New Category', products: [{ status: 1, name: 'New Product', price: 100 }] },
    });
    expect(o2m.status, JSON.stringify(o2m.body)).toBe(200);
    expect(o2m.body.data.name).toBe('New Category');
    expect(o2m.body.data.products.map((p: { name: string }) => p.name)).toEqual(['New Product']);

    // M2M through the junction to a file. The suite created the file inside the product with 7.x's
    // `filename`; 8.x names it `filename_disk`/`filename_download` (docs/compatibility.md).
    const upload = await call('/files', {
      method: 'POST',
      json: {
        filename_disk: 'potato.jpg',
        filename_download: 'potato.jpg',
        title: 'Image of a fake potato',
        data: JPEG.toString('base64'),
      },
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const m2m = await call('/items/products?fields=*,images.*.*', {
      method: 'POST',
      json: {
        status: 1,
        name: 'Limited Product',
        price: 1010.01,
        images: [{ file_id: upload.body.data.id }],
      },
    });
    expect(m2m.status, JSON.stringify(m2m.body)).toBe(200);
    expect(m2m.body.data.images[0].file_id.title).toBe('Image of a fake potato');
    const read = await call(`/items/products/${m2m.body.data.id}?fields=*,images.*.*`);
    expect(read.body.data.images[0].file_id.title).toBe('Image of a fake potato');
    // The suite's own form — the file inside the item — is refused, and nothing is written.
    const before = await call('/items/products?status=*&fields=id&limit=-1');
    const nested = await call('/items/products', {
      method: 'POST',
      json: {
        status: 1,
        name: 'Nested file',
        images: [
          { file_id: { filename_disk: 'n.jpg', filename_download: 'n.jpg', data: JPEG.toString('base64') } },
        ],
      },
    });
    expect([nested.status, nested.body.error.code]).toEqual([422, 12]);
    expect(nested.body.error.message).toMatch(/POST \/files/);
    const after = await call('/items/products?status=*&fields=id&limit=-1');
    expect(after.body.data).toHaveLength(before.body.data.length);
  });

  it('ItemsTest::testSoftDeleteNonAdmins — soft-deleted rows are the admin’s with status=*, 404 to others', async () => {
    const created = await call('/items/products', {
      method: 'POST',
      json: { name: 'deleted product', status: 0, price: 0 },
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    try {
      const adminAll = await call('/items/products?status=*&fields=id');
      expect(adminAll.body.data.map((r: { id: number }) => r.id)).toContain(id);
      const adminDefault = await call('/items/products?fields=id');
      expect(adminDefault.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
      const internAll = await call('/items/products?status=*&fields=status', { token: intern.token });
      expect(new Set(internAll.body.data.map((r: { status: number }) => r.status))).toEqual(new Set([1]));
      const internOne = await call(`/items/products/${id}?status=*`, { token: intern.token });
      expect([internOne.status, internOne.body.error.code]).toEqual([404, 203]);
    } finally {
      await knex('products').where({ id }).delete();
    }
  });

  it('ItemsTest::testLangOneItem, testLangList, testLangRelatedOneItem — `lang` narrows translations', async () => {
    const count = async (path: string) => {
      const res = await call(path);
      expect(res.status).toBe(200);
      return res.body.data;
    };
    expect((await count('/items/news/1?fields=*.*')).translations).toHaveLength(3);
    expect((await count('/items/news/1?fields=*.*&lang=*')).translations).toHaveLength(3);
    expect((await count('/items/news/1?fields=*.*&lang=en')).translations).toHaveLength(1);
    expect((await count('/items/news/1?fields=*.*&lang=de')).translations).toHaveLength(0);
    for (const item of await count('/items/news?fields=*.*'))
      expect(Array.isArray(item.translations)).toBe(true);
    const home = await count('/items/home/1?fields=*.*.*.*');
    expect(home.news[0].news_id.translations).toHaveLength(3);
    const homeEn = await count('/items/home/1?fields=*.*.*.*&lang=en');
    expect(homeEn.news[0].news_id.translations).toHaveLength(1);
  });

  it('ItemsTest::testListMeta, testItemMeta — `meta=*` describes the collection or the item', async () => {
    const list = await call('/items/products?meta=*');
    expect(list.body.meta).toMatchObject({ collection: 'products', type: 'collection' });
    expect(Object.keys(list.body.meta)).toEqual(
      expect.arrayContaining(['collection', 'type', 'result_count', 'total_count', 'status_count']),
    );
    const item = await call('/items/products/1?meta=*');
    expect(item.body.meta).toMatchObject({ collection: 'products', type: 'item' });
  });

  // ------------------------------------------------------------------ PermissionsTest
  it('PermissionsTest::testFieldBlacklist — a read-blacklisted field is left out of `*` (8.8: naming it is 403/304)', async () => {
    const list = await call('/items/posts?sort=id', { token: intern.token });
    expect(list.body.data).toEqual([
      { id: 1, title: 'one' },
      { id: 2, title: 'two' },
    ]);
    const created = await call('/items/posts', {
      method: 'POST',
      token: intern.token,
      json: { title: 'three' },
    });
    expect(created.status).toBe(200);
    expect(Object.keys(created.body.data).sort()).toEqual(['id', 'title']);
    // 7.x left a named blacklisted field out silently; 8.8 refuses the read.
    const named = await call('/items/posts/2?fields=id,title,body', { token: intern.token });
    expect([named.status, named.body.error.code]).toEqual([403, 304]);
  });

  it('PermissionsTest::testPublicList — the public role reads once it has a row (8.8: 403/300 before)', async () => {
    const before = await call('/items/categories', { token: null });
    expect([before.status, before.body.error.code]).toEqual([403, 300]);
    const granted = await call('/permissions', {
      method: 'POST',
      json: { role: 2, collection: 'categories', read: 'full' },
    });
    expect(granted.status).toBe(200);
    const after = await call('/items/categories?fields=name&sort=id', { token: null });
    expect(after.status).toBe(200);
    expect(after.body.public).toBe(true);
    expect(after.body.data[0]).toEqual({ name: 'Old Category' });
    const create = await call('/items/categories', { method: 'POST', token: null, json: { name: 'x' } });
    expect(create.status).toBe(403);
  });

  // ------------------------------------------------------------------ ActivityTest, ActivitySkipTest
  const activityCount = async () => Number((await knex('directus_activity').count({ n: '*' }).first())?.n);

  it('ActivityTest::testColumns, testMeta, testLimit, testId, testGetActivity — the activity list', async () => {
    const columns = [
      'id',
      'action',
      'action_by',
      'action_on',
      'ip',
      'user_agent',
      'collection',
      'item',
      'edited_on',
      'comment',
      'comment_deleted_on',
    ];
    const now = '2019-01-01 15:52:37';
    await knex('directus_activity').insert(
      Array.from({ length: 15 }, () => ({
        action: 'authenticate',
        action_by: 1,
        action_on: now,
        ip: '::1',
        user_agent: 'suite',
        collection: 'directus_users',
        item: '1',
      })),
    );
    for (const q of ['', '?fields=*', `?fields=${columns.join(',')}`]) {
      const res = await call(`/activity${q}`);
      expect(Object.keys(res.body.data[0]).sort()).toEqual([...columns].sort());
    }
    const some = await call('/activity?fields=id,action');
    expect(Object.keys(some.body.data[0])).toEqual(['id', 'action']);
    const meta = await call('/activity?meta=*&limit=10');
    expect(meta.body.data).toHaveLength(10);
    expect(meta.body.meta).toMatchObject({
      collection: 'directus_activity',
      type: 'collection',
      result_count: 10,
    });
    const first = (await call('/activity?limit=1&fields=id')).body.data[0].id as number;
    const one = await call(`/activity/${first}?meta=*`);
    expect(one.body.meta).toMatchObject({ collection: 'directus_activity', type: 'item' });
    const missing = await call('/activity/999999');
    expect([missing.status, missing.body.error.code]).toEqual([404, 203]);
  });

  it('ActivityTest::testActivity, testCreateComment — authenticate, create, update, delete and comment rows', async () => {
    const login = await call('/auth/authenticate', {
      method: 'POST',
      token: null,
      json: { email: project.email, password: project.password },
    });
    expect(login.status).toBe(200);
    const created = await call('/items/categories', { method: 'POST', json: { name: 'Product 1' } });
    const id = created.body.data.id as number;
    await call(`/items/categories/${id}`, { method: 'PATCH', json: { name: 'Product 01' } });
    await call(`/items/categories/${id}`, { method: 'DELETE' });
    const last = await call('/activity?sort=-id&limit=4&fields=action');
    expect(last.body.data.map((a: { action: string }) => a.action).reverse()).toEqual([
      'authenticate',
      'create',
      'update',
      'delete',
    ]);
    const comment = await call('/activity/comment', {
      method: 'POST',
      json: { collection: 'categories', item: 1, comment: 'a comment' },
    });
    expect(comment.status).toBe(200);
    expect(comment.body.data).toMatchObject({ action: 'comment', comment: 'a comment' });
  });

  it('ActivitySkipTest — `activity_skip=1` writes no activity; `0` or nothing records each write', async () => {
    for (const [skip, added] of [
      ['?activity_skip=1', 0],
      ['?activity_skip=0', 1],
      ['', 1],
    ] as const) {
      const before = await activityCount();
      const created = await call(`/items/categories${skip}`, { method: 'POST', json: { name: 'product' } });
      const id = created.body.data.id as number;
      expect(await activityCount()).toBe(before + added);
      await call(`/items/categories/${id}${skip}`, { method: 'PATCH', json: { name: 'product 2' } });
      expect(await activityCount()).toBe(before + 2 * added);
      await call(`/items/categories/${id}${skip}`, { method: 'DELETE' });
      expect(await activityCount()).toBe(before + 3 * added);
    }
  });

  // ------------------------------------------------------------------ ActivityCommentTest
  it('ActivityCommentTest — `explain: always` needs `comment` on writes (8.8 also for admins; Atrium not)', async () => {
    const role = Number((await knex('directus_roles').where({ name: 'Intern' }).first()).id);
    await knex('directus_permissions')
      .where({ role, collection: 'posts' })
      .update({ explain: 'always', update: 'full' });
    await refreshSchema(server, key);
    try {
      const without = await call('/items/posts', {
        method: 'POST',
        token: intern.token,
        json: { title: 'why' },
      });
      expect([without.status, without.body.error.code]).toEqual([403, 10]);
      const withComment = await call('/items/posts?comment=because', {
        method: 'POST',
        token: intern.token,
        json: { title: 'why' },
      });
      expect(withComment.status).toBe(200);
      const row = await knex('directus_activity')
        .where({ collection: 'posts', item: String(withComment.body.data.id), action: 'create' })
        .first();
      expect(row.comment).toBe('because');
    } finally {
      await knex('directus_permissions').where({ role, collection: 'posts' }).update({ explain: 'none' });
      await refreshSchema(server, key);
    }
  });

  // ------------------------------------------------------------------ RevisionsTest
  it('RevisionsTest — a revision per create and update, none per delete; list, offset and revert', async () => {
    const count = async () => Number((await knex('directus_revisions').count({ n: '*' }).first())?.n);
    const start = await count();
    const one = await call('/items/categories', { method: 'POST', json: { name: 'test 1' } });
    const two = await call('/items/categories', { method: 'POST', json: { name: 'test 2' } });
    expect(await count()).toBe(start + 2);
    const id = one.body.data.id as number;
    await call(`/items/categories/${id}`, { method: 'PATCH', json: { name: 'test one' } });
    expect(await count()).toBe(start + 3);
    await call(`/items/categories/${two.body.data.id}`, { method: 'DELETE' });
    expect(await count()).toBe(start + 3);
    const list = await call(`/items/categories/${id}/revisions`);
    expect(list.body.data).toHaveLength(2);
    const first = await call(`/items/categories/${id}/revisions/0`);
    expect(first.body.data.delta.name).toBe('test 1');
    const second = await call(`/items/categories/${id}/revisions/1`);
    expect(second.body.data.delta.name).toBe('test one');
    const reverted = await call(`/items/categories/${id}/revert/${first.body.data.id}`, { method: 'PATCH' });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data.name).toBe('test 1');
  });

  // ------------------------------------------------------------------ CollectionsTest, FieldsTest
  it('CollectionsTest::testCreate … testDelete — create, read, update and drop a collection', async () => {
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'suite_things',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            length: 11,
            primary_key: true,
            auto_increment: true,
            interface: 'primary-key',
          },
          { field: 'name', type: 'string', datatype: 'VARCHAR', length: 255, interface: 'text-input' },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.collection).toBe('suite_things');
    expect((await call('/collections/suite_things')).body.data.collection).toBe('suite_things');
    const missing = await call('/collections/nonexisting');
    expect([missing.status, missing.body.error.code]).toEqual([404, 200]);
    const updated = await call('/collections/suite_things', {
      method: 'PATCH',
      json: { note: 'a note', hidden: true },
    });
    expect(updated.body.data).toMatchObject({ note: 'a note', hidden: true });
    const list = await call('/collections');
    expect(list.body.data.map((c: { collection: string }) => c.collection)).toContain('suite_things');

    // FieldsTest: create, update, read, list, delete; the last field cannot go.
    const field = await call('/fields/suite_things', {
      method: 'POST',
      json: { field: 'note', type: 'string', datatype: 'VARCHAR', length: 100, interface: 'text-input' },
    });
    expect(field.status).toBe(200);
    const patched = await call('/fields/suite_things/note', {
      method: 'PATCH',
      json: { note: 'About it', options: { a: 1 } },
    });
    expect(patched.body.data).toMatchObject({ field: 'note', note: 'About it', options: { a: 1 } });
    expect((await call('/fields/suite_things/note')).body.data.options).toEqual({ a: 1 });
    expect((await call('/fields/suite_things')).body.data).toHaveLength(3);
    expect((await call('/fields/suite_things/note', { method: 'DELETE' })).status).toBe(204);
    const gone = await call('/fields/suite_things/note');
    expect([gone.status, gone.body.error.code]).toEqual([404, 202]);
    await call('/fields/suite_things/name', { method: 'DELETE' });
    const last = await call('/fields/suite_things/id', { method: 'DELETE' });
    expect([last.status, last.body.error.code]).toEqual([422, 12]);

    expect((await call('/collections/suite_things', { method: 'DELETE' })).status).toBe(204);
    const dropped = await call('/collections/suite_things');
    expect([dropped.status, dropped.body.error.code]).toEqual([404, 200]);
  });

  it('FieldsTest::testCreateUnknownDataType — an unknown type is 422 (code 401)', async () => {
    const res = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'unknown_type',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            length: 11,
            primary_key: true,
            auto_increment: true,
          },
          { field: 'test', type: 'unknown', datatype: 'VARCHAR', length: 10 },
        ],
      },
    });
    expect([res.status, res.body.error.code]).toEqual([422, 401]);
    expect((await call('/collections/unknown_type')).status).toBe(404);
  });

  it('CollectionsTest::testUnmanagedTable — an unmanaged table is 404/205 to change until managed again', async () => {
    await knex.schema.createTable('loose', (t) => {
      t.increments('id');
      t.string('name', 50);
    });
    await refreshSchema(server, key);
    try {
      expect((await call('/collections/loose')).body.data.managed).toBe(false);
      for (const json of [{ hidden: true }, { hidden: true, managed: false }]) {
        const res = await call('/collections/loose', { method: 'PATCH', json });
        expect([res.status, res.body.error.code]).toEqual([404, 205]);
      }
      const manage = await call('/collections/loose', {
        method: 'PATCH',
        json: { hidden: true, managed: true },
      });
      expect(manage.body.data.managed).toBe(true);
      expect((await call('/collections/loose', { method: 'PATCH', json: { hidden: false } })).status).toBe(
        200,
      );
      const unmanage = await call('/collections/loose', { method: 'PATCH', json: { managed: false } });
      expect(unmanage.body.data.managed).toBe(false);
      expect((await call('/collections/loose')).body.data.managed).toBe(false);
      const again = await call('/collections/loose', { method: 'PATCH', json: { hidden: true } });
      expect([again.status, again.body.error.code]).toEqual([404, 205]);
    } finally {
      await knex.schema.dropTableIfExists('loose');
      await knex('directus_collections').where({ collection: 'loose' }).delete();
      await refreshSchema(server, key);
    }
  });

  // ------------------------------------------------------------------ FilesTest
  it('FilesTest — one upload per request (400/15), batch metadata updates, folders', async () => {
    const file = (name: string) => ({
      filename_disk: name,
      filename_download: name,
      data: JPEG.toString('base64'),
    });
    const batch = await call('/files', { method: 'POST', json: [file('a.jpg'), file('b.jpg')] });
    expect([batch.status, batch.body.error.code]).toEqual([400, 15]);
    const a = (await call('/files', { method: 'POST', json: { ...file('a.jpg'), title: 'A' } })).body.data.id;
    const b = (await call('/files', { method: 'POST', json: { ...file('b.jpg'), title: 'B' } })).body.data.id;
    const withData = await call('/files', {
      method: 'PATCH',
      json: [
        { id: a, ...file('a2.jpg') },
        { id: b, ...file('b2.jpg') },
      ],
    });
    expect([withData.status, withData.body.error.code]).toEqual([400, 15]);
    const sameData = await call(`/files/${a},${b}`, { method: 'PATCH', json: file('c.jpg') });
    expect([sameData.status, sameData.body.error.code]).toEqual([400, 15]);
    const titles = await call('/files', {
      method: 'PATCH',
      json: [
        { id: a, title: 'A2' },
        { id: b, title: 'B2' },
      ],
    });
    expect(titles.body.data.map((f: { title: string }) => f.title)).toEqual(['A2', 'B2']);
    const same = await call(`/files/${a},${b}`, { method: 'PATCH', json: { title: 'Same' } });
    expect(same.body.data).toHaveLength(2);
    expect((await call(`/files/${a}`)).body.data.title).toBe('Same');

    const folder = await call('/folders', { method: 'POST', json: { name: 'Pictures' } });
    expect(folder.status).toBe(200);
    const folderId = folder.body.data.id as number;
    const inFolder = await call('/files', { method: 'POST', json: { ...file('f.jpg'), folder: folderId } });
    expect(inFolder.body.data.folder).toBe(folderId);
    const renamed = await call(`/folders/${folderId}`, { method: 'PATCH', json: { name: 'Photos' } });
    expect(renamed.body.data.name).toBe('Photos');
    expect((await call('/folders')).body.data.map((f: { name: string }) => f.name)).toContain('Photos');
    expect((await call(`/files/${a}`, { method: 'DELETE' })).status).toBe(204);
    const deleted = await call(`/files/${a}`);
    expect([deleted.status, deleted.body.error.code]).toEqual([404, 203]);
  });

  // ------------------------------------------------------------------ ItemsBatchTest
  it('ItemsBatchTest — batch create, update (per item and same data), nested relations and delete', async () => {
    const created = await call('/items/products', {
      method: 'POST',
      json: [
        { status: 1, name: 'Batch 1', price: 1, category_id: { name: 'Batch cat' } },
        { status: 1, name: 'Batch 2', price: 2, category_id: { name: 'Batch cat 2' } },
      ],
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toHaveLength(2);
    const [p1, p2] = created.body.data.map((p: { id: number }) => p.id) as number[];
    const related = await call(`/items/products/${p1},${p2}?fields=*,category_id.*`);
    expect(related.body.data.map((p: { category_id: { name: string } }) => p.category_id.name)).toEqual([
      'Batch cat',
      'Batch cat 2',
    ]);
    const each = await call('/items/products', {
      method: 'PATCH',
      json: [
        { id: p1, name: 'Batch one' },
        { id: p2, name: 'Batch two' },
      ],
    });
    expect(names(each.body)).toEqual(['Batch one', 'Batch two']);
    const same = await call(`/items/products/${p1},${p2}`, { method: 'PATCH', json: { price: 5 } });
    expect(same.body.data).toHaveLength(2);
    const withO2M = await call('/items/categories', {
      method: 'POST',
      json: [
        { name: 'Cat A', products: [{ status: '1', name: 'In A', price: 1 }] },
        { name: 'Cat B', products: [{ status: '1', name: 'In B', price: 1 }] },
      ],
    });
    const [c1, c2] = withO2M.body.data.map((c: { id: number }) => c.id) as number[];
    const cats = await call(`/items/categories/${c1},${c2}?fields=name,products.name`);
    expect(cats.body.data).toEqual([
      { name: 'Cat A', products: [{ name: 'In A' }] },
      { name: 'Cat B', products: [{ name: 'In B' }] },
    ]);
    expect((await call(`/items/products/${p1},${p2}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/items/products?filter[id][in]=${p1},${p2}`)).body.data).toEqual([]);
  });

  // ------------------------------------------------------------------ Roles, Settings, Users, Presets
  it('RolesTest — create, update, read, list and delete a role', async () => {
    const created = await call('/roles', { method: 'POST', json: { name: 'Editors', description: 'Edit' } });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    const updated = await call(`/roles/${id}`, { method: 'PATCH', json: { description: 'Edit all' } });
    expect(updated.body.data).toMatchObject({ name: 'Editors', description: 'Edit all' });
    expect((await call(`/roles/${id}`)).body.data.name).toBe('Editors');
    expect((await call('/roles')).body.data.map((r: { name: string }) => r.name)).toContain('Editors');
    expect((await call(`/roles/${id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/roles/${id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 203]);
  });

  it('SettingsTest — create, update, read, list, delete a setting; /settings/fields (8.x: no `scope`)', async () => {
    const created = await call('/settings', { method: 'POST', json: { key: 'map_source', value: 'google' } });
    expect(created.body.data).toMatchObject({ key: 'map_source', value: 'google' });
    const id = created.body.data.id as number;
    const updated = await call(`/settings/${id}`, { method: 'PATCH', json: { value: 'osm' } });
    expect(updated.body.data).toMatchObject({ key: 'map_source', value: 'osm' });
    expect((await call(`/settings/${id}`)).body.data.value).toBe('osm');
    const list = await call('/settings?limit=-1');
    expect(list.body.data.map((r: { key: string }) => r.key)).toContain('map_source');
    expect((await call(`/settings/${id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/settings/${id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 203]);
    const fields = await call('/settings/fields');
    expect(Array.isArray(fields.body.data)).toBe(true);
    expect(fields.body.data.length).toBeGreaterThan(0);
  });

  it('UsersTest — create, update, read, list, delete a user; /users/me', async () => {
    const created = await call('/users', {
      method: 'POST',
      json: {
        status: 'draft',
        email: 'new@example.com',
        password: 'a long password',
        first_name: 'New',
        last_name: 'User',
        role: 1,
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.email).toBe('new@example.com');
    const id = created.body.data.id as number;
    const updated = await call(`/users/${id}`, { method: 'PATCH', json: { email: 'renamed@example.com' } });
    expect(updated.body.data.email).toBe('renamed@example.com');
    expect((await call(`/users/${id}`)).body.data.email).toBe('renamed@example.com');
    expect((await call('/users?limit=-1')).body.data.map((u: { id: number }) => u.id)).toContain(id);
    const missing = await call('/users/999999');
    expect([missing.status, missing.body.error.code]).toEqual([404, 203]);
    expect((await call(`/users/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/users/${id}`)).status).toBe(404);
    const me = await call('/users/me');
    expect(me.body.data.email).toBe(project.email);
  });

  it('CollectionPresetsTest — create, update, read, filter by user and collection, delete', async () => {
    const mine = [
      { title: 'one', collection: 'products', user: 1, view_type: 'tabular' },
      { title: 'two', collection: 'products', user: 1, view_type: 'tabular' },
      { title: 'three', collection: 'categories', user: 1, view_type: 'tabular' },
    ];
    const ids: number[] = [];
    for (const p of mine) {
      const res = await call('/collection_presets', { method: 'POST', json: p });
      expect(res.status).toBe(200);
      ids.push(res.body.data.id);
    }
    const updated = await call(`/collection_presets/${ids[0]}`, {
      method: 'PATCH',
      json: { search_query: 'hi' },
    });
    expect(updated.body.data).toMatchObject({ title: 'one', search_query: 'hi' });
    expect((await call(`/collection_presets/${ids[1]}`)).body.data.title).toBe('two');
    const byUser = await call('/collection_presets?filter[user]=1&filter[title][in]=one,two,three');
    expect(byUser.body.data).toHaveLength(3);
    const byCollection = await call(
      '/collection_presets?filter[collection]=products&filter[title][in]=one,two,three',
    );
    expect(byCollection.body.data).toHaveLength(2);
    for (const id of ids)
      expect((await call(`/collection_presets/${id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('ItemsTest::testStatusInterfaceMapping — a missing or mistyped status mapping still lists (8.8: an error)', async () => {
    await createCollection(knex, 'mapped', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'status', type: 'status', column: 'integer' },
    ]);
    await knex('mapped').insert([{ status: 1 }, { status: 2 }]);
    await refreshSchema(server, key);
    const none = await call('/items/mapped');
    expect(none.status).toBe(200);
    expect(none.body.data).toHaveLength(2);
    const wrongType = await call('/fields/mapped/status', {
      method: 'PATCH',
      json: { options: { status_mapping: { one: { name: 'Published' }, two: { name: 'Draft' } } } },
    });
    expect(wrongType.status).toBe(200);
    expect((await call('/items/mapped')).body.data).toHaveLength(2);
    const numeric = await call('/fields/mapped/status', {
      method: 'PATCH',
      json: {
        options: {
          status_mapping: { '1': { name: 'Published' }, '2': { name: 'Draft', soft_delete: true } },
        },
      },
    });
    expect(numeric.status).toBe(200);
    expect((await call('/items/mapped?fields=id')).body.data).toEqual([{ id: 1 }]);
  });

  // ------------------------------------------------------------------ PermissionsTest (status and owner rules)
  it('PermissionsTest::testCreateAndRead, testStatusCreate, testStatusRead, testStatusUpdate, testStatusDelete', async () => {
    await createCollection(knex, 'memos', [
      { field: 'id', type: 'integer', column: 'increments' },
      {
        field: 'status',
        type: 'status',
        column: 'integer',
        default: 2,
        options: {
          status_mapping: {
            '0': { name: 'Deleted', soft_delete: true },
            '1': { name: 'Published' },
            '2': { name: 'Draft' },
            '3': { name: 'Under review' },
          },
        },
      },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'author', type: 'owner', column: 'integer' },
    ]);
    await knex('directus_roles').insert({ name: 'Trainee', description: null });
    const role = Number((await knex('directus_roles').where({ name: 'Trainee' }).first()).id);
    const trainee = await createTokenUser(knex, role, 'trainee@example.com');
    await refreshSchema(server, key);
    const as = { token: trainee.token };
    const grant = async (row: Record<string, unknown>) => {
      const res = await call('/permissions', { method: 'POST', json: { role, collection: 'memos', ...row } });
      expect(res.status).toBe(200);
      return res.body.data.id as number;
    };

    // Nothing granted: no read (403/300), no create (403/301).
    const read0 = await call('/items/memos', as);
    expect([read0.status, read0.body.error.code]).toEqual([403, 300]);
    const create0 = await call('/items/memos', { ...as, method: 'POST', json: { title: 'Post 1' } });
    expect([create0.status, create0.body.error.code]).toEqual([403, 301]);

    // Create drafts (the default status, 2) but read nothing: the write answers 204.
    const draftRow = await grant({ status: '2', create: 'mine' });
    const other = await call('/items/memos', { ...as, method: 'POST', json: { title: 'Post 1', status: 1 } });
    expect([other.status, other.body.error.code]).toEqual([403, 301]);
    const blind = await call('/items/memos', { ...as, method: 'POST', json: { title: 'Post 1' } });
    expect([blind.status, blind.body]).toEqual([204, null]);

    // Read their own drafts too: the item comes back.
    await call(`/permissions/${draftRow}`, { method: 'PATCH', json: { create: 'mine', read: 'mine' } });
    const seen = await call('/items/memos', { ...as, method: 'POST', json: { title: 'Post 2' } });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ title: 'Post 2', status: 2, author: trainee.user });

    // Status read rules: published and draft readable, deleted (0) and under review (3) not.
    await grant({ status: '1', read: 'full' });
    const ids: Record<string, number> = {};
    for (const [title, status] of [
      ['Deleted Post', 0],
      ['Published Post', 1],
      ['Under Review Post', 3],
    ] as const) {
      const [id] = await knex('memos').insert({ title, status, author: 1 }, ['id']);
      ids[title] = Number(typeof id === 'object' ? id.id : id);
    }
    expect((await call(`/items/memos/${ids['Published Post']}`, as)).status).toBe(200);
    for (const t of ['Deleted Post', 'Under Review Post']) {
      const r = await call(`/items/memos/${ids[t]}`, as);
      expect([t, r.status, r.body.error.code]).toEqual([t, 404, 203]);
    }
    const titles = (await call('/items/memos?status=*&fields=title&sort=id', as)).body.data.map(
      (m: { title: string }) => m.title,
    );
    expect(titles).toEqual(['Post 1', 'Post 2', 'Published Post']);

    // No update or delete rights: 403/302 and 403/303 whatever the status.
    const update = await call(`/items/memos/${ids['Published Post']}`, {
      ...as,
      method: 'PATCH',
      json: { title: 'x' },
    });
    expect([update.status, update.body.error.code]).toEqual([403, 302]);
    const del = await call(`/items/memos/${ids['Published Post']}`, { ...as, method: 'DELETE' });
    expect([del.status, del.body.error.code]).toEqual([403, 303]);
  });

  it('PermissionsTest::testReadAllMineWithoutOwner — `mine` without an owner field (8.8: 403/300, 7.x: [])', async () => {
    await knex('directus_roles').insert({ name: 'Mine only', description: null });
    const role = Number((await knex('directus_roles').where({ name: 'Mine only' }).first()).id);
    const user = await createTokenUser(knex, role, 'mine-only@example.com');
    await knex('directus_permissions').insert({ role, collection: 'categories', read: 'mine' });
    await refreshSchema(server, key);
    const list = await call('/items/categories', { token: user.token });
    expect([list.status, list.body.error.code]).toEqual([403, 300]);
    // testReadOneWithMinePermissionsWithoutOwner: 7.x answered 404/203; 8.8 refuses the read.
    const one = await call('/items/categories/1', { token: user.token });
    expect([one.status, one.body.error.code]).toEqual([403, 300]);
  });

  it('FieldsTest::testCreateAliasFields — alias types have no column; a type change adds or drops it', async () => {
    await createCollection(knex, 'aliases', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'name', type: 'string', column: 'string' },
    ]);
    await refreshSchema(server, key);
    const types = ['alias', 'o2m', 'group', 'translation'];
    const hasColumn = async (c: string) => Object.keys(await knex('aliases').columnInfo()).includes(c);
    const rows = async () =>
      Number((await knex('directus_fields').where({ collection: 'aliases' }).count({ n: '*' }).first())?.n);
    for (const type of types) {
      const res = await call('/fields/aliases', { method: 'POST', json: { field: type, type } });
      expect([type, res.status]).toEqual([type, 200]);
      expect(res.body.data).toMatchObject({ field: type, type });
      expect(await hasColumn(type)).toBe(false);
    }
    expect(await rows()).toBe(2 + types.length);
    for (const [i, type] of types.entries()) {
      const to = types[types.length - 1 - i]!;
      const res = await call(`/fields/aliases/${type}`, { method: 'PATCH', json: { type: to } });
      expect([type, to, res.status]).toEqual([type, to, 200]);
      expect(await hasColumn(type)).toBe(false);
    }
    const toColumn = await call('/fields/aliases/alias', {
      method: 'PATCH',
      json: { type: 'integer', datatype: 'INT', length: 11 },
    });
    expect(toColumn.status, JSON.stringify(toColumn.body)).toBe(200);
    expect(await hasColumn('alias')).toBe(true);
    const back = await call('/fields/aliases/alias', { method: 'PATCH', json: { type: 'alias' } });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(await hasColumn('alias')).toBe(false);
    expect(await rows()).toBe(2 + types.length);
    for (const type of types)
      expect((await call(`/fields/aliases/${type}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('FieldsTest::testUpdateUnknownDataType, testDateTimeTypes — 422/404; dates and times as 8.8 writes them', async () => {
    // 8.8 wraps every error of a single field's PATCH as 422/404 (7.x: 422/401).
    const unknown = await call('/fields/categories/name', { method: 'PATCH', json: { type: 'unknown' } });
    expect([unknown.status, unknown.body.error.code]).toEqual([422, 404]);
    expect(unknown.body.error.message).toMatch(/unknown/i);
    const created = await call('/collections', {
      method: 'POST',
      json: {
        collection: 'when',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            length: 11,
            primary_key: true,
            auto_increment: true,
          },
          { field: 'datetime', type: 'datetime', datatype: 'DATETIME' },
          { field: 'date', type: 'date', datatype: 'DATE' },
          { field: 'time', type: 'time', datatype: 'TIME' },
        ],
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    // Its own formats come back as written (8.8 answers datetimes as `Y-m-d H:i:s`, 7.x as ISO 8601).
    const own = await call('/items/when', {
      method: 'POST',
      json: { datetime: '2019-03-01 10:20:30', date: '2019-03-01', time: '10:20:30' },
    });
    expect(own.body.data).toMatchObject({
      datetime: '2019-03-01 10:20:30',
      date: '2019-03-01',
      time: '10:20:30',
    });
    // An ISO 8601 datetime with an offset is stored in UTC.
    const iso = await call('/items/when', {
      method: 'POST',
      json: { datetime: '2019-03-01T10:20:30+02:00' },
    });
    expect(iso.body.data.datetime).toBe('2019-03-01 08:20:30');
  });

  it('PermissionsTest::testCreate … testDelete, testGroupPermissions, testTablePermissions — permission rows', async () => {
    await knex('directus_roles').insert({ name: 'Rows', description: null });
    const role = Number((await knex('directus_roles').where({ name: 'Rows' }).first()).id);
    const created = await call('/permissions', {
      method: 'POST',
      json: { role, collection: 'categories', status: null, read: 'full', create: 'none' },
    });
    expect(created.body.data).toMatchObject({ role, collection: 'categories', read: 'full', create: 'none' });
    const id = created.body.data.id as number;
    const updated = await call(`/permissions/${id}`, { method: 'PATCH', json: { read: 'mine' } });
    expect(updated.body.data).toMatchObject({ id, read: 'mine' });
    expect((await call(`/permissions/${id}`)).body.data.read).toBe('mine');
    expect((await call(`/permissions?filter[role]=${role}`)).body.data).toHaveLength(1);
    const byCollection = await call(`/permissions?filter[collection]=categories&filter[role]=${role}`);
    expect(byCollection.body.data).toHaveLength(1);
    expect((await call(`/permissions/${id}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/permissions/${id}`);
    expect([gone.status, gone.body.error.code]).toEqual([404, 203]);
  });
});
