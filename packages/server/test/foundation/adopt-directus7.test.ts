import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemTable } from '../../src/database/system-schema/build-table';
import { INSTALL_MIGRATIONS, UPGRADE_MIGRATIONS } from '../../src/database/system-schema/migrations';
import { SYSTEM_TABLES, type ColumnSpec, type TableSpec } from '../../src/database/system-schema/tables';
import { dbTargets, dropTestDatabase, serverKnex, uniqueDbName, type DbTarget } from '../support/databases';
import { json, projectKnex, startTestServer, tempDataDir, type TestServer } from '../support/server';

/**
 * A Directus 7 database, built from the facts of the Directus 8.0 upgrade migrations (api.md
 * §6.5): roles in `directus_user_roles`, files with one `filename`, settings values NOT NULL,
 * legacy settings keys, `user_created` fields and the `directus_activity_seen` table.
 */

// A `$2y$` bcrypt hash (as PHP writes them) of the password "directus8".
const V7_HASH = '$2y$10$DlIjB/JIyzwprzl71ztqaOLw969E2.z.05hXKgLh88B2hIFUS7z0C';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STATUS_OPTIONS = JSON.stringify({
  status_mapping: {
    published: { name: 'Published', published: true },
    draft: { name: 'Draft', published: false },
  },
});

/** Product fields as the Directus 7 app saved them (widths 1–4, interfaces before 7.x's renames). */
const V7_PRODUCT_FIELDS = [
  ['products', 'id', 'integer', 'primary-key', null, 4],
  ['products', 'status', 'status', 'status', STATUS_OPTIONS, 4],
  ['products', 'title', 'string', 'text-input', null, 2],
  ['products', 'slug', 'string', 'slug', '{"mirroredField":"title"}', 2],
  ['products', 'description', 'string', 'wysiwyg-full', null, 4],
  ['products', 'featured', 'boolean', 'toggle', null, 1],
  ['products', 'image', 'file', 'single-file', null, 4],
  ['products', 'gallery', 'o2m', 'files', null, 4],
  ['products', 'categories', 'o2m', 'many-to-many', '{"fields":"name"}', 3],
  ['products', 'category', 'm2o', 'many-to-one', '{"template":"{{name}}"}', 2],
  [
    'products',
    'translations',
    'translation',
    'translation',
    JSON.stringify({
      languagesCollection: 'languages',
      languagesPrimaryKeyField: 'code',
      languagesNameField: 'name',
      translationLanguageField: 'language',
    }),
    4,
  ],
  ['products', 'divider', 'alias', 'divider', '{"style":"large"}', 4],
  ['products_translations', 'id', 'integer', 'primary-key', null, 4],
  ['products_translations', 'product', 'm2o', 'many-to-one', null, 4],
  ['products_translations', 'language', 'lang', 'language', null, 4],
  ['products_translations', 'name', 'string', 'text-input', null, 4],
  ['products_files', 'id', 'integer', 'primary-key', null, 4],
  ['products_files', 'product_id', 'm2o', 'many-to-one', null, 4],
  ['products_files', 'file_id', 'file', 'file', null, 4],
  ['products_categories', 'id', 'integer', 'primary-key', null, 4],
  ['products_categories', 'product_id', 'm2o', 'many-to-one', null, 4],
  ['products_categories', 'category_id', 'm2o', 'many-to-one', null, 4],
  ['languages', 'code', 'string', 'primary-key', null, 4],
  ['languages', 'name', 'string', 'text-input', null, 4],
  ['categories', 'id', 'integer', 'primary-key', null, 4],
  ['categories', 'name', 'string', 'text-input', null, 4],
].map(([collection, field, type, iface, options, width], i) => ({
  collection,
  field,
  type,
  interface: iface,
  options,
  width,
  locked: 0,
  sort: i + 1,
}));

