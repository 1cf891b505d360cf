import crypto from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Runs compiled SQL. On SQLite, in a transaction or not, the statement runs on the connection
 * directly (prepared once per connection, database/connection.ts), without Knex's query runner;
 * other dialects go through Knex, or a named prepared statement on PostgreSQL.
 */

interface Statement {
  all(bindings: unknown[]): unknown[];
  run(bindings: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  reader: boolean;
  raw(on: boolean): Statement;
  columns(): { name: string }[];
}
interface SqliteConnection {
  prepare(sql: string): Statement;
}

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
  if (client.config.client !== 'better-sqlite3') return (await qb) as T[];
  return runCompiled<T>(knex, qb.toSQL() as CompiledSql);
}

interface PgConnection {
  query(config: { name?: string; text: string; values: readonly unknown[] }): Promise<{ rows: unknown[] }>;
}
type PgClient = Knex.Client & NodeJS.EventEmitter & { positionBindings(sql: string): string };

/** `$n` SQL and statement names of compiled reads (bounded by the plans that keep them). */
const pgTexts = new Map<string, { text: string; name: string }>();
const MAX_PG_TEXTS = 5000;

/**
 * PostgreSQL: a read the plan cache keeps runs as a named prepared statement on the pooled
 * connection, so the server parses and plans its text once per connection instead of per request.
 * A statement whose tables changed shape since it was prepared is run once more, unnamed.
 */
async function runPgNamed<T>(knex: Knex, compiled: CompiledSql): Promise<T[]> {
  const client = knex.client as PgClient;
  let entry = pgTexts.get(compiled.sql);
  if (!entry) {
    const text = client.positionBindings(compiled.sql);
    entry = { text, name: `atrium_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 24)}` };
    if (pgTexts.size >= MAX_PG_TEXTS) pgTexts.clear();
    pgTexts.set(compiled.sql, entry);
  }
  if (client.listenerCount('query')) {
    client.emit('query', { sql: entry.text, bindings: compiled.bindings, method: 'select' });
  }
  const conn = (await client.acquireConnection()) as PgConnection;
  try {
    try {
      return (await conn.query({ name: entry.name, text: entry.text, values: compiled.bindings }))
        .rows as T[];
    } catch (err) {
      // 0A000: "cached plan must not change result type" (a column was altered meanwhile).
      if ((err as { code?: string }).code !== '0A000') throw err;
      return (await conn.query({ text: entry.text, values: compiled.bindings })).rows as T[];
    }
  } finally {
    await client.releaseConnection(conn);
  }
}

/**
 * Runs SQL compiled earlier by Knex for this dialect. `prepared`: the SQL is one of a bounded set
 * (kept with a cached plan) and may become a named statement on PostgreSQL; its bindings may then
 * hold arrays, sent as one array parameter (`= any(?)`).
 */
export async function runCompiled<T = Record<string, unknown>>(
  knex: Knex,
  compiled: CompiledSql,
  prepared = false,
): Promise<T[]> {
  const client = knex.client as Knex.Client & { config: { client: string } } & NodeJS.EventEmitter;
  const { sql, bindings } = compiled;
  if (prepared && client.config.client === 'pg' && !knex.isTransaction) return runPgNamed<T>(knex, compiled);
  if (client.config.client !== 'better-sqlite3') {
    const result = await knex.raw(sql, bindings as Knex.RawBinding[]);
    // pg answers { rows }, mysql2 [rows, fields].
    if (client.config.client === 'pg') return (result as { rows: T[] }).rows;
    return (result as [T[]])[0];
  }
  return onSqlite(knex, compiled, 'select', (stmt, values) => allRows(stmt, sql, values) as T[]);
}

/**
 * Column names of a statement whose rows may be built here, or null. better-sqlite3 builds each
 * row object in C++, interning every column name of every row again; fetching rows as arrays and
 * naming them in JavaScript costs about half (100 rows of 8 columns: ~100 µs instead of ~190 µs).
 * Only for a select list of explicit names (no `*`: its columns follow the table's shape), with
 * no name twice and none that an assignment would treat specially.
 */
const rowNames = new WeakMap<Statement, string[] | null>();
function namesOf(stmt: Statement, sql: string): string[] | null {
  let names = rowNames.get(stmt);
  if (names === undefined) {
    names = sql.includes('*') ? null : stmt.columns().map((c) => c.name);
    if (names && (new Set(names).size !== names.length || names.includes('__proto__'))) names = null;
    rowNames.set(stmt, names);
  }
  return names;
}

/** `stmt.all()`, with the rows built as above where that applies (same objects, same key order). */
function allRows(stmt: Statement, sql: string, values: unknown[]): unknown[] {
  const names = namesOf(stmt, sql);
  if (!names) return stmt.all(values);
  let rows: unknown[][];
  stmt.raw(true);
  try {
    rows = stmt.all(values) as unknown[][];
  } finally {
    // The statement is shared (the connection's cache): Knex expects objects from it.
    stmt.raw(false);
  }
  const out = rows as unknown as Record<string, unknown>[];
  const n = names.length;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    const obj: Record<string, unknown> = {};
    for (let j = 0; j < n; j++) obj[names[j]!] = row[j];
    out[i] = obj;
  }
  return out;
}

/** SQLite: a read compiled by Knex, its rows as arrays of the selected columns in order. */
export async function runSqliteArrays(knex: Knex, compiled: CompiledSql): Promise<unknown[][]> {
  return onSqlite(knex, compiled, 'select', (stmt, values) => {
    stmt.raw(true);
    try {
      return stmt.all(values) as unknown[][];
    } finally {
      // The statement is shared (the connection's cache): Knex expects objects from it.
      stmt.raw(false);
    }
  });
}

/**
 * SQLite: runs one statement on the pool's connection, or on the transaction's (a transaction's
 * client hands out the connection it holds and keeps it on release), with Knex's `query` event
 * (logging, statement counting) kept.
 */
async function onSqlite<T>(
  knex: Knex,
  { sql, bindings }: CompiledSql,
  method: string,
  run: (stmt: Statement, values: unknown[]) => T,
): Promise<T> {
  const client = knex.client as Knex.Client & NodeJS.EventEmitter;
  if (client.listenerCount('query')) client.emit('query', { sql, bindings, method });
  const conn = (await client.acquireConnection()) as SqliteConnection;
  try {
    return run(conn.prepare(sql), (bindings as unknown[]).map(formatBinding));
  } finally {
    await client.releaseConnection(conn);
  }
}

/**
 * SQLite: a write compiled by Knex (INSERT, UPDATE or DELETE, with or without RETURNING), run on
 * the connection directly. Returns the rows it returned (none without RETURNING) and the number of
 * rows it changed.
 */
export async function runSqliteWrite<T = Record<string, unknown>>(
  knex: Knex,
  compiled: CompiledSql,
): Promise<{ rows: T[]; changes: number }> {
  return onSqlite(knex, compiled, 'write', (stmt, values) => {
    if (stmt.reader) {
      const rows = stmt.all(values) as T[];
      return { rows, changes: rows.length };
    }
    return { rows: [], changes: stmt.run(values).changes };
  });
}
