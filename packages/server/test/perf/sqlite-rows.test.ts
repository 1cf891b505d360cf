import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/database/connection';
import { runCompiled } from '../../src/database/run';

/**
 * Reads on SQLite build their row objects from arrays (issue 16): the rows must be exactly the
 * ones better-sqlite3 builds itself (values, types, key order), and the shared statement must keep
 * answering objects to Knex.
 */
describe('SQLite rows built from arrays', () => {
  let dir: string;
  let knex: Knex;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-rows-'));
    knex = createKnex({ client: 'sqlite', filename: 'db.sqlite', host: '', pool: { min: 0, max: 10 } }, dir);
    await knex.schema.createTable('t', (t) => {
      t.increments('id');
      t.string('name');
      t.decimal('price', 10, 2);
      t.binary('blob');
      t.datetime('at');
    });
    await knex('t').insert([
      { name: 'a', price: 1.5, blob: Buffer.from([1, 2]), at: '2020-01-01 00:00:00' },
      { name: null, price: null, blob: null, at: null },
    ]);
  });
  afterAll(async () => {
    await knex?.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const viaKnex = async (sql: string, bindings: unknown[] = []) =>
    (await knex.raw(sql, bindings as Knex.RawBinding[])) as Record<string, unknown>[];

  it('answers what better-sqlite3 answers, key order included', async () => {
    const sql =
      'select `t0`.`name`, `t0`.`id`, `t0`.`price`, `t0`.`blob`, `t0`.`at` from `t` as `t0` where `t0`.`id` >= ? order by `t0`.`id`';
    const ours = await runCompiled(knex, { sql, bindings: [1] });
    const theirs = await viaKnex(sql, [1]);
    expect(ours).toEqual(theirs);
    expect(ours.map((r) => Object.keys(r))).toEqual(theirs.map((r) => Object.keys(r)));
    expect(Buffer.isBuffer(ours[0]!.blob)).toBe(true);
    // The statement the cache shares with Knex still answers objects there.
    expect(Array.isArray((await viaKnex(sql, [1]))[0])).toBe(false);
  });

  it('keeps duplicate names and `*` selections to better-sqlite3 (a `*` follows the table)', async () => {
    const dup = 'select `name`, `name` from `t` order by `id`';
    expect(await runCompiled(knex, { sql: dup, bindings: [] })).toEqual(await viaKnex(dup));
    const star = 'select `t0`.* from `t` as `t0` order by `t0`.`id`';
    expect((await runCompiled(knex, { sql: star, bindings: [] }))[0]).toHaveProperty('name', 'a');
    await knex.schema.alterTable('t', (t) => t.string('extra').defaultTo('x'));
    expect((await runCompiled(knex, { sql: star, bindings: [] }))[0]).toHaveProperty('extra', 'x');
  });
});
