import type { Knex } from 'knex';
import { privateHash } from './private-hash';
import { listTables } from '../connection';
import type { SchemaJournal } from './schema-journal';
import { SEED_RELATIONS } from './seed-rows';

/**
 * The Directus 7 → 8 upgrades Directus 8.0 applied itself (api.md §6.5), for a Directus 7
 * database adopted as it is: users' roles from `directus_user_roles` into `directus_users.role`
 * (20191202164203), files' `filename` into `filename_disk`/`filename_download` with a
 * `private_hash` each (20191202164206, 20191203105400), nullable settings values (20191211140300),
 * the settings renamed by 20191202164205, system fields and relations re-seeded
 * (20191202164208/09). The conversions of rows of the user's collections (interfaces, widths,
 * translation options, `user_created` → `owner`, ...) are those of every pending migration, in
 * upgrade-conversions.ts.
 */
export interface Directus7Shape {
  /** `directus_user_roles` holds the roles; `directus_users` has no `role` column. */
  userRoles: boolean;
  /** `directus_files.filename` instead of `filename_disk` / `filename_download`. */
  filesFilename: boolean;
  /** The Directus 7 `directus_activity_seen` table, dropped by 8.0. */
  activitySeen: boolean;
}

async function columnsOf(db: Knex, table: string): Promise<Record<string, Knex.ColumnInfo>> {
  return (await db(table).columnInfo()) as unknown as Record<string, Knex.ColumnInfo>;
}

/** The Directus 7 features of a database, or null when it has none (a Directus 8 database). */
export async function detectDirectus7(db: Knex): Promise<Directus7Shape | null> {
  const tables = new Set(await listTables(db));
  const users = tables.has('directus_users') ? await columnsOf(db, 'directus_users') : {};
  const files = tables.has('directus_files') ? await columnsOf(db, 'directus_files') : {};
  const shape: Directus7Shape = {
    userRoles: tables.has('directus_user_roles') && tables.has('directus_users') && !('role' in users),
    filesFilename: 'filename' in files && !('filename_disk' in files),
    activitySeen: tables.has('directus_activity_seen'),
  };
  return shape.userRoles || shape.filesFilename ? shape : null;
}

/**
 * Settings values may be NULL in Directus 8 (20191211140300); older databases declare them
 * NOT NULL, and the seed settings include NULLs. Any database, not only Directus 7 ones.
 */
export async function allowNullSettings(db: Knex, journal: SchemaJournal | null): Promise<void> {
  if (!(await db.schema.hasTable('directus_settings'))) return;
  const value = (await columnsOf(db, 'directus_settings')).value;
  if (!value || value.nullable) return;
  await db.schema.alterTable('directus_settings', (t) => t.text('value').nullable().alter());
  journal?.changed(async (k) => {
    await k.schema.alterTable('directus_settings', (t) => t.text('value').notNullable().alter());
  });
}

/** The column changes, before the generic "add what is missing" step adds the rest. */
export async function upgradeDirectus7Structure(
  db: Knex,
  shape: Directus7Shape,
  journal: SchemaJournal | null,
): Promise<void> {
  if (shape.filesFilename) {
    await db.schema.alterTable('directus_files', (t) => t.renameColumn('filename', 'filename_disk'));
    journal?.renamedColumn('directus_files', 'filename', 'filename_disk');
  }
}

const RENAMED_SETTINGS: [from: string, to: string][] = [
  ['logo', 'project_logo'],
  ['color', 'project_color'],
];
const DROPPED_SETTINGS = ['thumbnail_dimensions', 'thumbnail_quality_tags', 'thumbnail_actions'];

/**
 * The data changes, inside the upgrade's transaction and before the missing seed rows are added
 * (so that renamed settings are not seeded twice and re-seeded system rows replace the old ones).
 */
export async function upgradeDirectus7Data(trx: Knex.Transaction, shape: Directus7Shape): Promise<void> {
  if (shape.userRoles) {
    // A Directus 7 user could hold several roles; Directus 8 keeps the first one given.
    const links = (await trx('directus_user_roles').orderBy('id').select('user', 'role')) as {
      user: number | string | null;
      role: number | string | null;
    }[];
    const roleOf = new Map<number, number>();
    for (const l of links) {
      if (l.user === null || l.role === null) continue;
      if (!roleOf.has(Number(l.user))) roleOf.set(Number(l.user), Number(l.role));
    }
    for (const [user, role] of roleOf) await trx('directus_users').where({ id: user }).update({ role });
  }
  if (shape.filesFilename) {
    await trx('directus_files')
      .whereNull('filename_download')
      .update({ filename_download: trx.ref('filename_disk') });
  }
  const unhashed = (await trx('directus_files')
    .where((q) => q.whereNull('private_hash').orWhere('private_hash', ''))
    .pluck('id')) as (number | string)[];
  for (const id of unhashed)
    await trx('directus_files').where({ id }).update({ private_hash: privateHash() });

  const have = new Set((await trx('directus_settings').pluck('key')) as string[]);
  for (const [from, to] of RENAMED_SETTINGS) {
    if (have.has(from) && !have.has(to))
      await trx('directus_settings').where({ key: from }).update({ key: to });
  }
  await trx('directus_settings').whereIn('key', DROPPED_SETTINGS).delete();

  // 8.0 re-seeds the rows describing the system collections (ResetDirectusFields: every row of a
  // `directus_` collection; ResetDirectusRelations: the relations between two of them); rows of the
  // user's collections stay. The missing-rows step adds 8.x's own back.
  const isSystem = (c: unknown) => typeof c === 'string' && c.startsWith('directus_');
  const fields = (await trx('directus_fields').select('id', 'collection')) as {
    id: number;
    collection: string;
  }[];
  await deleteIds(
    trx,
    'directus_fields',
    fields.filter((f) => isSystem(f.collection)).map((f) => f.id),
  );
  const relations = (await trx('directus_relations').select('id', 'collection_many', 'collection_one')) as {
    id: number;
    collection_many: string;
    collection_one: string | null;
  }[];
  await deleteIds(
    trx,
    'directus_relations',
    relations.filter((r) => isSystem(r.collection_many) && isSystem(r.collection_one)).map((r) => r.id),
  );
  await trx('directus_relations').insert(
    SEED_RELATIONS.map(([collection_many, field_many, collection_one, field_one]) => ({
      collection_many,
      field_many,
      collection_one,
      field_one,
    })),
  );
}

async function deleteIds(trx: Knex.Transaction, table: string, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500)
    await trx(table)
      .whereIn('id', ids.slice(i, i + 500))
      .delete();
}

/** The Directus 7 tables 8.0 dropped; run once everything else has succeeded. */
export async function dropDirectus7Tables(db: Knex, shape: Directus7Shape): Promise<void> {
  if (shape.userRoles) await db.schema.dropTableIfExists('directus_user_roles');
  if (shape.activitySeen) await db.schema.dropTableIfExists('directus_activity_seen');
}
