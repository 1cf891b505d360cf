import type { Knex } from 'knex';

/** The databases Atrium runs on (a project's `database.client`). */
export type Dialect = 'sqlite' | 'pg' | 'mysql';

/** The dialect of a Knex instance or transaction. */
export function dialectOf(knex: Knex): Dialect {
  const client = knex.client.config.client as string;
  if (client === 'better-sqlite3') return 'sqlite';
  if (client === 'pg') return 'pg';
  return 'mysql';
}
