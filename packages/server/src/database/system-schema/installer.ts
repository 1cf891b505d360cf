import type { Knex } from 'knex';
import { listTables } from '../connection';
import { addMissingColumns, createSystemTable } from './build-table';
import { INSTALL_MIGRATIONS, UPGRADE_MIGRATIONS } from './migrations';
import { SYSTEM_FIELD_ROWS } from './seed-fields';
import {
  ATRIUM_SETTINGS,
  SEED_COLLECTION_PRESETS,
  SEED_RELATIONS,
  SEED_ROLES,
  SEED_SETTINGS,
} from './seed-rows';
import { SYSTEM_TABLES, type TableSpec } from './tables';
import { nowUtc } from '../datetime';
import {
  allowNullSettings,
  detectDirectus7,
  dropDirectus7Tables,
  upgradeDirectus7Data,
  upgradeDirectus7Structure,
  type Directus7Shape,
} from './directus7';
import { hasTransactionalDdl, SchemaJournal } from './schema-journal';
import { convertColumns, convertRows, pendingVersions } from './upgrade-conversions';

export interface AdminSeed {
  email: string;
  /** bcrypt hash */
  passwordHash: string;
  token: string | null;
  locale: string;
}

export interface InstallOptions {
  projectName: string;
  appUrl: string;
  timezone: string;
  /** The first admin; created only together with a new `directus_users` table. */
  admin?: AdminSeed;
}

export interface InstallResult {
  createdTables: string[];
  addedColumns: Record<string, string[]>;
}

export const SYSTEM_TABLE_NAMES = SYSTEM_TABLES.map((t) => t.name);

/** Which system tables already exist in the database. */
export async function existingSystemTables(knex: Knex): Promise<string[]> {
  const tables = new Set(await listTables(knex));
  return SYSTEM_TABLE_NAMES.filter((t) => tables.has(t));
}

function withTimezoneDefault(spec: TableSpec, timezone: string): TableSpec {
  if (spec.name !== 'directus_users') return spec;
  return {
    ...spec,
    columns: spec.columns.map((c) => (c.name === 'timezone' ? { ...c, default: timezone } : c)),
  };
}

/**
 * Creates every missing system table with its seed rows and, for tables that already exist (an
 * adopted Directus 7 or 8 database), adds only the missing columns and the missing seed rows that
 * are keyed by name (settings, system fields, migrations), after the Directus 7 → 8 upgrades when
 * the database is a Directus 7 one (see directus7.ts); existing data is otherwise left alone. The
 * admin user is created only together with a new `directus_users` table.
 *
 * All or nothing: on PostgreSQL and SQLite everything runs in one transaction; on MySQL/MariaDB,
 * whose DDL commits by itself, the schema changes are journalled and undone when a later step
 * fails, and the data changes run in one transaction.
 */
export async function installSystemSchema(knex: Knex, opts: InstallOptions): Promise<InstallResult> {
  if (hasTransactionalDdl(knex)) {
    return knex.transaction(async (trx) => {
      const { result, v7 } = await applySystemSchema(trx, opts, null, (run) => run(trx));
      if (v7) await dropDirectus7Tables(trx, v7);
      return result;
    });
  }
  const journal = new SchemaJournal();
  try {
    const { result, v7 } = await applySystemSchema(knex, opts, journal, (run) => knex.transaction(run));
    if (v7) await dropDirectus7Tables(knex, v7);
    return result;
  } catch (err) {
    await journal.revert(knex);
    throw err;
  }
}

