import type { Knex } from 'knex';

/**
 * Runs a read. On SQLite outside a transaction, statements are prepared once per connection and
 * reused (Knex prepares every query anew, which is a large share of a small read's cost); other
 * dialects and transactions go through Knex.
 */

interface Statement {
  all(bindings: unknown[]): unknown[];
  reader: boolean;
}
interface SqliteConnection {
  prepare(sql: string): Statement;
}

const MAX_STATEMENTS = 500;
const caches = new WeakMap<SqliteConnection, Map<string, Statement>>();

function formatBinding(b: unknown): unknown {
  if (b instanceof Date) return b.valueOf();
  if (typeof b === 'boolean') return Number(b);
  return b;
}

export interface CompiledSql {
  sql: string;
  bindings: readonly unknown[];
}

export async function runSelect<T = Record<string, unknown>>(
  knex: Knex,
  qb: Knex.QueryBuilder,
): Promise<T[]> {
  const client = knex.client as Knex.Client & { config: { client: string } };
  if (client.config.client !== 'better-sqlite3' || knex.isTransaction) return (await qb) as T[];
  return runCompiled<T>(knex, qb.toSQL() as CompiledSql);
}

/** Runs SQL compiled earlier by Knex for this dialect. */
export async function runCompiled<T = Record<string, unknown>>(
  knex: Knex,
  compiled: CompiledSql,
): Promise<T[]> {
  const client = knex.client as Knex.Client & { config: { client: string } } & NodeJS.EventEmitter;
  const { sql, bindings } = compiled;
  if (client.config.client !== 'better-sqlite3' || knex.isTransaction) {
    const result = await knex.raw(sql, bindings as Knex.RawBinding[]);
    // pg answers { rows }, mysql2 [rows, fields].
    if (client.config.client === 'pg') return (result as { rows: T[] }).rows;
    return (result as [T[]])[0];
  }
  // Keep Knex's `query` event (logging, query counting) on this path too.
  if (client.listenerCount('query')) client.emit('query', { sql, bindings, method: 'select' });
  const conn = (await client.acquireConnection()) as SqliteConnection;
  try {
    let cache = caches.get(conn);
    if (!cache) caches.set(conn, (cache = new Map()));
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = conn.prepare(sql);
      if (cache.size >= MAX_STATEMENTS) cache.clear();
      cache.set(sql, stmt);
    }
    return stmt.all((bindings as unknown[]).map(formatBinding)) as T[];
  } finally {
    await client.releaseConnection(conn);
  }
}
