import type { Knex } from 'knex';
import { dialectOf } from './connection';
import { insertReturningRow, updateReturningRow } from './returning';
import { asLastStatement, isUntouchedTransaction } from './reusable-transaction';
import { runCompiled, runSelect } from './run';
import { compileShape } from './statement-shapes';

type Row = Record<string, unknown>;

/** A named statement PostgreSQL prepares once per connection. */
export interface PreparedStatement {
  name: string;
  text: string;
  bindings: unknown[];
}

/**
 * How one database runs the statements of an item write, with its fast paths: SQLite reads the row
 * to write from its statement cache, PostgreSQL may make an update, its activity and its revision
 * one prepared statement, MariaDB reads a written row back. The items service asks the executor of
 * its connection (`writeExecutor`) and knows no dialect. The executors hold no state: one object
 * per dialect, whatever the request.
 */
export interface WriteExecutor {
  /**
   * The row under `key` that a write is about to change, locked for the transaction where the
   * database locks rows; undefined when there is none.
   */
  rowForWrite(knex: Knex, table: string, pk: string, key: string | number): Promise<Row | undefined>;
  /** Like `rowForWrite`, for a select the caller built (e.g. with a row filter applied). */
  selectForWrite(knex: Knex, select: Knex.QueryBuilder): Promise<Row | undefined>;
  /** Inserts one row; its key and the row as stored. */
  insertReturning(knex: Knex, table: string, values: Row, pk: string): Promise<{ key: unknown; row: Row }>;
  /** Updates one row by key; the row as stored, undefined when there is none. */
  updateReturning(knex: Knex, table: string, pk: string, key: unknown, values: Row): Promise<Row | undefined>;
  /** Runs `fn` as the last statement of the transaction (PostgreSQL sends COMMIT along). */
  last<T>(knex: Knex, fn: () => Promise<T>): Promise<T>;
  /**
   * Whether an update may be one prepared statement with its activity and revision (PostgreSQL,
   * in a transaction that has sent nothing yet): then `runPrepared` runs it.
   */
  oneStatementWrites(knex: Knex): boolean;
  /** Runs a named statement, prepared once per connection (PostgreSQL). */
  runPrepared(knex: Knex, statement: PreparedStatement): Promise<Row[]>;
}

interface PgClient {
  acquireConnection(): Promise<{ query(config: object): Promise<{ rows: Row[] }> }>;
  releaseConnection(conn: object): Promise<unknown>;
  listenerCount(event: string): number;
  emit(event: string, ...args: unknown[]): boolean;
}

const lockedSelect = async (knex: Knex, select: Knex.QueryBuilder): Promise<Row | undefined> => {
  if (knex.isTransaction) select.forUpdate();
  return (await runSelect<Row>(knex, select.limit(1)))[0];
};

const byKey = (knex: Knex, table: string, pk: string, key: string | number) =>
  knex({ t0: table }).select('t0.*').where(`t0.${pk}`, key);

const noOneStatement = () => false;
const noPrepared = (): Promise<Row[]> => Promise.reject(new Error('prepared statements are PostgreSQL only'));

const sqlite: WriteExecutor = {
  async rowForWrite(knex, table, pk, key) {
    // SQLite writes one at a time: nothing to lock. The statement is cached by its shape.
    const compiled = compileShape(`select*\0${table}\0${pk}`, { key }, (v) =>
      knex({ t0: table })
        .select('t0.*')
        .where(`t0.${pk}`, v('key') as Knex.Value)
        .limit(1),
    );
    return (await runCompiled<Row>(knex, compiled))[0];
  },
  async selectForWrite(knex, select) {
    return (await runSelect<Row>(knex, select.limit(1)))[0];
  },
  insertReturning: insertReturningRow,
  updateReturning: updateReturningRow,
  last: asLastStatement,
  oneStatementWrites: noOneStatement,
  runPrepared: noPrepared,
};

const mysql: WriteExecutor = {
  rowForWrite: (knex, table, pk, key) => lockedSelect(knex, byKey(knex, table, pk, key)),
  selectForWrite: lockedSelect,
  insertReturning: insertReturningRow,
  updateReturning: updateReturningRow,
  last: asLastStatement,
  oneStatementWrites: noOneStatement,
  runPrepared: noPrepared,
};

const pg: WriteExecutor = {
  ...mysql,
  oneStatementWrites: isUntouchedTransaction,
  async runPrepared(knex, { name, text, bindings }) {
    const client = knex.client as unknown as PgClient;
    if (client.listenerCount('query')) client.emit('query', { sql: text, bindings, method: 'raw' });
    const conn = await client.acquireConnection();
    try {
      return (await conn.query({ name, text, values: bindings })).rows;
    } finally {
      await client.releaseConnection(conn);
    }
  },
};

const EXECUTORS = { sqlite, mysql, pg } as const;

/** The write executor of a connection's database. */
export function writeExecutor(knex: Knex): WriteExecutor {
  return EXECUTORS[dialectOf(knex)];
}
