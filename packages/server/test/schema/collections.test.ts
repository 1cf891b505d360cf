import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createRoleWithUser } from '../support/fixtures';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

/** One field of every Directus type of product.md §3, with the datatype the app gives it. */
const EVERY_TYPE = [
  {
    field: 'id',
    type: 'integer',
    datatype: 'INT',
    interface: 'primary-key',
    primary_key: true,
    auto_increment: true,
  },
  {
    field: 'status',
    type: 'status',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'status',
    default_value: 'draft',
  },
  { field: 'sort', type: 'sort', datatype: 'INT', interface: 'sort' },
  { field: 'owner', type: 'owner', datatype: 'INT', interface: 'owner' },
  { field: 'modified_by', type: 'user_updated', datatype: 'INT', interface: 'user-updated' },
  { field: 'created_on', type: 'datetime_created', datatype: 'DATETIME', interface: 'datetime-created' },
  { field: 'modified_on', type: 'datetime_updated', datatype: 'DATETIME', interface: 'datetime-updated' },
  {
    field: 'title',
    type: 'string',
    datatype: 'VARCHAR',
    length: 100,
    interface: 'text-input',
    required: true,
  },
  { field: 'slug', type: 'slug', datatype: 'VARCHAR', length: 100, interface: 'slug' },
  { field: 'views', type: 'integer', datatype: 'INT', interface: 'numeric', signed: true },
  { field: 'price', type: 'decimal', datatype: 'DECIMAL', length: '10,2', interface: 'numeric' },
  { field: 'published', type: 'boolean', datatype: 'TINYINT', interface: 'toggle' },
  { field: 'publish_date', type: 'date', datatype: 'DATE', interface: 'date' },
  { field: 'publish_time', type: 'time', datatype: 'TIME', interface: 'time' },
  { field: 'event_at', type: 'datetime', datatype: 'DATETIME', interface: 'datetime' },
  { field: 'tags', type: 'array', datatype: 'VARCHAR', length: 255, interface: 'tags' },
  { field: 'data', type: 'json', datatype: 'TEXT', interface: 'json' },
  { field: 'language', type: 'lang', datatype: 'CHAR', length: 5, interface: 'language' },
  { field: 'token', type: 'uuid', datatype: 'CHAR', length: 36, interface: 'text-input' },
  { field: 'secret', type: 'hash', datatype: 'VARCHAR', length: 255, interface: 'hashed' },
  { field: 'image', type: 'file', datatype: 'INT', interface: 'file' },
  { field: 'reviewer', type: 'user', datatype: 'INT', interface: 'user' },
  { field: 'category', type: 'm2o', datatype: 'INT', interface: 'many-to-one' },
  { field: 'comments', type: 'o2m', interface: 'one-to-many' },
  { field: 'translations', type: 'translation', interface: 'translation' },
  { field: 'details', type: 'group', interface: 'group' },
  { field: 'divider', type: 'alias', interface: 'divider' },
];
const ALIASES = ['comments', 'translations', 'details', 'divider'];

const targets = await dbTargets();