/** Relations as the Directus 7 app saved them: a many-to-many is two rows through its junction. */
const V7_PRODUCT_RELATIONS = [
  { collection_many: 'products', field_many: 'category', collection_one: 'categories' },
  { collection_many: 'products', field_many: 'image', collection_one: 'directus_files' },
  {
    collection_many: 'products_translations',
    field_many: 'product',
    collection_one: 'products',
    field_one: 'translations',
  },
  {
    collection_many: 'products_files',
    field_many: 'product_id',
    collection_one: 'products',
    field_one: 'gallery',
    junction_field: 'file_id',
  },
  {
    collection_many: 'products_files',
    field_many: 'file_id',
    collection_one: 'directus_files',
    junction_field: 'product_id',
  },
  {
    collection_many: 'products_categories',
    field_many: 'product_id',
    collection_one: 'products',
    field_one: 'categories',
    junction_field: 'category_id',
  },
  {
    collection_many: 'products_categories',
    field_many: 'category_id',
    collection_one: 'categories',
    junction_field: 'product_id',
  },
];

const without = (spec: TableSpec, names: string[], extra: ColumnSpec[] = []): TableSpec => ({
  ...spec,
  columns: [...spec.columns.filter((c) => !names.includes(c.name)), ...extra],
});
const v8 = (name: string) => SYSTEM_TABLES.find((t) => t.name === name)!;

