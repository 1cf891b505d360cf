import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { isIntegerDatatype, PG_DOMAINS, sqlType, type ColumnDefinition } from './datatypes';

const domainsReady = new WeakSet<Knex>();

/** PostgreSQL: the domains that stand in for MySQL type names (created once per database). */
export async function ensurePgDomains(knex: Knex): Promise<void> {
  if (dialectOf(knex) !== 'pg' || domainsReady.has(knex)) return;
  const existing: { typname: string }[] = (
    await knex.raw(
      `select t.typname from pg_type t join pg_namespace n on n.oid = t.typnamespace
       where t.typtype = 'd' and n.nspname = current_schema()`,
    )
  ).rows;
  const have = new Set(existing.map((r) => r.typname));
  for (const [name, base] of Object.entries(PG_DOMAINS)) {
    if (have.has(name)) continue;
    try {
      await knex.raw(`create domain ?? as ${base}`, [name]);
    } catch (err) {
      // Created concurrently by another process.
      if (!/already exists/.test((err as Error).message)) throw err;
    }
  }
  domainsReady.add(knex);
}

function defaultLiteral(knex: Knex, c: ColumnDefinition): unknown {
  const v = c.defaultValue;
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string' && /^current_timestamp(\(\))?$/i.test(v)) return knex.fn.now();
  return v;
}

/** Adds one column definition to a Knex table builder (create or alter). */
function buildColumn(knex: Knex, table: Knex.CreateTableBuilder, c: ColumnDefinition, alter: boolean): void {
  const dialect = dialectOf(knex);
  let col: Knex.ColumnBuilder;
  if (c.autoIncrement && isIntegerDatatype(c.datatype) && !alter) {
    col =
      c.datatype === 'BIGINT' || c.datatype === 'SERIAL'
        ? table.bigIncrements(c.name, { primaryKey: c.primaryKey })
        : table.increments(c.name, { primaryKey: c.primaryKey });
  } else {
    col = table.specificType(c.name, sqlType(dialect, c));
    if (c.primaryKey && !alter) col.primary();
    if (c.nullable && !c.primaryKey) col.nullable();
    else col.notNullable();
    const def = defaultLiteral(knex, c);
    if (def !== undefined) col.defaultTo(def as Knex.Value);
    else if (alter) col.defaultTo(null);
  }
  if (c.comment && dialect !== 'sqlite') col.comment(c.comment);
  if (alter) col.alter();
}

export async function createTable(knex: Knex, table: string, columns: ColumnDefinition[]): Promise<void> {
  await ensurePgDomains(knex);
  await knex.schema.createTable(table, (t) => {
    if (dialectOf(knex) === 'mysql') t.charset('utf8mb4');
    for (const c of columns) buildColumn(knex, t, c, false);
    for (const c of columns)
      if (c.unique && !c.primaryKey) t.unique([c.name], { indexName: uniqueIndexName(table, c.name) });
  });
}

export function uniqueIndexName(table: string, column: string): string {
  const name = `${table}_${column}_unique`;
  return name.length <= 60 ? name : `uq_${Buffer.from(name).toString('base64url').slice(0, 40)}`;
}

export async function addColumn(knex: Knex, table: string, c: ColumnDefinition): Promise<void> {
  await ensurePgDomains(knex);
  await knex.schema.alterTable(table, (t) => {
    buildColumn(knex, t, c, false);
    if (c.unique && !c.primaryKey) t.unique([c.name], { indexName: uniqueIndexName(table, c.name) });
  });
}

/**
 * Changes a column's type, length, nullability, default or uniqueness. On SQLite, Knex rebuilds
 * the table (copying every row); PostgreSQL and MySQL alter in place.
 */
export async function alterColumn(
  knex: Knex,
  table: string,
  before: ColumnDefinition,
  after: ColumnDefinition,
): Promise<void> {
  await ensurePgDomains(knex);
  const typeChanged =
    before.datatype !== after.datatype ||
    (before.length ?? '') !== (after.length ?? '') ||
    before.signed !== after.signed ||
    before.nullable !== after.nullable ||
    String(before.defaultValue ?? '') !== String(after.defaultValue ?? '') ||
    (before.comment ?? '') !== (after.comment ?? '');
  await knex.schema.alterTable(table, (t) => {
    if (typeChanged && !after.autoIncrement) buildColumn(knex, t, after, true);
    if (before.unique && !after.unique) t.dropUnique([after.name], uniqueIndexName(table, after.name));
    if (!before.unique && after.unique)
      t.unique([after.name], { indexName: uniqueIndexName(table, after.name) });
  });
}

export async function dropColumn(knex: Knex, table: string, name: string): Promise<void> {
  await knex.schema.alterTable(table, (t) => t.dropColumn(name));
}

export async function dropTable(knex: Knex, table: string): Promise<void> {
  await knex.schema.dropTableIfExists(table);
}
