import type { Knex } from 'knex';

/**
 * The schema changes of one install or upgrade, recorded so that they can be undone where the
 * database cannot roll DDL back in a transaction (MySQL/MariaDB commit each DDL statement): a
 * failed adoption then leaves the database as it found it.
 */
export class SchemaJournal {
  private readonly undo: ((knex: Knex) => Promise<void>)[] = [];

  createdTable(table: string): void {
    this.undo.push((k) => k.schema.dropTableIfExists(table).then(() => undefined));
  }

  addedColumns(table: string, columns: string[]): void {
    if (columns.length === 0) return;
    this.undo.push((k) => k.schema.alterTable(table, (t) => t.dropColumns(...columns)).then(() => undefined));
  }

  renamedColumn(table: string, from: string, to: string): void {
    this.undo.push((k) => k.schema.alterTable(table, (t) => t.renameColumn(to, from)).then(() => undefined));
  }

  /** A change with its own way back (e.g. a column made nullable). */
  changed(revert: (knex: Knex) => Promise<void>): void {
    this.undo.push(revert);
  }

  /** Reverts every recorded change, newest first; keeps going past a step that fails. */
  async revert(knex: Knex): Promise<void> {
    for (const step of this.undo.reverse()) await step(knex).catch(() => undefined);
    this.undo.length = 0;
  }
}

/** PostgreSQL and SQLite roll back DDL with the transaction; MySQL/MariaDB do not. */
export function hasTransactionalDdl(knex: Knex): boolean {
  return knex.client.config.client !== 'mysql2' && knex.client.config.client !== 'mysql';
}