/** `narrowSettingsKey` makes the adoption fail half-way (a key column too short for 8.x keys). */
async function seedDirectus7(knex: Knex, narrowSettingsKey = false): Promise<void> {
  for (const name of [
    'directus_activity',
    'directus_collection_presets',
    'directus_collections',
    'directus_folders',
    'directus_migrations',
    'directus_permissions',
    'directus_relations',
    'directus_revisions',
  ]) {
    await createSystemTable(knex, v8(name));
  }
  // Directus 7 before 7.x's SetWidth: `width` an integer 1–4 (NOT NULL, default 4).
  await createSystemTable(
    knex,
    without(
      v8('directus_fields'),
      ['width'],
      [{ name: 'width', kind: 'integer', unsigned: true, nullable: false, default: 4 }],
    ),
  );
  await createSystemTable(
    knex,
    without(
      v8('directus_files'),
      ['private_hash', 'filename_disk', 'filename_download'],
      [{ name: 'filename', kind: 'string', length: 255, nullable: false }],
    ),
  );
  await createSystemTable(
    knex,
    without(
      v8('directus_roles'),
      ['module_listing', 'collection_listing', 'enforce_2fa'],
      [
        { name: 'nav_blacklist', kind: 'text', nullable: true },
        { name: 'nav_override', kind: 'text', nullable: true },
      ],
    ),
  );
  await createSystemTable(
    knex,
    without(v8('directus_users'), ['role', 'theme', '2fa_secret', 'password_reset_token']),
  );
  await knex.schema.createTable('directus_settings', (t) => {
    t.increments('id');
    const key = t.string('key', narrowSettingsKey ? 20 : 64).notNullable();
    if (narrowSettingsKey) key.checkLength('<=', 20);
    t.text('value').notNullable();
    t.unique(['key'], { indexName: 'idx_key' });
  });
  await knex.schema.createTable('directus_user_roles', (t) => {
    t.increments('id');
    t.integer('user').unsigned().nullable();
    t.integer('role').unsigned().nullable();
  });
  await knex.schema.createTable('directus_activity_seen', (t) => {
    t.increments('id');
    t.integer('activity').unsigned();
    t.integer('user').unsigned();
    t.tinyint('seen').defaultTo(0);
    t.tinyint('archived').defaultTo(0);
  });
  await knex.schema.createTable('posts', (t) => {
    t.increments('id');
    t.string('title', 100);
    t.integer('created_by').nullable();
  });

  await knex.schema.createTable('languages', (t) => {
    t.string('code', 8).primary();
    t.string('name', 100);
  });
  await knex.schema.createTable('categories', (t) => {
    t.increments('id');
    t.string('name', 100);
  });
  await knex.schema.createTable('products', (t) => {
    t.increments('id');
    t.string('status', 20).defaultTo('draft');
    t.string('title', 100);
    t.string('slug', 100).nullable();
    t.text('description').nullable();
    t.tinyint('featured').nullable();
    t.integer('image').unsigned().nullable();
    t.integer('category').unsigned().nullable();
  });
  await knex.schema.createTable('products_translations', (t) => {
    t.increments('id');
    t.integer('product').unsigned().nullable();
    t.string('language', 8).nullable();
    t.string('name', 100).nullable();
  });
  await knex.schema.createTable('products_files', (t) => {
    t.increments('id');
    t.integer('product_id').unsigned().nullable();
    t.integer('file_id').unsigned().nullable();
  });
  await knex.schema.createTable('products_categories', (t) => {
    t.increments('id');
    t.integer('product_id').unsigned().nullable();
    t.integer('category_id').unsigned().nullable();
  });

  await knex('directus_roles').insert([
    { name: 'Administrator', description: 'Admins have access to all managed data' },
    { name: 'Public', description: 'Controls what API data is publicly available' },
    { name: 'Editors', description: 'Write the posts', nav_blacklist: 'files' },
  ]);
  await knex('directus_users').insert([
    { status: 'active', first_name: 'Ada', email: 'ada@v7.example', password: V7_HASH, timezone: 'UTC' },
    { status: 'active', first_name: 'Ed', email: 'ed@v7.example', token: 'ed-static-token', timezone: 'UTC' },
  ]);
  await knex('directus_user_roles').insert([
    { user: 1, role: 1 },
    { user: 2, role: 3 },
  ]);
  await knex('directus_files').insert({
    storage: 'local',
    filename: 'a1b2c3.png',
    title: 'Pixel',
    type: 'image/png',
    uploaded_by: 1,
    uploaded_on: '2019-05-01 10:00:00',
    filesize: PNG.length,
    width: 1,
    height: 1,
  });
  await knex('directus_settings').insert([
    { key: 'project_name', value: 'Seven' },
    { key: 'logo', value: '1' },
    { key: 'color', value: 'blue-grey-900' },
    { key: 'default_limit', value: '25' },
    { key: 'thumbnail_dimensions', value: '200x200' },
    { key: 'auto_sign_out', value: '60' },
  ]);
  await knex('directus_collections').insert(
    [
      'posts',
      'languages',
      'categories',
      'products',
      'products_translations',
      'products_files',
      'products_categories',
    ].map((collection) => ({ collection, managed: 1, hidden: collection.includes('_') ? 1 : 0, single: 0 })),
  );
  const v7Fields = [
    { collection: 'posts', field: 'id', type: 'integer', interface: 'primary-key', locked: 1, sort: 1 },
    { collection: 'posts', field: 'title', type: 'string', interface: 'text-input', locked: 0, sort: 2 },
    {
      collection: 'posts',
      field: 'created_by',
      type: 'user_created',
      interface: 'user-created',
      locked: 0,
      sort: 3,
    },
    ...V7_PRODUCT_FIELDS,
    // Directus 7 rows describing the system collections, replaced by 8.0's own.
    {
      collection: 'directus_users',
      field: 'roles',
      type: 'm2m',
      interface: 'user-roles',
      locked: 0,
      sort: 1,
    },
    {
      collection: 'directus_files',
      field: 'filename',
      type: 'string',
      interface: 'text-input',
      locked: 0,
      sort: 1,
    },
  ];
  await knex('directus_fields').insert(v7Fields.map((f) => ({ width: 4, ...f })));
  await knex('directus_relations').insert([
    // 7.x's own rows, which 8.0 replaced (both sides are system collections).
    {
      collection_many: 'directus_user_roles',
      field_many: 'role',
      collection_one: 'directus_roles',
      field_one: 'users',
      junction_field: 'user',
    },
    { collection_many: 'directus_users', field_many: 'avatar', collection_one: 'directus_files' },
    { collection_many: 'posts', field_many: 'created_by', collection_one: 'directus_users' },
    // A relation from a system collection to one of the user's: 8.0 kept it.
    { collection_many: 'directus_files', field_many: 'product', collection_one: 'products' },
    ...V7_PRODUCT_RELATIONS,
  ]);
  await knex('directus_permissions').insert([
    ...[
      'products',
      'products_translations',
      'products_files',
      'products_categories',
      'categories',
      'languages',
    ].map((collection) => ({ collection, role: 3, read: 'full' })),
    { collection: 'posts', role: 3, read: 'full', create: 'full' },
    { collection: 'directus_files', role: 3, read: 'full' },
  ]);
  await knex('languages').insert([
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
  ]);
  await knex('categories').insert([{ name: 'Tools' }, { name: 'Toys' }]);
  await knex('products').insert({
    status: 'published',
    title: 'Hammer',
    slug: 'hammer',
    description: '<p>Hits</p>',
    featured: 1,
    image: 1,
    category: 1,
  });
  await knex('products_translations').insert([
    { product: 1, language: 'en', name: 'Hammer' },
    { product: 1, language: 'fr', name: 'Marteau' },
  ]);
  await knex('products_files').insert({ product_id: 1, file_id: 1 });
  await knex('products_categories').insert([
    { product_id: 1, category_id: 1 },
    { product_id: 1, category_id: 2 },
  ]);
  await knex('posts').insert([
    { title: 'First', created_by: 1 },
    { title: 'Second', created_by: 2 },
  ]);
  const upgradesOf7 = UPGRADE_MIGRATIONS.filter(([v]) => v < '20190401000000');
  await knex('directus_migrations').insert(
    [...INSTALL_MIGRATIONS.slice(0, 12), ...upgradesOf7].map(([version, migration_name]) => ({
      version,
      migration_name,
      breakpoint: 0,
    })),
  );
}

