import net from 'node:net';
import crypto from 'node:crypto';
import knexFactory, { type Knex } from 'knex';

/** A database the integration suite runs against. */
export interface DbTarget {
  name: 'sqlite' | 'pg' | 'mysql';
  /** Install-body fields that select this database (with a fresh database name). */
  installFields(): Record<string, string | number>;
}

function reachable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export const uniqueDbName = () => `atrium_t_${crypto.randomBytes(5).toString('hex')}`;

const sqlite: DbTarget = { name: 'sqlite', installFields: () => ({}) };
const pg: DbTarget = {
  name: 'pg',
  installFields: () => ({
    db_client: 'pg',
    db_host: '127.0.0.1',
    db_port: 5432,
    db_user: 'postgres',
    db_name: uniqueDbName(),
  }),
};
const mysql: DbTarget = {
  name: 'mysql',
  installFields: () => ({
    db_client: 'mysql',
    db_host: '127.0.0.1',
    db_port: 3306,
    db_user: 'root',
    db_name: uniqueDbName(),
  }),
};

/**
 * SQLite always; PostgreSQL and MariaDB when reachable on their standard loopback ports. On CI
 * (CI=true) both must be reachable: a missing server fails the run instead of skipping tests.
 */
export async function dbTargets(): Promise<DbTarget[]> {
  const out = [sqlite];
  const [pgUp, myUp] = await Promise.all([reachable(5432), reachable(3306)]);
  if (process.env.CI && (!pgUp || !myUp)) {
    throw new Error(`CI needs PostgreSQL and MariaDB on 127.0.0.1 (pg: ${pgUp}, mysql: ${myUp})`);
  }
  if (pgUp) out.push(pg);
  if (myUp) out.push(mysql);
  return out;
}

/** A Knex connection to the server of a target's database (no database selected). */
export function serverKnex(target: 'pg' | 'mysql', database?: string): Knex {
  return target === 'pg'
    ? knexFactory({
        client: 'pg',
        connection: { host: '127.0.0.1', port: 5432, user: 'postgres', database: database ?? 'postgres' },
        pool: { min: 0, max: 2 },
      })
    : knexFactory({
        client: 'mysql2',
        connection: { host: '127.0.0.1', port: 3306, user: 'root', database, dateStrings: true },
        pool: { min: 0, max: 2 },
      });
}

export async function databaseExists(target: 'pg' | 'mysql', name: string): Promise<boolean> {
  const k = serverKnex(target);
  try {
    if (target === 'pg') {
      const r = await k.raw('select 1 from pg_database where datname = ?', [name]);
      return r.rows.length > 0;
    }
    const [rows] = await k.raw('select 1 from information_schema.schemata where schema_name = ?', [name]);
    return (rows as unknown[]).length > 0;
  } finally {
    await k.destroy();
  }
}

export async function dropTestDatabase(target: 'pg' | 'mysql', name: string): Promise<void> {
  const k = serverKnex(target);
  try {
    if (target === 'pg') await k.raw('drop database if exists ?? with (force)', [name]);
    else await k.raw('drop database if exists ??', [name]);
  } finally {
    await k.destroy();
  }
}
