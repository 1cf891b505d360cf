import { createRequire } from 'node:module';
import type { Knex } from 'knex';

/**
 * Transactions on a project's SQLite pool (one connection) without building a new Knex instance
 * for each: Knex's `transaction()` makes a fresh transactor per call (a function object with every
 * query method attached, an event emitter, a client copy), which cost a single-field PATCH more
 * CPU than its five statements. Here each pool gets one transactor, made by Knex's own factory
 * once, whose client hands out the connection the running transaction holds.
 *
 * Semantics are Knex's: the pool's connection is held for the whole transaction (every other
 * query of the pool waits for it), `BEGIN` (deferred) opens it, `COMMIT` ends it when the callback
 * resolves, `ROLLBACK` when it throws (the callback's error is what the caller gets). Nested
 * `trx.transaction()` calls run through Knex as savepoints on the held connection. The statements
 * are announced with Knex's `query` event like any other.
 */

interface Statement {
  run(bindings?: unknown[]): unknown;
}
interface SqliteConnection {
  prepare(sql: string): Statement;
  inTransaction: boolean;
}
type Client = Knex.Client &
  NodeJS.EventEmitter & {
    acquireConnection(): Promise<unknown>;
    releaseConnection(conn: unknown): Promise<unknown>;
    constructor: { prototype: object };
  };

const require = createRequire(import.meta.url);
// Knex's factory of knex instances (what `knex.transaction()` uses for its transactors).
const makeKnex = require('knex/lib/knex-builder/make-knex.js') as (client: unknown) => Knex;

interface PoolState {
  trx: Knex;
  /** The connection of the transaction under way. */
  held: SqliteConnection | null;
}
const states = new WeakMap<Knex, PoolState>();

/** Knex's events that a transaction's client passes on to the pool's client (see makeTxClient). */
const FORWARDED = ['start', 'query', 'query-error', 'query-response'];

function stateOf(knex: Knex): PoolState {
  let state = states.get(knex);
  if (state) return state;
  const client = knex.client as Client;
  const trxClient = Object.create(client.constructor.prototype) as Client & Record<string, unknown>;
  Object.assign(trxClient, {
    version: client.version,
    config: client.config,
    driver: client.driver,
    connectionSettings: client.connectionSettings,
    transacting: true,
    valueForUndefined: client.valueForUndefined,
    logger: client.logger,
  });
  for (const event of FORWARDED) {
    trxClient.on(event, (...args: unknown[]) => client.emit(event, ...args));
  }
  const s: PoolState = { trx: undefined as unknown as Knex, held: null };
  trxClient.acquireConnection = () =>
    s.held
      ? Promise.resolve(s.held)
      : Promise.reject(new Error('Transaction query already complete: the transaction has ended'));
  trxClient.releaseConnection = () => Promise.resolve();
  s.trx = makeKnex(trxClient);
  (s.trx as { isTransaction: boolean }).isTransaction = true;
  states.set(knex, s);
  state = s;
  return state;
}

/** Whether `sqliteTransaction` applies: SQLite with a pool of one connection, not in a transaction. */
export function hasFastTransactions(knex: Knex): boolean {
  const config = knex.client.config as { client: string; pool?: { max?: number } };
  return config.client === 'better-sqlite3' && config.pool?.max === 1 && !knex.isTransaction;
}

function exec(client: Client, conn: SqliteConnection, sql: string): void {
  if (client.listenerCount('query')) client.emit('query', { sql, bindings: [], method: 'raw' });
  conn.prepare(sql).run();
}

/** Runs `fn` in a transaction on the pool's connection (see above); only where `hasFastTransactions`. */
export async function sqliteTransaction<T>(knex: Knex, fn: (trx: Knex) => Promise<T>): Promise<T> {
  const state = stateOf(knex);
  const client = knex.client as Client;
  const conn = (await client.acquireConnection()) as SqliteConnection;
  try {
    exec(client, conn, 'BEGIN;');
    state.held = conn;
    let result: T;
    try {
      result = await fn(state.trx);
    } catch (err) {
      state.held = null;
      // SQLite may have rolled back by itself (some errors end the transaction).
      if (conn.inTransaction) exec(client, conn, 'ROLLBACK');
      throw err;
    }
    state.held = null;
    try {
      exec(client, conn, 'COMMIT;');
    } catch (err) {
      if (conn.inTransaction) exec(client, conn, 'ROLLBACK');
      throw err;
    }
    return result;
  } finally {
    state.held = null;
    await client.releaseConnection(conn);
  }
}
