import type { Knex } from 'knex';
import type { ColumnSpec, TableSpec } from './tables';

/** Adds one column of a system-table spec to a Knex table builder (create or alter). */
export function addColumn(table: Knex.CreateTableBuilder, col: ColumnSpec): void {
  let c: Knex.ColumnBuilder;
  switch (col.kind) {
    case 'increments':
      table.increments(col.name, { primaryKey: true });
      return;
    case 'string':
      c = table.string(col.name, col.length ?? 255);
      break;
    case 'text':
      c = table.text(col.name);
      break;
    case 'longtext':
      c = table.text(col.name, 'longtext');
      break;
    case 'integer':
      c = table.integer(col.name);
      break;
    case 'bigint':
      c = table.bigInteger(col.name);
      break;
    case 'tinyint':
      c = table.tinyint(col.name);
      break;
    case 'datetime':
      c = table.datetime(col.name, { useTz: false });
      break;
    case 'timestamp':
      c = table.timestamp(col.name, { useTz: false });
      break;
  }
  if (col.unsigned) c.unsigned();
  if (col.primary) c.primary();
  if (col.nullable) c.nullable();
  else c.notNullable();
  if (col.default !== undefined) c.defaultTo(col.default);
}

export async function createSystemTable(knex: Knex, spec: TableSpec): Promise<void> {
  await knex.schema.createTable(spec.name, (table) => {
    if (knex.client.config.client === 'mysql2') table.charset('utf8mb4');
    for (const col of spec.columns) addColumn(table, col);
    for (const u of spec.uniques ?? []) table.unique(u.columns, { indexName: u.name });
  });
}

/** Adds the columns of the spec that the existing table lacks; returns their names. */
export async function addMissingColumns(knex: Knex, spec: TableSpec): Promise<string[]> {
  const existing = Object.keys(await knex(spec.name).columnInfo());
  const missing = spec.columns.filter((c) => !existing.includes(c.name));
  if (missing.length === 0) return [];
  await knex.schema.alterTable(spec.name, (table) => {
    // A column added to a table that already has rows cannot be NOT NULL without a default.
    for (const col of missing) addColumn(table, col.default === undefined ? { ...col, nullable: true } : col);
  });
  return missing.map((c) => c.name);
}