describe.each(targets)('schema management on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let editor: { token: string };
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
  const api = (path: string, init: RequestInit & { json?: unknown } = {}, headers = admin) =>
    server.request(`/_${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } });
  const expectError = async (res: Response, status: number, code: number) => {
    const body = await json(res);
    expect([res.status, body.error?.code], JSON.stringify(body)).toEqual([status, code]);
    return body.error.message as string;
  };

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, '_', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, '_');
    editor = await createRoleWithUser(knex, 'Editors', [
      { collection: 'directus_fields', create: 'full', read: 'full', update: 'full', delete: 'full' },
      { collection: 'directus_collections', read: 'full' },
    ]);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('creates a collection with a field of every type and reads each back through /fields', async () => {
    const res = await api('/collections', {
      method: 'POST',
      json: { collection: 'articles', icon: 'article', note: 'Blog posts', fields: EVERY_TYPE },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      collection: 'articles',
      managed: true,
      hidden: false,
      single: false,
      icon: 'article',
      note: 'Blog posts',
    });
    expect(Object.keys(body.data.fields).sort()).toEqual(EVERY_TYPE.map((f) => f.field).sort());

    const fields = (await json(await api('/fields/articles'))).data as Record<string, unknown>[];
    for (const f of EVERY_TYPE) {
      const got = fields.find((x) => x.field === f.field)!;
      expect(got, f.field).toBeTruthy();
      expect([f.field, got.type, got.interface, got.collection]).toEqual([
        f.field,
        f.type,
        f.interface,
        'articles',
      ]);
      if (ALIASES.includes(f.field)) {
        expect([f.field, got.datatype, got.length]).toEqual([f.field, null, null]);
      } else {
        expect([f.field, got.datatype]).toEqual([f.field, f.datatype]);
        if (f.length) expect([f.field, got.length]).toEqual([f.field, String(f.length)]);
      }
    }
    const id = fields.find((f) => f.field === 'id')!;
    expect(id).toMatchObject({ primary_key: true, auto_increment: true });
    expect(fields.find((f) => f.field === 'title')).toMatchObject({ required: true, length: '100' });
    expect(fields.find((f) => f.field === 'status')!.default_value).toBe('draft');
    const tables = await knex.schema.hasColumn('articles', 'comments');
    expect(tables).toBe(false);
  });

  it('stores and reads items of the new collection through /items', async () => {
    const created = await api('/items/articles', {
      method: 'POST',
      json: {
        title: 'Hello',
        price: 9.5,
        published: true,
        tags: ['a', 'b'],
        data: { x: 1 },
        language: 'en-US',
      },
    });
    const body = await json(created);
    expect(created.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Hello',
      status: 'draft',
      published: true,
      tags: ['a', 'b'],
      data: { x: 1 },
    });
    expect(Number(body.data.price)).toBe(9.5);
    expect(Number(body.data.owner)).toBe(1);
  });

  it('alters a field’s length and type, keeping the rows', async () => {
    for (let i = 0; i < 5; i++)
      await api('/items/articles', { method: 'POST', json: { title: `Post ${i}`, views: i } });
    const longer = await api('/fields/articles/title', {
      method: 'PATCH',
      json: { length: 200, note: 'The headline' },
    });
    const longerBody = await json(longer);
    expect(longer.status, JSON.stringify(longerBody)).toBe(200);
    expect(longerBody.data).toMatchObject({
      field: 'title',
      length: '200',
      note: 'The headline',
      required: true,
    });
    const bigger = await json(
      await api('/fields/articles/views', { method: 'PATCH', json: { datatype: 'BIGINT' } }),
    );
    expect(bigger.data.datatype).toBe('BIGINT');
    const items = (await json(await api('/items/articles?sort=id&fields=title,views'))).data;
    expect(items.map((r: { title: string }) => r.title)).toEqual([
      'Hello',
      'Post 0',
      'Post 1',
      'Post 2',
      'Post 3',
      'Post 4',
    ]);
    expect(items.slice(1).map((r: { views: number }) => Number(r.views))).toEqual([0, 1, 2, 3, 4]);
    const long = 'x'.repeat(150);
    const saved = await api('/items/articles', { method: 'POST', json: { title: long } });
    expect(saved.status).toBe(200);
  });

  it('updates several fields at once (sort and width from the app)', async () => {
    const res = await api('/fields/articles', {
      method: 'PATCH',
      json: [
        { field: 'title', sort: 1, width: 'half' },
        { field: 'slug', sort: 2, width: 'half' },
      ],
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(
      body.data.map((f: { field: string; sort: number; width: string }) => [f.field, f.sort, f.width]),
    ).toEqual([
      ['title', 1, 'half'],
      ['slug', 2, 'half'],
    ]);
  });

  it('refuses invalid collections with the documented codes and creates nothing', async () => {
    const pk = EVERY_TYPE[0];
    const cases: [Record<string, unknown>, number, number][] = [
      [{ collection: 'directus_things', fields: [pk] }, 422, 4],
      [{ collection: '!!!', fields: [pk] }, 422, 4],
      [{ collection: 'things' }, 422, 4],
      [{ collection: 'things', fields: [{ ...EVERY_TYPE[7] }] }, 422, 12],
      [{ collection: 'things', fields: [pk, { ...pk, field: 'id2' }] }, 422, 12],
      [
        {
          collection: 'things',
          fields: [
            pk,
            { field: 's1', type: 'status', datatype: 'VARCHAR', interface: 'status' },
            { field: 's2', type: 'status', datatype: 'VARCHAR', interface: 'status' },
          ],
        },
        422,
        4,
      ],
      [
        {
          collection: 'things',
          fields: [pk, { field: 'x', type: 'nonsense', datatype: 'INT', interface: 'numeric' }],
        },
        422,
        401,
      ],
      [
        { collection: 'things', fields: [pk, { field: 'x', type: 'string', interface: 'text-input' }] },
        422,
        12,
      ],
      [
        {
          collection: 'things',
          fields: [
            pk,
            { field: 'x', type: 'string', datatype: 'VARCHAR', length: 70000, interface: 'text-input' },
          ],
        },
        422,
        12,
      ],
      [
        {
          collection: 'things',
          fields: [pk, { field: 'x', type: 'decimal', datatype: 'DECIMAL', interface: 'numeric' }],
        },
        422,
        402,
      ],
      [
        {
          collection: 'things',
          fields: [pk, { field: 'x', type: 'string', datatype: 'TEXT', length: 10, interface: 'textarea' }],
        },
        422,
        403,
      ],
      [
        {
          collection: 'things',
          fields: [
            pk,
            { field: 'x', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
            { field: 'x', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
          ],
        },
        422,
        4,
      ],
      [{ collection: 'articles', fields: [pk] }, 422, 307],
    ];
    for (const [body, status, code] of cases) {
      const res = await api('/collections', { method: 'POST', json: body });
      await expectError(res, status, code);
    }
    expect(await knex.schema.hasTable('things')).toBe(false);
    expect(await knex('directus_collections').where({ collection: 'things' }).first()).toBeUndefined();
    await expectError(
      await api(
        '/collections',
        { method: 'POST', json: { collection: 'things', fields: [pk] } },
        { authorization: `Bearer ${editor.token}` },
      ),
      401,
      3,
    );
  });

  it('refuses invalid field changes with the documented codes and changes nothing', async () => {
    const before = (await json(await api('/fields/articles'))).data;
    await expectError(
      await api('/fields/articles', {
        method: 'POST',
        json: { field: 'title', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
      }),
      422,
      404,
    );
    await expectError(
      await api('/fields/articles', {
        method: 'POST',
        json: { field: 'bad name', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
      }),
      422,
      404,
    );
    await expectError(
      await api('/fields/articles', {
        method: 'POST',
        json: { field: 'pk2', type: 'integer', datatype: 'INT', interface: 'numeric', primary_key: true },
      }),
      422,
      404,
    );
    await expectError(
      await api('/fields/articles/id', { method: 'PATCH', json: { primary_key: false } }),
      422,
      404,
    );
    // Some items have no slug: it cannot become required.
    await expectError(
      await api('/fields/articles/slug', { method: 'PATCH', json: { required: true } }),
      422,
      404,
    );
    await expectError(
      await api('/fields/nowhere', {
        method: 'POST',
        json: { field: 'x', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
      }),
      422,
      404,
    );
    await expectError(await api('/fields/articles/nothing'), 404, 202);
    await expectError(await api('/collections/nowhere'), 404, 200);
    expect((await json(await api('/fields/articles'))).data).toEqual(before);
  });

  it('adds, renames nothing and deletes a field; the last field stays', async () => {
    const added = await api('/fields/articles', {
      method: 'POST',
      json: {
        field: 'subtitle',
        type: 'string',
        datatype: 'VARCHAR',
        length: 80,
        interface: 'text-input',
        note: 'Shown under the title',
      },
    });
    const body = await json(added);
    expect(added.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({
      field: 'subtitle',
      length: '80',
      note: 'Shown under the title',
      required: false,
    });
    expect(await knex.schema.hasColumn('articles', 'subtitle')).toBe(true);
    expect((await api('/fields/articles/subtitle', { method: 'DELETE' })).status).toBe(204);
    expect(await knex.schema.hasColumn('articles', 'subtitle')).toBe(false);
    expect(
      await knex('directus_fields').where({ collection: 'articles', field: 'subtitle' }).first(),
    ).toBeUndefined();
    // An alias field goes without touching the table.
    expect((await api('/fields/articles/divider', { method: 'DELETE' })).status).toBe(204);

    await api('/collections', {
      method: 'POST',
      json: {
        collection: 'tiny',
        fields: [
          EVERY_TYPE[0],
          { field: 'name', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
        ],
      },
    });
    expect((await api('/fields/tiny/name', { method: 'DELETE' })).status).toBe(204);
    await expectError(await api('/fields/tiny/id', { method: 'DELETE' }), 422, 12);
  });

  it('lets a role with field permissions add fields, and shows it only the collections it may read', async () => {
    const asEditor = { authorization: `Bearer ${editor.token}` };
    await knex('directus_permissions').insert({
      role: (await knex('directus_users').where({ token: editor.token }).first()).role,
      collection: 'articles',
      create: 'full',
      read: 'full',
      update: 'full',
      delete: 'full',
    });
    await server.bus.publish('_', 'permissions');
    const add = await api(
      '/fields/articles',
      {
        method: 'POST',
        json: { field: 'by_editor', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
      },
      asEditor,
    );
    expect(add.status, JSON.stringify(await json(add.clone()))).toBe(200);
    const list = (await json(await api('/collections', {}, asEditor))).data.map(
      (c: { collection: string }) => c.collection,
    );
    expect(list).toContain('articles');
    expect(list).not.toContain('tiny');
    await expectError(
      await api(
        '/fields/tiny',
        {
          method: 'POST',
          json: { field: 'x', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
        },
        asEditor,
      ),
      403,
      301,
    );
  });

  it('manages relations, refusing links to schema tables', async () => {
    const categories = await api('/collections', {
      method: 'POST',
      json: {
        collection: 'categories',
        fields: [
          EVERY_TYPE[0],
          { field: 'name', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
        ],
      },
    });
    expect(categories.status).toBe(200);
    const rel = await api('/relations', {
      method: 'POST',
      json: {
        collection_many: 'articles',
        field_many: 'category',
        collection_one: 'categories',
        field_one: null,
      },
    });
    const relBody = await json(rel);
    expect(rel.status, JSON.stringify(relBody)).toBe(200);
    expect(relBody.data).toMatchObject({
      collection_many: 'articles',
      field_many: 'category',
      collection_one: 'categories',
    });
    await expectError(
      await api('/relations', {
        method: 'POST',
        json: { collection_many: 'articles', field_many: 'category', collection_one: 'directus_fields' },
      }),
      401,
      201,
    );
    await expectError(
      await api('/relations', { method: 'POST', json: { collection_many: 'articles' } }),
      422,
      4,
    );
    const mine = (await json(await api('/relations?filter[collection_many][eq]=articles'))).data;
    expect(mine.map((r: { field_many: string }) => r.field_many)).toEqual(['category']);
    // The relation is live: expanding the many-to-one works at once.
    const cat = (await json(await api('/items/categories', { method: 'POST', json: { name: 'News' } }))).data;
    const post = (
      await json(await api('/items/articles', { method: 'POST', json: { title: 'Filed', category: cat.id } }))
    ).data;
    const read = (await json(await api(`/items/articles/${post.id}?fields=title,category.name`))).data;
    expect(read).toEqual({ title: 'Filed', category: { name: 'News' } });
    expect((await api(`/relations/${relBody.data.id}`, { method: 'DELETE' })).status).toBe(204);
  });

  it('updates collection metadata, refuses renames, and deletes a collection with its rows', async () => {
    const res = await api('/collections/articles', {
      method: 'PATCH',
      json: { note: 'All posts', hidden: true },
    });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ collection: 'articles', note: 'All posts', hidden: true });
    await expectError(
      await api('/collections/articles', { method: 'PATCH', json: { collection: 'posts' } }),
      422,
      12,
    );
    await expectError(
      await api('/collections/articles', { method: 'DELETE' }, { authorization: `Bearer ${editor.token}` }),
      403,
      306,
    );
    expect((await api('/collections/articles', { method: 'DELETE' })).status).toBe(204);
    expect(await knex.schema.hasTable('articles')).toBe(false);
    expect(await knex('directus_fields').where({ collection: 'articles' }).first()).toBeUndefined();
    expect(await knex('directus_collections').where({ collection: 'articles' }).first()).toBeUndefined();
    expect(await knex('directus_permissions').where({ collection: 'articles' }).first()).toBeUndefined();
    await expectError(await api('/items/articles'), 404, 200);
    await expectError(await api('/collections/directus_users', { method: 'DELETE' }), 401, 201);
  });

  it('logs schema writes in the activity', async () => {
    const rows = await knex('directus_activity')
      .whereIn('collection', ['directus_collections', 'directus_fields'])
      .select('action', 'collection');
    expect(rows.some((r) => r.collection === 'directus_collections' && r.action === 'create')).toBe(true);
    expect(rows.some((r) => r.collection === 'directus_fields' && r.action === 'update')).toBe(true);
  });
});
