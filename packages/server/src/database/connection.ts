import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { DatabaseConfig } from '../projects/project-config';
import { trackCommits, type TrackedConnection } from './durable-commits';

// Datetimes travel as 'YYYY-MM-DD HH:MM:SS' strings on every dialect (api.md §4.10): keep pg's
// timestamp and date columns as text instead of converting them to JS Dates in local time.
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;
const PG_DATE = 1082;
for (const oid of [PG_TIMESTAMP, PG_TIMESTAMPTZ, PG_DATE]) pg.types.setTypeParser(oid, (v: string) => v);
// Decimals are JSON numbers in the API (api.md §4.10): parsed once by the driver, not cast per row.
const PG_NUMERIC = 1700;
pg.types.setTypeParser(PG_NUMERIC, (v: string) => Number(v));

export type { Dialect } from './dialect';
export { dialectOf } from './dialect';

interface SqliteConnection extends TrackedConnection {
  pragma(p: string): unknown;
}

/** Prepared statements kept per SQLite connection (least recently used go first). */
export const SQLITE_STATEMENT_CACHE = 1000;

/**
 * Makes `prepare` on a better-sqlite3 connection answer from a cache by SQL text: Knex prepares
 * every query anew, and on SQLite preparing costs about as much as running a small statement.
 * A statement is reusable once its `all`/`run` returned (neither Knex nor this server iterates
 * one lazily), and SQLite re-prepares it by itself after a schema change.
 */
export function cacheStatements<S>(conn: { prepare(sql: string): S }, max = SQLITE_STATEMENT_CACHE): void {
  const prepare = conn.prepare.bind(conn);
  const cache = new Map<string, S>();
  conn.prepare = (sql: string) => {
    let stmt = cache.get(sql);
    if (stmt) {
      // Most recently used last.
      cache.delete(sql);
    } else {
      stmt = prepare(sql);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(sql, stmt);
    return stmt;
  };
}

/** Creates the Knex instance of a project database; nothing connects until the first query. */
export function createKnex(db: DatabaseConfig, dataDir: string): Knex {
  const pool = { min: db.pool.min, max: db.pool.max };
  switch (db.client) {
    case 'sqlite': {
      const filename = path.resolve(dataDir, db.filename ?? 'database.sqlite');
      // `full` (the default): every acknowledged commit is on disk, synced in groups off the event
      // loop (durable-commits.ts); `normal` syncs the write-ahead log at checkpoints only
      // (docs/deployment.md).
      const commits = db.synchronous === 'normal' ? null : trackCommits(filename);
      const knex = knexFactory({
        client: 'better-sqlite3',
        connection: { filename },
        useNullAsDefault: true,
        pool: {
          min: 1,
          max: 1,
          afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: unknown) => void) {
            // WAL lets readers in other processes proceed while one writes; busy_timeout makes a
            // second server process wait for the write lock instead of failing at once.
            conn.pragma('journal_mode = WAL');
            conn.pragma('synchronous = NORMAL');
            conn.pragma('busy_timeout = 5000');
            conn.pragma('foreign_keys = ON');
            commits?.attach(conn);
            cacheStatements(conn);
            done(null, conn);
          },
        },
      });
      if (commits) {
        const client = knex.client as { destroy(callback?: unknown): Promise<unknown> };
        const destroy = client.destroy.bind(client);
        client.destroy = async (callback?: unknown) => {
          try {
            await commits.flush();
          } finally {
            commits.release();
          }
          return destroy(callback);
        };
      }
      return knex;
    }
    case 'pg':
      return knexFactory({
        client: 'pg',
        connection: {
          host: db.socket ?? db.host,
          port: db.port ?? 5432,
          user: db.user,
          password: db.password,
          database: db.name,
        },
        pool,
      });
    case 'mysql':
      return knexFactory({
        client: 'mysql2',
        connection: {
          host: db.host,
          port: db.port ?? 3306,
          socketPath: db.socket,
          user: db.user,
          password: db.password,
          database: db.name,
          charset: 'utf8mb4',
          dateStrings: true,
          supportBigNumbers: true,
          bigNumberStrings: true,
          timezone: 'Z',
        },
        pool,
      });
  }
}

/** Runs a trivial query; throws the driver's error when the database cannot be reached. */
export async function checkConnection(knex: Knex): Promise<void> {
  await knex.raw('select 1');
}

/** Names of the base tables in the connected database/schema. */
export async function listTables(knex: Knex): Promise<string[]> {
  const client = knex.client.config.client as string;
  if (client === 'better-sqlite3') {
    const rows: { name: string }[] = await knex('sqlite_master')
      .select('name')
      .where('type', 'table')
      .andWhereNot('name', 'like', 'sqlite_%');
    return rows.map((r) => r.name);
  }
  if (client === 'pg') {
    const rows: { table_name: string }[] = await knex('information_schema.tables')
      .select('table_name')
      .where({ table_schema: knex.raw('current_schema()'), table_type: 'BASE TABLE' });
    return rows.map((r) => r.table_name);
  }
  const rows: { TABLE_NAME: string }[] = await knex('information_schema.tables')
    .select('TABLE_NAME')
    .where({ TABLE_SCHEMA: knex.raw('database()'), TABLE_TYPE: 'BASE TABLE' });
  return rows.map((r) => r.TABLE_NAME);
}
