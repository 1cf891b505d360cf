import { createRequire } from 'node:module';
import type { Knex } from 'knex';
import { pipelined, type PgConnection, type PgResult } from './pg-batch';

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
 *
 * On PostgreSQL the transaction costs no round trip of its own: `BEGIN` goes out with the first
 * statement (pg-batch.ts), and a statement run through `asLastStatement` goes out with `COMMIT`
 * (its answer arrives once the commit did). A transaction whose only statement is run that way
 * sends it alone (one statement is atomic by itself); one that ran no statement sends nothing.
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
  /** PostgreSQL: the transaction's BEGIN waits for its first statement. */
  beginPending: boolean;
  /** PostgreSQL: the next statement is the transaction's last (COMMIT follows it at once). */
  lastPending: boolean;
  /** PostgreSQL: the transaction ended with its last statement (committed, or rolled back). */
  ended: boolean;
}
const byTransactor = new WeakMap<Knex, ConnectionState>();
const states = new WeakMap<object, ConnectionState>();
const clientName = (knex: Knex) => (knex.client.config as { client: string }).client;

type QueryCallback = (err: Error | null, res?: PgResult) => void;

/**
 * Wraps the query function of a pooled pg connection (once): outside a transaction, or in one
 * whose BEGIN went out and whose last statement has not come yet, queries pass unchanged.
 */
function batchStatements(client: Client, conn: PgConnection, s: ConnectionState): void {
  const original = conn.query as (...args: unknown[]) => unknown;
  const own = (config: unknown, values?: unknown) => original.call(conn, config, values) as Promise<PgResult>;
  const announce = (sql: string) => {
    if (client.listenerCount('query')) client.emit('query', { sql, bindings: [], method: 'raw' });
  };
  const run = (config: unknown, values: unknown): Promise<PgResult> => {
    if (s.ended)
      return Promise.reject(new Error('Transaction query already complete: the transaction has ended'));
    if (s.beginPending && s.lastPending) {
      // The transaction's only statement: atomic by itself. Should it fail, nothing ran and the
      // transaction has not begun.
      s.beginPending = s.lastPending = false;
      s.ended = true;
      return own(config, values).catch((err: unknown) => {
        s.beginPending = true;
        s.ended = false;
        throw err;
      });
    }
    if (s.beginPending) {
      s.beginPending = false;
      announce('BEGIN;');
      let begin!: Promise<PgResult>;
      let statement!: Promise<PgResult>;
      return pipelined(conn, () => [(begin = own('BEGIN;')), (statement = own(config, values))]).then(
        async () => {
          await begin;
          return statement;
        },
      );
    }
    s.lastPending = false;
    s.ended = true;
    let statement!: Promise<PgResult>;
    let commit!: Promise<PgResult>;
    const done = pipelined(conn, () => [(statement = own(config, values)), (commit = own('COMMIT;'))]);
    announce('COMMIT;');
    return done.then(async () => {
      const result = await statement;
      await commit;
      return result;
    });
  };
  conn.query = ((config: unknown, values?: unknown, callback?: QueryCallback) => {
    if (!s.held || (!s.beginPending && !s.lastPending && !s.ended)) {
      return original.call(conn, config, values, callback);
    }
    if (typeof values === 'function') {
      callback = values as QueryCallback;
      values = undefined;
    }
    if (config && typeof (config as { submit?: unknown }).submit === 'function') {
      throw new Error('A transaction on PostgreSQL runs plain queries only');
    }
    const result = run(config, values);
    if (!callback) return result;
    result.then(
      (r) => callback(null, r),
      (e: Error) => callback(e),
    );
    return undefined;
  }) as PgConnection['query'];
}

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
  const s: ConnectionState = {
    trx: undefined as unknown as Knex,
    held: false,
    beginPending: false,
    lastPending: false,
    ended: false,
  };
  if ((client.config as { client: string }).client === 'pg') batchStatements(client, conn as PgConnection, s);
  trxClient.acquireConnection = () =>
    s.held
      ? Promise.resolve(conn)
      : Promise.reject(new Error('Transaction query already complete: the transaction has ended'));
  trxClient.releaseConnection = () => Promise.resolve();
  s.trx = makeKnex(trxClient);
  (s.trx as { isTransaction: boolean }).isTransaction = true;
  states.set(conn, s);
  byTransactor.set(s.trx, s);
  state = s;
  return state;
}

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
    if (sqlite) await exec(client, conn, sqlite, 'BEGIN;');
    state.beginPending = !sqlite;
    state.lastPending = false;
    state.ended = false;
    state.held = true;
    let result: T;
    try {
      result = await fn(state.trx);
    } catch (err) {
      state.held = false;
      if (!state.beginPending && !state.ended) await rollback(client, conn, sqlite);
      throw err;
    }
    state.held = false;
    if (state.beginPending || state.ended) return result;
    try {
      await exec(client, conn, sqlite, 'COMMIT;');
    } catch (err) {
      await rollback(client, conn, sqlite);
      throw err;
    }
    return result;
  } finally {
    state.held = false;
    state.beginPending = state.lastPending = state.ended = false;
    await client.releaseConnection(conn);
  }
}

/**
 * Whether `trx` is a reusable PostgreSQL transaction that has sent nothing yet: its next statement,
 * run through `asLastStatement`, runs alone and commits by itself.
 */
export function isUntouchedTransaction(trx: Knex): boolean {
  const s = byTransactor.get(trx);
  return Boolean(s?.held && s.beginPending);
}

/**
 * Runs `fn`, whose one statement is the last of the transaction: on PostgreSQL it goes out with
 * `COMMIT` and its answer means committed. Elsewhere (or outside a reusable transaction) `fn`
 * simply runs, and the transaction commits as usual.
 */
export async function asLastStatement<T>(trx: Knex, fn: () => Promise<T>): Promise<T> {
  const s = byTransactor.get(trx);
  if (!s?.held || s.ended || clientName(trx) !== 'pg') return fn();
  s.lastPending = true;
  try {
    return await fn();
  } finally {
    s.lastPending = false;
  }
}
