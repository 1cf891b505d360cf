import type { Knex } from 'knex';
import { createKnex } from './connection';
import type { DatabaseConfig } from '../projects/project-config';

/**
 * For PostgreSQL and MySQL/MariaDB: creates the named database when the server is reachable and it
 * does not exist yet. Returns true when it was created here (so a failed install can drop it).
 */
export async function ensureDatabase(db: DatabaseConfig, dataDir: string): Promise<boolean> {
  if (db.client === 'sqlite' || !db.name) return false;
  const admin = createKnex({ ...db, name: db.client === 'pg' ? 'postgres' : undefined }, dataDir);
  try {
    if (db.client === 'pg') {
      const found = await admin.raw('select 1 from pg_database where datname = ?', [db.name]);
      if (found.rows.length > 0) return false;
      await admin.raw('create database ??', [db.name]);
      return true;
    }
    const [rows] = await admin.raw(
      'select schema_name from information_schema.schemata where schema_name = ?',
      [db.name],
    );
    if ((rows as unknown[]).length > 0) return false;
    await admin.raw('create database ?? character set utf8mb4 collate utf8mb4_unicode_ci', [db.name]);
    return true;
  } finally {
    await admin.destroy();
  }
}

export async function dropDatabase(db: DatabaseConfig, dataDir: string): Promise<void> {
  if (db.client === 'sqlite' || !db.name) return;
  const admin: Knex = createKnex({ ...db, name: db.client === 'pg' ? 'postgres' : undefined }, dataDir);
  try {
    await admin.raw('drop database if exists ??', [db.name]);
  } finally {
    await admin.destroy();
  }
}
