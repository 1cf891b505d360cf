import fs from 'node:fs/promises';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSystemTable } from '../../src/database/system-schema/build-table';
import { SYSTEM_TABLES } from '../../src/database/system-schema/tables';
import { INSTALL_MIGRATIONS } from '../../src/database/system-schema/migrations';
import { dbTargets, serverKnex, uniqueDbName, dropTestDatabase } from '../support/databases';
import { json, projectKnex, startTestServer, tempDataDir, type TestServer } from '../support/server';

/** A Directus 8 database from before the 2FA, sessions and webhooks upgrades, with data in it. */
const OLD_SHAPE: Record<string, string[]> = {
  directus_users: ['2fa_secret', 'password_reset_token', 'theme'],
  directus_roles: ['enforce_2fa'],
  directus_files: ['checksum'],
};
const ABSENT_TABLES = ['directus_user_sessions', 'directus_webhooks'];
// A `$2y$` bcrypt hash (the form PHP's password_hash writes) of the password "directus8".
const V8_HASH = '$2y$10$DlIjB/JIyzwprzl71ztqaOLw969E2.z.05hXKgLh88B2hIFUS7z0C';

async function seedOldDatabase(knex: Knex): Promise<void> {
  for (const spec of SYSTEM_TABLES) {
    if (ABSENT_TABLES.includes(spec.name)) continue;
    const drop = OLD_SHAPE[spec.name] ?? [];
    await createSystemTable(knex, { ...spec, columns: spec.columns.filter((c) => !drop.includes(c.name)) });
  }
  await knex('directus_roles').insert([
    { name: 'Administrator', description: 'admins' },
    { name: 'Public', description: 'public' },
    { name: 'Editors', description: 'our editors' },
  ]);
  await knex('directus_users').insert({
    status: 'active',
    role: 3,
    first_name: 'Ed',
    last_name: 'Itor',
    email: 'editor@v8.example',
    password: V8_HASH,
    timezone: 'Europe/Berlin',
  });
  await knex('directus_settings').insert([
    { key: 'project_name', value: 'Legacy Site' },
    { key: 'default_limit', value: '50' },
  ]);
  await knex.schema.createTable('things', (t) => {
    t.increments('id');
    t.tinyint('active');
    t.text('body');
  });
  await knex('directus_fields').insert([
    { collection: 'things', field: 'active', type: 'boolean', interface: 'toggle', width: 'half' },
    { collection: 'things', field: 'body', type: 'string', interface: 'wysiwyg-full', width: 'full' },
  ]);
  await knex('directus_migrations').insert(
    INSTALL_MIGRATIONS.slice(0, 12).map(([version, migration_name]) => ({
      version,
      migration_name,
      breakpoint: 0,
    })),
  );
}

const targets = await dbTargets();

describe.each(targets)('adopting an existing Directus 8 database on $name', (target) => {
  let server: TestServer;
  let knex: Knex;
  const dbName = uniqueDbName();

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    let seedKnex: Knex;
    if (target.name === 'sqlite') {
      await fs.mkdir(path.join(dataDir, 'db'), { recursive: true });
      seedKnex = knexFactory({
        client: 'better-sqlite3',
        connection: { filename: path.join(dataDir, 'db', 'legacy.sqlite') },
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
    await seedOldDatabase(seedKnex);
    await seedKnex.destroy();
    server = await startTestServer({ dataDir });
    const fields = target.name === 'sqlite' ? {} : { ...target.installFields(), db_name: dbName };
    const res = await server.request('/server/projects', {
      method: 'POST',
      json: {
        project: 'legacy',
        user_email: 'new-admin@example.com',
        user_password: 'ignored when adopting',
        existing: true,
        ...fields,
      },
    });
    expect(res.status, await res.clone().text()).toBe(204);
    knex = await projectKnex(server, 'legacy');
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    if (target.name !== 'sqlite') await dropTestDatabase(target.name, dbName);
  });

  it('keeps every existing row as it was', async () => {
    const users = await knex('directus_users').select('id', 'email', 'password', 'role', 'timezone');
    expect(users.map((u) => [Number(u.id), u.email, u.password, Number(u.role), u.timezone])).toEqual([
      [1, 'editor@v8.example', V8_HASH, 3, 'Europe/Berlin'],
    ]);
    const roles = await knex('directus_roles').orderBy('id').select('name', 'description');
    expect(roles).toEqual([
      { name: 'Administrator', description: 'admins' },
      { name: 'Public', description: 'public' },
      { name: 'Editors', description: 'our editors' },
    ]);
  });

  it('adds the missing columns and tables', async () => {
    const users = await knex('directus_users').columnInfo();
    expect(Object.keys(users)).toEqual(
      expect.arrayContaining(['2fa_secret', 'password_reset_token', 'theme']),
    );
    expect(Object.keys(await knex('directus_roles').columnInfo())).toContain('enforce_2fa');
    expect(Object.keys(await knex('directus_files').columnInfo())).toContain('checksum');
    expect(await knex.schema.hasTable('directus_webhooks')).toBe(true);
    expect(await knex.schema.hasTable('directus_user_sessions')).toBe(true);
  });

  it('adds missing settings without touching the existing values, and records every migration', async () => {
    const settings = Object.fromEntries(
      (await knex('directus_settings').select('key', 'value')).map((r) => [r.key, r.value]),
    );
    expect(settings.project_name).toBe('Legacy Site');
    expect(settings.default_limit).toBe('50');
    expect(settings.auto_sign_out).toBe('10080');
    expect(JSON.parse(settings.asset_whitelist_system)).toHaveLength(6);
    expect(Number((await knex('directus_migrations').count({ n: '*' }).first())?.n)).toBe(79);
    const fields = await knex('directus_fields')
      .where({ collection: 'directus_users' })
      .count({ n: '*' })
      .first();
    expect(Number(fields?.n)).toBe(21);
  });

  it('converts field rows as the pending upgrades did, and keeps the rest of them', async () => {
    const rows = await knex('directus_fields')
      .where({ collection: 'things' })
      .orderBy('field')
      .select('field', 'type', 'interface', 'width');
    expect(rows).toEqual([
      { field: 'active', type: 'boolean', interface: 'switch', width: 'half' },
      { field: 'body', type: 'string', interface: 'wysiwyg', width: 'full' },
    ]);
  });

  it('runs pending upgrades on POST /update for admins only', async () => {
    await knex.schema.alterTable('directus_users', (t) => t.dropColumn('theme'));
    await knex('directus_migrations')
      .where({ version: '20191118181240' })
      .orWhere({ version: '20200303111750' })
      .delete();
    const anonymous = await server.request('/legacy/update', { method: 'POST' });
    expect([anonymous.status, (await json(anonymous)).error.code]).toEqual([401, 3]);
    await knex('directus_users').update({ role: 1, token: 'legacy-admin' });
    const res = await server.request('/legacy/update', {
      method: 'POST',
      headers: { authorization: 'Bearer legacy-admin' },
    });
    expect(res.status).toBe(204);
    expect(Object.keys(await knex('directus_users').columnInfo())).toContain('theme');
    expect(Number((await knex('directus_migrations').count({ n: '*' }).first())?.n)).toBe(79);
    await knex('directus_users').update({ role: 3, token: null });
  });

  it('serves the adopted project with its own settings', async () => {
    const body = await json(await server.request('/legacy/'));
    expect(body.data.api.project_name).toBe('Legacy Site');
  });
});
