import type { Knex } from 'knex';
import { runCompiled, type CompiledSql } from '../database/run';
import type { CacheTopic } from './topics';

/**
 * `directus_cache_versions`: one counter per cache topic, bumped on every change, so processes
 * without Redis notice changes made by others by polling. Created on first use.
 */
export const CACHE_VERSIONS_TABLE = 'directus_cache_versions';

const ensured = new WeakSet<Knex>();

async function ensureTable(knex: Knex): Promise<void> {
  if (ensured.has(knex)) return;
  if (!(await knex.schema.hasTable(CACHE_VERSIONS_TABLE))) {
    try {
      await knex.schema.createTable(CACHE_VERSIONS_TABLE, (t) => {
        t.string('topic', 64).primary();
        t.bigInteger('version').notNullable().defaultTo(0);
      });
    } catch (err) {
      // Another process created it between the check and the create.
      if (!(await knex.schema.hasTable(CACHE_VERSIONS_TABLE))) throw err;
    }
  }
  ensured.add(knex);
}

export async function bumpVersion(knex: Knex, topic: CacheTopic): Promise<void> {
  await ensureTable(knex);
  const updated = await knex(CACHE_VERSIONS_TABLE)
    .where({ topic })
    .update({ version: knex.raw('?? + 1', ['version']) });
  if (updated === 0) {
    try {
      await knex(CACHE_VERSIONS_TABLE).insert({ topic, version: 1 });
    } catch {
      // Inserted concurrently by another process: bump that row instead.
      await knex(CACHE_VERSIONS_TABLE)
        .where({ topic })
        .update({ version: knex.raw('?? + 1', ['version']) });
    }
  }
}

/** The reading's SQL, compiled once per pool: it runs before every authenticated request. */
const readSql = new WeakMap<Knex, CompiledSql>();

export async function readVersions(knex: Knex): Promise<Map<CacheTopic, string>> {
  await ensureTable(knex);
  let sql = readSql.get(knex);
  if (!sql) {
    sql = knex(CACHE_VERSIONS_TABLE).select('topic', 'version').toSQL() as CompiledSql;
    readSql.set(knex, sql);
  }
  // A prepared statement on PostgreSQL and SQLite (one text per pool).
  const rows = await runCompiled<{ topic: CacheTopic; version: string | number }>(knex, sql, true);
  return new Map(rows.map((r) => [r.topic, String(r.version)]));
}
