import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/database/connection';
import { hasReusableTransactions, reusableTransaction } from '../../src/database/reusable-transaction';

/**
 * The reusable transactor (issue 16; here on SQLite, whose pool holds one connection) keeps Knex's transaction semantics: commit on success,
 * rollback with the callback's own error, the pool's connection held throughout, nested
 * transactions as savepoints, statements announced on the `query` event.
 */
describe('SQLite transactions with a reusable transactor', () => {
  let dir: string;
  let knex: Knex;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-trx-'));
    knex = createKnex({ client: 'sqlite', filename: 'db.sqlite', host: '', pool: { min: 0, max: 10 } }, dir);
    await knex.schema.createTable('t', (t) => {
      t.integer('id').primary();
      t.string('name').notNullable();
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    await fs.rm(dir, { recursive: true, force: true });
  });

  const names = async () => (await knex('t').orderBy('id').pluck('name')) as string[];

  it('applies to the project pool of SQLite, not inside a transaction', async () => {
    expect(hasReusableTransactions(knex)).toBe(true);
    await reusableTransaction(knex, async (trx) => {
      expect(trx.isTransaction).toBe(true);
      expect(hasReusableTransactions(trx)).toBe(false);
    });
  });

  it('commits what the callback wrote and answers its value', async () => {
    const out = await reusableTransaction(knex, async (trx) => {
      await trx('t').insert({ id: 1, name: 'one' });
      return (await trx('t').where({ id: 1 }).first()) as { name: string };
    });
    expect(out.name).toBe('one');
    expect(await names()).toEqual(['one']);
  });

  it('rolls back and rethrows the callback error', async () => {
    const boom = new Error('boom');
    await expect(
      reusableTransaction(knex, async (trx) => {
        await trx('t').insert({ id: 2, name: 'two' });
        throw boom;
      }),
    ).rejects.toBe(boom);
    // A failing statement inside: its own error, and nothing of the transaction stays.
    await expect(
      reusableTransaction(knex, async (trx) => {
        await trx('t').insert({ id: 3, name: 'three' });
        await trx('t').insert({ id: 1, name: 'duplicate' });
      }),
    ).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' });
    expect(await names()).toEqual(['one']);
  });

  it('holds the connection: other queries of the pool run after the commit', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const trx = reusableTransaction(knex, async (t) => {
      await t('t').insert({ id: 4, name: 'four' });
      await gate;
    });
    await new Promise((r) => setTimeout(r, 20));
    const outside = knex('t').count({ n: '*' }).first();
    let seen: unknown;
    void outside.then((r) => (seen = r));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toBeUndefined();
    release();
    await trx;
    expect(Number(((await outside) as { n: number }).n)).toBe(2);
  });

  it('runs nested transactions as savepoints', async () => {
    await reusableTransaction(knex, async (trx) => {
      await trx('t').insert({ id: 5, name: 'five' });
      await trx
        .transaction(async (inner) => {
          await inner('t').insert({ id: 6, name: 'six' });
          throw new Error('inner');
        })
        .catch(() => undefined);
    });
    expect(await names()).toEqual(['one', 'four', 'five']);
  });

  it('refuses queries after the transaction ended, and announces its statements', async () => {
    let kept!: Knex;
    const seen: string[] = [];
    const onQuery = (q: { sql: string }) => seen.push(q.sql);
    knex.on('query', onQuery);
    try {
      await reusableTransaction(knex, async (trx) => {
        kept = trx;
        await trx('t').where({ id: 5 }).update({ name: 'FIVE' });
      });
    } finally {
      knex.off('query', onQuery);
    }
    expect(seen[0]).toBe('BEGIN;');
    expect(seen.at(-1)).toBe('COMMIT;');
    expect(seen.some((s) => s.startsWith('update'))).toBe(true);
    await expect(kept('t').select()).rejects.toThrow(/complete/);
  });
});