/** Every table with its columns (name, type, nullable) and rows, to compare before and after. */
async function snapshot(knex: Knex): Promise<Record<string, unknown>> {
  const client = knex.client.config.client as string;
  const tables: string[] =
    client === 'better-sqlite3'
      ? (
          await knex.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
        ).map((r: { name: string }) => r.name)
      : client === 'pg'
        ? (await knex.raw("select tablename as name from pg_tables where schemaname = 'public'")).rows.map(
            (r: { name: string }) => r.name,
          )
        : (await knex.raw('show tables'))[0].map((r: Record<string, string>) => Object.values(r)[0]);
  const out: Record<string, unknown> = {};
  for (const table of tables.sort()) {
    const info = (await knex(table).columnInfo()) as unknown as Record<string, Knex.ColumnInfo>;
    const columns = Object.entries(info)
      .map(([name, c]) => `${name}:${c.type}:${c.maxLength}:${c.nullable}`)
      .sort();
    out[table] = { columns, rows: await knex(table).select('*').orderByRaw('1') };
  }
  return out;
}

interface Seeded {
  server: TestServer;
  knex: Knex;
  fields: Record<string, unknown>;
  cleanup(): Promise<void>;
}

/** A data dir with a seeded Directus 7 database (and its uploaded file) and a server on it. */
async function seeded(target: DbTarget, key: string, narrow = false): Promise<Seeded> {
  const dataDir = await tempDataDir();
  const dbName = uniqueDbName();
  let knex: Knex;
  if (target.name === 'sqlite') {
    await fs.mkdir(path.join(dataDir, 'db'), { recursive: true });
    knex = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.join(dataDir, 'db', `${key}.sqlite`) },
      useNullAsDefault: true,
    });
  } else {
    const admin = serverKnex(target.name);
    await admin.raw(
      target.name === 'pg' ? 'create database ??' : 'create database ?? character set utf8mb4',
      [dbName],
    );
    await admin.destroy();
    knex = serverKnex(target.name, dbName);
  }
  await seedDirectus7(knex, narrow);
  const originals = path.join(dataDir, 'uploads', key, 'originals');
  await fs.mkdir(originals, { recursive: true });
  await fs.writeFile(path.join(originals, 'a1b2c3.png'), PNG);
  const server = await startTestServer({ dataDir });
  return {
    server,
    knex,
    fields: target.name === 'sqlite' ? {} : { ...target.installFields(), db_name: dbName },
    async cleanup() {
      await knex.destroy();
      await server.close();
      if (target.name !== 'sqlite') await dropTestDatabase(target.name, dbName);
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

function adopt(env: Seeded, key: string) {
  return env.server.request('/server/projects', {
    method: 'POST',
    json: {
      project: key,
      user_email: 'unused@example.com',
      user_password: 'unused when adopting',
      existing: true,
      ...env.fields,
    },
  });
}

const targets = await dbTargets();

describe.each(targets)('adopting a Directus 7 database on $name', (target) => {
  let env: Seeded;
  let knex: Knex;

  beforeAll(async () => {
    env = await seeded(target, 'seven');
    const res = await adopt(env, 'seven');
    expect(res.status, await res.clone().text()).toBe(204);
    knex = await projectKnex(env.server, 'seven');
  });
  afterAll(async () => {
    await knex?.destroy();
    await env?.cleanup();
  });

  it('moves each user’s role from directus_user_roles into directus_users.role', async () => {
    const users = await knex('directus_users').orderBy('id').select('email', 'role');
    expect(users.map((u) => [u.email, Number(u.role)])).toEqual([
      ['ada@v7.example', 1],
      ['ed@v7.example', 3],
    ]);
    expect(await knex.schema.hasTable('directus_user_roles')).toBe(false);
    expect(await knex.schema.hasTable('directus_activity_seen')).toBe(false);
  });

  it('signs the Directus 7 admin in as an administrator, and the editor reads through its role', async () => {
    const login = await env.server.request('/seven/auth/authenticate', {
      method: 'POST',
      json: { email: 'ada@v7.example', password: 'directus8' },
    });
    expect(login.status).toBe(200);
    const token = (await json(login)).data.token as string;
    const me = await json(
      await env.server.request('/seven/users/me?fields=email,role.id', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(me.data).toEqual({ email: 'ada@v7.example', role: { id: 1 } });
    const roles = await env.server.request('/seven/roles', { headers: { authorization: `Bearer ${token}` } });
    expect(roles.status).toBe(200);
    const posts = await json(
      await env.server.request('/seven/items/posts?fields=title', {
        headers: { authorization: 'Bearer ed-static-token' },
      }),
    );
    expect(posts.data).toEqual([{ title: 'First' }, { title: 'Second' }]);
  });

  it('turns each file’s filename into filename_disk and filename_download, with a private_hash', async () => {
    const file = await knex('directus_files').where({ id: 1 }).first();
    expect(file).toMatchObject({
      filename_disk: 'a1b2c3.png',
      filename_download: 'a1b2c3.png',
      title: 'Pixel',
    });
    expect(file.private_hash).toMatch(/^[0-9a-z]{16}$/);
    expect(file).not.toHaveProperty('filename');
    const res = await env.server.request('/seven/files/1?fields=data.full_url', {
      headers: { authorization: 'Bearer ed-static-token' },
    });
    const read = await json(res);
    expect(res.status, JSON.stringify(read)).toBe(200);
    const bytes = await fetch(read.data.data.full_url);
    expect(bytes.status).toBe(200);
    expect(Buffer.from(await bytes.arrayBuffer()).equals(PNG)).toBe(true);
    const asset = await env.server.request(`/seven/assets/${file.private_hash}`);
    expect(asset.status).toBe(200);
  });

  it('changes user_created fields to owner and re-seeds the system fields and relations', async () => {
    const createdBy = await knex('directus_fields')
      .where({ collection: 'posts', field: 'created_by' })
      .first();
    expect([createdBy.type, createdBy.interface]).toEqual(['owner', 'owner']);
    expect(
      await knex('directus_fields').where({ collection: 'directus_users', field: 'roles' }).first(),
    ).toBe(undefined);
    expect(
      await knex('directus_fields').where({ collection: 'directus_files', field: 'filename_disk' }).first(),
    ).toBeTruthy();
    const relations = await knex('directus_relations').select('collection_many', 'field_many');
    expect(relations).toContainEqual({ collection_many: 'posts', field_many: 'created_by' });
    expect(relations).toContainEqual({ collection_many: 'directus_users', field_many: 'role' });
    expect(relations).not.toContainEqual({ collection_many: 'directus_user_roles', field_many: 'role' });
  });

  it('keeps every field of the user collections, converted as 8.0 converted them', async () => {
    const login = await json(
      await env.server.request('/seven/auth/authenticate', {
        method: 'POST',
        json: { email: 'ada@v7.example', password: 'directus8' },
      }),
    );
    const auth = { authorization: `Bearer ${login.data.token as string}` };
    const res = await env.server.request('/seven/fields/products', { headers: auth });
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    const byName = Object.fromEntries(
      (body.data as Record<string, unknown>[]).map((f) => [f.field, [f.type, f.interface, f.width]]),
    );
    expect(byName).toEqual({
      id: ['integer', 'primary-key', 'full'],
      status: ['status', 'status', 'full'],
      title: ['string', 'text-input', 'half'],
      slug: ['slug', 'slug', 'half'],
      description: ['string', 'wysiwyg', 'full'],
      featured: ['boolean', 'switch', 'half'],
      image: ['file', 'file', 'full'],
      gallery: ['o2m', 'files', 'full'],
      categories: ['o2m', 'many-to-many', 'full'],
      category: ['m2o', 'many-to-one', 'half'],
      translations: ['translation', 'translation', 'full'],
      divider: ['alias', 'divider', 'full'],
    });
    const translations = (body.data as Record<string, unknown>[]).find((f) => f.field === 'translations');
    expect(translations?.options).toEqual({
      languageField: 'language',
      languages: { en: 'English', fr: 'French' },
    });

    const userRows = await knex('directus_fields')
      .where('collection', 'not like', 'directus%')
      .count({ n: '*' })
      .first();
    expect(Number(userRows?.n)).toBe(V7_PRODUCT_FIELDS.length + 3);
    const relations = await knex('directus_relations')
      .whereNot('collection_many', 'like', 'directus%')
      .select('collection_many', 'field_many', 'collection_one', 'field_one', 'junction_field');
    for (const r of V7_PRODUCT_RELATIONS) {
      expect(relations).toContainEqual({ field_one: null, junction_field: null, ...r });
    }
    expect(
      await knex('directus_relations')
        .where({ collection_many: 'directus_files', field_many: 'product' })
        .first(),
    ).toMatchObject({ collection_one: 'products' });
  });

  it('reads a product with its file, files, many-to-many and translations expanded', async () => {
    const res = await env.server.request(
      '/seven/items/products/1?fields=title,image.title,gallery.file_id.title,categories.category_id.name,' +
        'category.name,translations.language,translations.name',
      { headers: { authorization: 'Bearer ed-static-token' } },
    );
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual({
      title: 'Hammer',
      image: { title: 'Pixel' },
      gallery: [{ file_id: { title: 'Pixel' } }],
      categories: [{ category_id: { name: 'Tools' } }, { category_id: { name: 'Toys' } }],
      category: { name: 'Tools' },
      translations: [
        { language: 'en', name: 'Hammer' },
        { language: 'fr', name: 'Marteau' },
      ],
    });
  });

  it('keeps the settings, renames the 7.x keys and adds the rows 8.x expects', async () => {
    const settings = Object.fromEntries(
      (await knex('directus_settings').select('key', 'value')).map((r) => [r.key, r.value]),
    );
    expect(settings).toMatchObject({
      project_name: 'Seven',
      project_logo: '1',
      project_color: 'blue-grey-900',
      default_limit: '25',
      auto_sign_out: '60',
      file_naming: 'uuid',
      asset_url_naming: 'private_hash',
    });
    expect(settings.default_locale).toBeNull();
    expect(settings).not.toHaveProperty('logo');
    expect(settings).not.toHaveProperty('thumbnail_dimensions');
    expect(Number((await knex('directus_migrations').count({ n: '*' }).first())?.n)).toBe(79);
  });
});

describe.each(targets)('a Directus 7 adoption that fails on $name', (target) => {
  let env: Seeded;
  beforeAll(async () => {
    env = await seeded(target, 'broken', true);
  });
  afterAll(async () => env?.cleanup());

  it('answers 422/12 naming the problem and leaves the database exactly as it was', async () => {
    const before = await snapshot(env.knex);
    const res = await adopt(env, 'broken');
    const body = await json(res);
    expect([res.status, body.error.code]).toEqual([422, 12]);
    expect(body.error.message).toMatch(/could not be adopted and was left unchanged: .*\S/);
    expect(await snapshot(env.knex)).toEqual(before);
    await expect(fs.stat(path.join(env.server.dataDir, 'projects', 'broken.json'))).rejects.toThrow();
  });
});
