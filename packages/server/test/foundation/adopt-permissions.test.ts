import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemTable } from '../../src/database/system-schema/build-table';
import { INSTALL_MIGRATIONS, UPGRADE_MIGRATIONS } from '../../src/database/system-schema/migrations';
import { SYSTEM_TABLES } from '../../src/database/system-schema/tables';
import { createCollection, createRelation } from '../support/fixtures';
import { dbTargets, dropTestDatabase, serverKnex, uniqueDbName } from '../support/databases';
import { json, startTestServer, tempDataDir, type TestServer } from '../support/server';

/**
 * A Directus 8.8 database whose public role (id 2) reads some of the site, with permission rows
 * of every shape the v8 app writes: a collection-wide row, rows per status (and the app's `$create`
 * pseudo row), read blacklists, rows of no role (which v8 applied to nobody) and rows of another
 * role. After adoption every row keeps its meaning for anonymous readers.
 */

const STATUS_MAPPING = {
  published: { name: 'Published', published: true },
  draft: { name: 'Draft', published: false },
  deleted: { name: 'Deleted', soft_delete: true, published: false },
};

async function seedDirectus8(knex: Knex): Promise<void> {
  for (const spec of SYSTEM_TABLES) {
    // Some hand-made and migrated databases let `role` be NULL; Directus 8 declared it NOT NULL.
    const columns =
      spec.name === 'directus_permissions'
        ? spec.columns.map((c) => (c.name === 'role' ? { ...c, nullable: true } : c))
        : spec.columns;
    await createSystemTable(knex, { ...spec, columns });
  }
  await knex('directus_migrations').insert(
    [...INSTALL_MIGRATIONS, ...UPGRADE_MIGRATIONS].map(([version, migration_name]) => ({
      version,
      migration_name,
      breakpoint: 0,
    })),
  );
  await knex('directus_roles').insert([
    { name: 'Administrator', description: 'Admins have access to all managed data within the system' },
    { name: 'Public', description: 'Controls what API data is publicly available without authenticating' },
    { name: 'Editors', description: 'Write the articles' },
  ]);
  await knex('directus_settings').insert([
    { key: 'project_name', value: 'Eight' },
    { key: 'default_limit', value: '200' },
  ]);
  await knex('directus_files').insert({
    storage: 'local',
    private_hash: 'abcdefghijklmnop',
    filename_disk: 'pixel.png',
    filename_download: 'pixel.png',
    title: 'Pixel',
    type: 'image/png',
    uploaded_by: 1,
    uploaded_on: '2020-03-01 10:00:00',
    filesize: 68,
    width: 1,
    height: 1,
  });
  await createCollection(knex, 'authors', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string' },
    { field: 'email', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'articles', [
    { field: 'id', type: 'integer', column: 'increments' },
    {
      field: 'status',
      type: 'status',
      column: 'string',
      length: 20,
      options: { status_mapping: STATUS_MAPPING },
    },
    { field: 'title', type: 'string', column: 'string' },
    { field: 'body', type: 'string', column: 'text' },
    { field: 'internal_note', type: 'string', column: 'string' },
    { field: 'author', type: 'm2o', column: 'integer' },
    { field: 'image', type: 'file', column: 'integer' },
  ]);
  await createCollection(knex, 'pages', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'title', type: 'string', column: 'string' },
    { field: 'seo_secret', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'events', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string' },
    { field: 'budget', type: 'integer', column: 'integer' },
  ]);
  await createCollection(knex, 'notices', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'text', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'news', [
    { field: 'id', type: 'integer', column: 'increments' },
    {
      field: 'status',
      type: 'status',
      column: 'string',
      length: 20,
      options: { status_mapping: STATUS_MAPPING },
    },
    { field: 'headline', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'secrets', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'value', type: 'string', column: 'string' },
  ]);
  await createRelation(knex, {
    collection_many: 'articles',
    field_many: 'author',
    collection_one: 'authors',
  });
  await createRelation(knex, {
    collection_many: 'articles',
    field_many: 'image',
    collection_one: 'directus_files',
  });
  await knex('authors').insert([
    { name: 'Ada', email: 'ada@example.com' },
    { name: 'Bob', email: 'bob@example.com' },
  ]);
  await knex('articles').insert([
    { status: 'published', title: 'Hello', body: 'world', internal_note: 'n1', author: 1, image: 1 },
    { status: 'draft', title: 'Soon', body: 'later', internal_note: 'n2', author: 2, image: null },
    { status: 'published', title: 'Again', body: 'more', internal_note: 'n3', author: 2, image: null },
  ]);
  await knex('pages').insert([
    { title: 'About', seo_secret: 's1' },
    { title: 'Contact', seo_secret: 's2' },
  ]);
  await knex('secrets').insert({ value: 'nobody reads me' });
  await knex('events').insert({ name: 'Launch', budget: 1000 });
  await knex('notices').insert({ text: 'Closed for v8' });
  await knex('news').insert([
    { status: 'published', headline: 'Out' },
    { status: 'draft', headline: 'Coming' },
  ]);

  // As the v8 app (8.8) writes them, in the order it writes them.
  await knex('directus_permissions').insert([
    // Public: articles by status, the app's `$create` row first, draft and deleted closed.
    { collection: 'articles', role: 2, status: '$create', create: 'none' },
    {
      collection: 'articles',
      role: 2,
      status: 'published',
      create: 'none',
      read: 'full',
      update: 'none',
      delete: 'none',
      comment: 'none',
      explain: 'none',
      read_field_blacklist: 'internal_note',
      write_field_blacklist: null,
      status_blacklist: null,
    },
    { collection: 'articles', role: 2, status: 'draft', create: 'none', read: 'none' },
    { collection: 'articles', role: 2, status: 'deleted', create: 'none', read: 'none' },
    // Public: every page, one column hidden, the collection-wide row.
    {
      collection: 'pages',
      role: 2,
      status: null,
      create: 'none',
      read: 'full',
      update: 'none',
      delete: 'none',
      read_field_blacklist: 'seo_secret',
    },
    { collection: 'authors', role: 2, status: null, read: 'full', read_field_blacklist: 'email' },
    { collection: 'directus_files', role: 2, status: null, read: 'full' },
    // Nothing in v8 kept a role from holding two rows for one collection and status (no unique
    // key, no check); v8 applied the first one it read (in id order).
    { collection: 'articles', role: 2, status: 'published', read: 'none' },
    { collection: 'events', role: 2, status: null, read: 'full', read_field_blacklist: 'budget' },
    { collection: 'events', role: 2, status: null, read: 'none' },
    // A collection-wide row beside status rows: v8 applied the status rows only, and without a
    // status field nothing (`notices`); with only the collection-wide row, every status (`news`).
    { collection: 'notices', role: 2, status: null, read: 'full' },
    { collection: 'notices', role: 2, status: 'published', read: 'full' },
    { collection: 'news', role: 2, status: null, read: 'full' },
    // Rows of no role: v8 loaded permissions by role id, so these applied to nobody.
    { collection: 'secrets', role: null as unknown as number, status: null, read: 'full' },
    // Another role's rows give the public nothing.
    { collection: 'secrets', role: 3, status: null, read: 'full' },
  ]);
}

