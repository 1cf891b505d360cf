import { createRequire } from 'node:module';

/**
 * Counts the SQL statements this process sends, at the drivers (better-sqlite3, pg, mysql2):
 * every path is seen, Knex's query runner and the compiled statements run on the connection
 * directly alike (database/run.ts). For tests and benchmarks only: the drivers' prototypes are
 * wrapped when this module is imported, which must come before the server prepares statements
 * (a better-sqlite3 statement prepared earlier keeps the unwrapped methods), and each counter sees
 * the statements sent while it listens.
 */

const require = createRequire(import.meta.url);
type Listener = (sql: string) => void;
const listeners = new Set<Listener>();

function announce(sql: unknown): void {
  if (listeners.size === 0) return;
  const text =
    typeof sql === 'string'
      ? sql
      : String((sql as { text?: string; sql?: string })?.text ?? (sql as { sql?: string })?.sql ?? '');
  for (const l of listeners) l(text);
}

function wrap(
  proto: Record<string, unknown>,
  method: string,
  sqlOf: (self: unknown, args: unknown[]) => unknown,
): void {
  const original = proto[method] as ((...args: unknown[]) => unknown) | undefined;
  if (typeof original !== 'function') return;
  proto[method] = function (this: unknown, ...args: unknown[]) {
    announce(sqlOf(this, args));
    return original.apply(this, args);
  };
}

function install(): void {
  const Sqlite = require('better-sqlite3') as new (file: string) => {
    prepare(sql: string): object;
    close(): void;
  };
  const db = new Sqlite(':memory:');
  const statementProto = Object.getPrototypeOf(db.prepare('select 1')) as Record<string, unknown>;
  db.close();
  for (const m of ['all', 'get', 'run', 'iterate'])
    wrap(statementProto, m, (self) => (self as { source: string }).source);
  const pg = require('pg') as { Client: { prototype: Record<string, unknown> } };
  wrap(pg.Client.prototype, 'query', (_self, args) => args[0]);
  try {
    const mysql = require('mysql2') as { Connection: { prototype: Record<string, unknown> } };
    wrap(mysql.Connection.prototype, 'query', (_self, args) => args[0]);
    wrap(mysql.Connection.prototype, 'execute', (_self, args) => args[0]);
  } catch {
    // mysql2 not installed: nothing to count there.
  }
}

/**
 * Runs `fn` and counts the statements sent meanwhile, the cache-version poll
 * (`directus_cache_versions`) and transaction control aside unless `all`.
 */
export async function countDriverStatements(
  fn: () => Promise<unknown>,
  opts: { all?: boolean; seen?: string[] } = {},
): Promise<number> {
  let n = 0;
  const listener: Listener = (sql) => {
    if (!opts.all && sql.includes('directus_cache_versions')) return;
    n++;
    opts.seen?.push(sql);
  };
  listeners.add(listener);
  try {
    await fn();
  } finally {
    listeners.delete(listener);
  }
  return n;
}

install();
