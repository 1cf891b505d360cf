import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cacheStatements } from '../../src/database/connection';

interface Statement {
  all(...params: unknown[]): unknown[];
  get(...params: unknown[]): unknown;
  run(...params: unknown[]): unknown;
  reader: boolean;
}
interface Db {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  pragma(p: string): unknown;
}
const Database = createRequire(import.meta.url)('better-sqlite3') as new (file: string) => Db;

/**
 * The per-connection statement cache of SQLite (issue 16): Knex prepares every query anew, so the
 * connection's `prepare` answers from a cache by SQL text. A cached statement must behave as a
 * freshly prepared one would: after a schema change, after an error, and within a bounded cache.
 */
describe('SQLite statement cache', () => {
  const open = (max?: number) => {
    const db = new Database(':memory:');
    cacheStatements(db, max);
    db.exec('create table t (id integer primary key, name text not null unique)');
    return db;
  };

  it('prepares a text once and reuses the statement', () => {
    const db = open();
    const a = db.prepare('select * from t where id = ?');
    const b = db.prepare('select * from t where id = ?');
    expect(b).toBe(a);
    db.prepare('insert into t (id, name) values (?, ?)').run(1, 'one');
    expect(db.prepare('select * from t where id = ?').all(1)).toEqual([{ id: 1, name: 'one' }]);
  });

  it('sees columns added after the statement was prepared', () => {
    const db = open();
    db.prepare('insert into t (id, name) values (?, ?)').run(1, 'one');
    expect(db.prepare('select * from t').all()).toEqual([{ id: 1, name: 'one' }]);
    db.exec('alter table t add column extra text');
    db.prepare('update t set extra = ? where id = ?').run('x', 1);
    expect(db.prepare('select * from t').all()).toEqual([{ id: 1, name: 'one', extra: 'x' }]);
  });

  it('keeps a statement usable after it failed', () => {
    const db = open();
    const insert = 'insert into t (id, name) values (?, ?)';
    db.prepare(insert).run(1, 'one');
    expect(() => db.prepare(insert).run(2, 'one')).toThrow(/UNIQUE/);
    db.prepare(insert).run(2, 'two');
    expect(db.prepare('select count(*) as n from t').get()).toEqual({ n: 2 });
  });

  it('is bounded: the least recently used statement goes first', () => {
    const db = open(2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a); // now the most recently used
    db.prepare('select 3'); // evicts `select 2`
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });
});
