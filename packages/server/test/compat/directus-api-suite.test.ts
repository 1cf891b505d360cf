import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../src/auth/jwt';
import { dbTargets } from '../support/databases';
import {
  ADMIN_TOKEN,
  createCollection,
  createRelation,
  createUser,
  refreshSchema,
} from '../support/fixtures';
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
    intern = await createUser(knex, role, 'intern@example.com');
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
    const disabled = await createUser(knex, role, 'disabled@example.com');
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
    expect(unknown.status).toBe(422);
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
});