const targets = await dbTargets();

describe.each(targets)('the public role of an adopted Directus 8 database on $name', (target) => {
  let server: TestServer;
  const dbName = uniqueDbName();

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    let seedKnex: Knex;
    if (target.name === 'sqlite') {
      await fs.mkdir(path.join(dataDir, 'db'), { recursive: true });
      seedKnex = knexFactory({
        client: 'better-sqlite3',
        connection: { filename: path.join(dataDir, 'db', 'eight.sqlite') },
        useNullAsDefault: true,
      });
    } else {
      const admin = serverKnex(target.name);
      await admin.raw(
        target.name === 'pg' ? 'create database ??' : 'create database ?? character set utf8mb4',
        [dbName],
      );
      await admin.destroy();
      seedKnex = serverKnex(target.name, dbName);
    }
    await seedDirectus8(seedKnex);
    await seedKnex.destroy();
    server = await startTestServer({ dataDir });
    const fields = target.name === 'sqlite' ? {} : { ...target.installFields(), db_name: dbName };
    const res = await server.request('/server/projects', {
      method: 'POST',
      json: {
        project: 'eight',
        user_email: 'unused@example.com',
        user_password: 'unused when adopting',
        existing: true,
        ...fields,
      },
    });
    expect(res.status, await res.clone().text()).toBe(204);
  });

  afterAll(async () => {
    await server?.close();
    if (target.name !== 'sqlite') await dropTestDatabase(target.name, dbName);
  });

  it('reads the published articles anonymously, without the blacklisted field', async () => {
    const res = await server.request('/eight/items/articles?sort=id');
    const body = await json(res);
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.public).toBe(true);
    expect(body.data.map((a: { title: string }) => a.title)).toEqual(['Hello', 'Again']);
    for (const a of body.data) expect(a).not.toHaveProperty('internal_note');
    const one = await server.request('/eight/items/articles/1?fields=title,author.name,image.title');
    const oneBody = await json(one);
    expect(one.status, JSON.stringify(oneBody)).toBe(200);
    expect(oneBody.data).toEqual({ title: 'Hello', author: { name: 'Ada' }, image: { title: 'Pixel' } });
  });

  it('keeps the draft closed to the public and the blacklisted field unreadable', async () => {
    const draft = await server.request('/eight/items/articles/2');
    expect(draft.status).toBe(404);
    const asked = await server.request('/eight/items/articles?fields=title,internal_note');
    expect(asked.status).toBe(403);
  });

  it('reads the collection-wide rows, with their blacklists', async () => {
    const pages = await json(await server.request('/eight/items/pages?sort=id'));
    expect(pages.data).toEqual([
      { id: 1, title: 'About' },
      { id: 2, title: 'Contact' },
    ]);
    const authors = await json(await server.request('/eight/items/authors?sort=id'));
    expect(authors.data).toEqual([
      { id: 1, name: 'Ada' },
      { id: 2, name: 'Bob' },
    ]);
  });

  it('applies the first of two rows saved for the same collection and status, as v8 did', async () => {
    const events = await server.request('/eight/items/events');
    const body = await json(events);
    expect(events.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toEqual([{ id: 1, name: 'Launch' }]);
    const articles = await json(await server.request('/eight/items/articles?fields=title&sort=id'));
    expect(articles.data).toEqual([{ title: 'Hello' }, { title: 'Again' }]);
  });

  it('reads a status collection through its collection-wide row, and ignores that row beside status rows', async () => {
    const news = await json(await server.request('/eight/items/news?fields=headline&sort=id'));
    expect(news.data).toEqual([{ headline: 'Out' }, { headline: 'Coming' }]);
    const notices = await server.request('/eight/items/notices');
    expect([notices.status, (await json(notices)).error.code]).toEqual([403, 300]);
  });

  it('gives nothing through rows of no role or of another role', async () => {
    const res = await server.request('/eight/items/secrets');
    expect(res.status).toBe(403);
    expect((await json(res)).error.code).toBe(300);
  });
});
