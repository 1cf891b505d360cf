import { createRequire } from 'node:module';
import type { Knex } from 'knex';

/**
 * Transactions without building a new Knex instance for each: Knex's `transaction()` makes a
 * fresh transactor per call (a function object with every query method attached, an event
 * emitter, a client copy), which cost a single-field PATCH more CPU than its statements. Here each
 * pooled connection gets one transactor, made once by Knex's own factory, whose client hands out
 * that connection while a transaction holds it. SQLite (a pool of one connection) and PostgreSQL.
 *
 * Semantics are Knex's: the connection is held for the whole transaction (on SQLite every other
 * query of the pool waits for it), `BEGIN;` opens it, `COMMIT;` ends it when the callback
 * resolves, `ROLLBACK` when it throws (the caller gets the callback's error). Nested
 * `trx.transaction()` calls run through Knex as savepoints on the held connection. Every statement
 * is announced with Knex's `query` event; a query through a transactor after its transaction
 * ended is refused.
 */

interface SqliteConnection {
  prepare(sql: string): { run(): unknown };
  inTransaction: boolean;
}
type Client = Knex.Client &
  NodeJS.EventEmitter & {
    acquireConnection(): Promise<object>;
    releaseConnection(conn: object): Promise<unknown>;
    query(conn: object, sql: string): Promise<unknown>;
    constructor: { prototype: object };
  };

const require = createRequire(import.meta.url);
// Knex's factory of knex instances (what `knex.transaction()` uses for its transactors).
const makeKnex = require('knex/lib/knex-builder/make-knex.js') as (client: unknown) => Knex;

interface ConnectionState {
  trx: Knex;
  /** A transaction holds the connection. */
  held: boolean;
}
const states = new WeakMap<object, ConnectionState>();

/** Knex's events that a transaction's client passes on to the pool's client (as makeTxClient does). */
const FORWARDED = ['start', 'query', 'query-error', 'query-response'];

function stateOf(client: Client, conn: object): ConnectionState {
  let state = states.get(conn);
  if (state) return state;
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
  const s: ConnectionState = { trx: undefined as unknown as Knex, held: false };
  trxClient.acquireConnection = () =>
    s.held
      ? Promise.resolve(conn)
      : Promise.reject(new Error('Transaction query already complete: the transaction has ended'));
  trxClient.releaseConnection = () => Promise.resolve();
  s.trx = makeKnex(trxClient);
  (s.trx as { isTransaction: boolean }).isTransaction = true;
  states.set(conn, s);
  state = s;
  return state;
}

const clientName = (knex: Knex) => (knex.client.config as { client: string }).client;

/**
 * Whether `reusableTransaction` applies: PostgreSQL, or SQLite with a pool of one connection
 * (a project's pool, database/connection.ts); never inside a transaction.
 */
export function hasReusableTransactions(knex: Knex): boolean {
  if (knex.isTransaction) return false;
  const name = clientName(knex);
  if (name === 'pg') return true;
  return name === 'better-sqlite3' && (knex.client.config as { pool?: { max?: number } }).pool?.max === 1;
}

async function exec(client: Client, conn: object, sqlite: boolean, sql: string): Promise<void> {
  if (!sqlite) {
    // Knex's own path (the `query` event included), as its transactions send these statements.
    await client.query(conn, sql);
    return;
  }
  if (client.listenerCount('query')) client.emit('query', { sql, bindings: [], method: 'raw' });
  (conn as SqliteConnection).prepare(sql).run();
}

async function rollback(client: Client, conn: object, sqlite: boolean): Promise<void> {
  // SQLite may have ended the transaction by itself (some errors roll back); on PostgreSQL a
  // ROLLBACK outside a transaction is only a warning.
  if (sqlite && !(conn as SqliteConnection).inTransaction) return;
  await exec(client, conn, sqlite, 'ROLLBACK').catch(() => undefined);
}

/** Runs `fn` in a transaction (see above); only where `hasReusableTransactions`. */
export async function reusableTransaction<T>(knex: Knex, fn: (trx: Knex) => Promise<T>): Promise<T> {
  const client = knex.client as Client;
  const sqlite = clientName(knex) === 'better-sqlite3';
  const conn = await client.acquireConnection();
  const state = stateOf(client, conn);
  try {
    await exec(client, conn, sqlite, 'BEGIN;');
    state.held = true;
    let result: T;
    try {
      result = await fn(state.trx);
    } catch (err) {
      state.held = false;
      await rollback(client, conn, sqlite);
      throw err;
    }
    state.held = false;
    try {
      await exec(client, conn, sqlite, 'COMMIT;');
    } catch (err) {
      await rollback(client, conn, sqlite);
      throw err;
    }
    return result;
  } finally {
    state.held = false;
    await client.releaseConnection(conn);
  }
}
