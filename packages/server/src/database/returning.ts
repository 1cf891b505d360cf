import type { Knex } from 'knex';
import { runSelect, runSqliteWrite } from './run';
import { dialectOf } from './connection';
import { compileInsert, compileShape } from './statement-shapes';

/**
 * Writes that answer with the written row. PostgreSQL and SQLite (3.35 and later; better-sqlite3
 * bundles a newer one) return it from the INSERT or UPDATE itself; MariaDB's UPDATE cannot, so
 * there the row is read back in the same transaction. On SQLite the statements run on the
 * connection directly (database/run.ts), as they are the hot path of every write.
 */

type Row = Record<string, unknown>;

const hasReturning = (knex: Knex) => dialectOf(knex) !== 'mysql';

/** Inserts one row; returns its key and the row as stored (defaults and generated values included). */
export async function insertReturningRow(
  knex: Knex,
  table: string,
  values: Row,
  pk: string,
): Promise<{ key: unknown; row: Row }> {
  if (dialectOf(knex) === 'sqlite') {
    const [row] = (await runSqliteWrite<Row>(knex, compileInsert(knex, table, values, '*'))).rows;
    return { key: row![pk], row: row! };
  }
  if (hasReturning(knex)) {
    const [row] = (await knex(table).insert(values).returning('*')) as Row[];
    return { key: row![pk], row: row! };
  }
  const [id] = await knex(table).insert(values);
  const key = values[pk] ?? id;
  const row = (await knex(table)
    .where(pk, key as Knex.Value)
    .first()) as Row;
  return { key, row };
}

/** Updates one row by key (an empty change writes nothing); returns the row as stored. */
export async function updateReturningRow(
  knex: Knex,
  table: string,
  pk: string,
  key: unknown,
  values: Row,
): Promise<Row | undefined> {
  const names = Object.keys(values);
  if (names.length > 0 && dialectOf(knex) === 'sqlite') {
    // The key travels under a name no column has.
    const compiled = compileShape(
      `update*\0${table}\0${pk}\0${names.join('\0')}`,
      { ...values, '\0key': key },
      (v) =>
        knex(table)
          .where(pk, v('\0key') as Knex.Value)
          .update(Object.fromEntries(names.map((n) => [n, v(n)])))
          .returning('*'),
    );
    return (await runSqliteWrite<Row>(knex, compiled)).rows[0];
  }
  const where = knex(table).where(pk, key as Knex.Value);
  if (names.length === 0) return (await runSelect<Row>(knex, where.limit(1)))[0];
  if (hasReturning(knex)) {
    const [row] = (await where.update(values).returning('*')) as Row[];
    return row;
  }
  await where.update(values);
  return (await knex(table)
    .where(pk, key as Knex.Value)
    .first()) as Row | undefined;
}