async function applySystemSchema(
  db: Knex,
  opts: InstallOptions,
  journal: SchemaJournal | null,
  inTransaction: (run: (trx: Knex.Transaction) => Promise<void>) => Promise<void>,
): Promise<{ result: InstallResult; v7: Directus7Shape | null }> {
  const existing = new Set(await existingSystemTables(db));
  const created: string[] = [];
  const addedColumns: Record<string, string[]> = {};
  const v7 = await detectDirectus7(db);
  const pending = await pendingVersions(db);
  await allowNullSettings(db, journal);
  if (v7) await upgradeDirectus7Structure(db, v7, journal);
  await convertColumns(db, pending, journal);
  for (const spec of SYSTEM_TABLES) {
    if (existing.has(spec.name)) {
      const added = await addMissingColumns(db, spec);
      journal?.addedColumns(spec.name, added);
      if (added.length) addedColumns[spec.name] = added;
    } else {
      await createSystemTable(db, withTimezoneDefault(spec, opts.timezone));
      journal?.createdTable(spec.name);
      created.push(spec.name);
    }
  }
  await inTransaction(async (trx) => {
    const isNew = (t: string) => created.includes(t);
    if (v7) await upgradeDirectus7Data(trx, v7);
    await convertRows(trx, pending);
    if (isNew('directus_roles')) await trx('directus_roles').insert(SEED_ROLES.map(({ id: _id, ...r }) => r));
    if (isNew('directus_users') && opts.admin) {
      await trx('directus_users').insert({
        status: 'active',
        role: 1,
        first_name: 'Admin',
        last_name: 'User',
        email: opts.admin.email,
        password: opts.admin.passwordHash,
        token: opts.admin.token,
        timezone: opts.timezone,
        locale: opts.admin.locale,
      });
    }
    if (isNew('directus_collection_presets')) {
      await trx('directus_collection_presets').insert(SEED_COLLECTION_PRESETS.map(({ id: _id, ...p }) => p));
    }
    if (isNew('directus_relations')) {
      await trx('directus_relations').insert(
        SEED_RELATIONS.map(([collection_many, field_many, collection_one, field_one]) => ({
          collection_many,
          field_many,
          collection_one,
          field_one,
        })),
      );
    }
    await seedMissingSettings(trx, opts);
    await seedMissingSystemFields(trx);
    await seedMissingMigrations(trx);
  });
  return { result: { createdTables: created, addedColumns }, v7 };
}

async function seedMissingSettings(trx: Knex.Transaction, opts: InstallOptions): Promise<void> {
  const have = new Set((await trx('directus_settings').select('key')).map((r: { key: string }) => r.key));
  const wanted: [string, string | null][] = [
    ...SEED_SETTINGS,
    ['project_name', opts.projectName],
    ['app_url', opts.appUrl],
    ...ATRIUM_SETTINGS,
  ];
  const rows = wanted.filter(([key]) => !have.has(key)).map(([key, value]) => ({ key, value }));
  if (rows.length) await trx('directus_settings').insert(rows);
}

async function seedMissingSystemFields(trx: Knex.Transaction): Promise<void> {
  const have = new Set(
    (await trx('directus_fields').select('collection', 'field')).map(
      (r: { collection: string; field: string }) => `${r.collection}.${r.field}`,
    ),
  );
  const rows = SYSTEM_FIELD_ROWS.filter((r) => !have.has(`${r.collection}.${r.field}`));
  if (rows.length) await trx('directus_fields').insert(rows);
}

async function seedMissingMigrations(trx: Knex.Transaction): Promise<void> {
  const have = new Set(
    (await trx('directus_migrations').select('version')).map((r: { version: string | number }) =>
      String(r.version),
    ),
  );
  const now = nowUtc();
  const rows = [...INSTALL_MIGRATIONS, ...UPGRADE_MIGRATIONS]
    .filter(([version]) => !have.has(version))
    .map(([version, migration_name]) => ({
      version,
      migration_name,
      start_time: now,
      end_time: now,
      breakpoint: 0,
    }));
  if (rows.length) await trx('directus_migrations').insert(rows);
}

/**
 * Brings an existing system schema up to 8.8.1 (api.md §6.5): the missing tables, columns and
 * name-keyed seed rows are added, then every missing version is recorded. Existing rows stay.
 */
export async function upgradeSystemSchema(knex: Knex): Promise<InstallResult> {
  return installSystemSchema(knex, { projectName: 'Directus', appUrl: '', timezone: 'UTC' });
}

/** Versions of the migration log that the database lacks (api.md §6.5). */
export async function missingMigrations(knex: Knex): Promise<string[]> {
  const have = new Set(
    (await knex('directus_migrations').select('version')).map((r: { version: string | number }) =>
      String(r.version),
    ),
  );
  return [...INSTALL_MIGRATIONS, ...UPGRADE_MIGRATIONS].map(([v]) => v).filter((v) => !have.has(v));
}

export async function dropSystemTables(knex: Knex): Promise<void> {
  for (const name of [...SYSTEM_TABLE_NAMES].reverse()) await knex.schema.dropTableIfExists(name);
}
