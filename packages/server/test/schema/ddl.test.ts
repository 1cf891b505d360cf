import knexFactory, { type Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addColumn, alterColumn, createTable, dropColumn } from '../../src/database/ddl/columns';
import { checkLength, type ColumnDefinition, type Datatype } from '../../src/database/ddl/datatypes';
import { readColumnDefinitions } from '../../src/database/ddl/introspect';
import { dbTargets, dropTestDatabase, serverKnex, uniqueDbName } from '../support/databases';
import { tempFilePath } from '../support/temp-dirs';

const col = (name: string, datatype: Datatype, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
  name,
  datatype,
  length: null,
  nullable: true,
  defaultValue: null,
  signed: false,
  autoIncrement: false,
  primaryKey: false,
  unique: false,
  comment: null,
  ...extra,
});

/** One column per datatype a field may declare, with the length it needs. */
const EVERY_DATATYPE: ColumnDefinition[] = [
  col('c_char', 'CHAR', { length: '2' }),
  col('c_varchar', 'VARCHAR', { length: '120' }),
  col('c_tinytext', 'TINYTEXT'),
  col('c_text', 'TEXT'),
  col('c_mediumtext', 'MEDIUMTEXT'),
  col('c_longtext', 'LONGTEXT'),
  col('c_time', 'TIME'),
  col('c_date', 'DATE'),
  col('c_datetime', 'DATETIME'),
  col('c_tinyint', 'TINYINT'),
  col('c_smallint', 'SMALLINT', { signed: true }),
  col('c_mediumint', 'MEDIUMINT'),
  col('c_int', 'INT'),
  col('c_bigint', 'BIGINT'),
  col('c_float', 'FLOAT'),
  col('c_double', 'DOUBLE'),
  col('c_decimal', 'DECIMAL', { length: '10,2' }),
  col('c_blob', 'BLOB'),
];

const targets = await dbTargets();

describe.each(targets)('column DDL on $name', (target) => {
  let knex: Knex;
  const dbName = uniqueDbName();

  beforeAll(async () => {
    if (target.name === 'sqlite') {
      knex = knexFactory({
        client: 'better-sqlite3',
        connection: { filename: tempFilePath('atrium-ddl-', '.sqlite') },
        useNullAsDefault: true,
      });
    } else {
      const admin = serverKnex(target.name);
      await admin.raw('create database ??', [dbName]);
      await admin.destroy();
      knex = serverKnex(target.name, dbName);
    }
  });
  afterAll(async () => {
    await knex?.destroy();
    if (target.name !== 'sqlite') await dropTestDatabase(target.name, dbName);
  });

  it('creates a table with every datatype and reads each declaration back', async () => {
    await createTable(knex, 'every_type', [
      col('id', 'INT', { autoIncrement: true, primaryKey: true, nullable: false }),
      ...EVERY_DATATYPE,
    ]);
    const read = await readColumnDefinitions(knex, 'every_type');
    expect(read.get('id')).toMatchObject({ primaryKey: true, autoIncrement: true, nullable: false });
    for (const c of EVERY_DATATYPE) {
      const got = read.get(c.name)!;
      expect([c.name, got.datatype], c.name).toEqual([c.name, c.datatype]);
      if (c.length) expect([c.name, got.length]).toEqual([c.name, c.length]);
      expect(got.nullable).toBe(true);
    }
  });

  it('alters a column in place, keeping every row (SQLite rebuilds the table)', async () => {
    await createTable(knex, 'articles', [
      col('id', 'INT', { autoIncrement: true, primaryKey: true, nullable: false }),
      col('title', 'VARCHAR', { length: '20', nullable: false, defaultValue: 'untitled' }),
      col('views', 'INT', { defaultValue: 0 }),
    ]);
    const rows = Array.from({ length: 25 }, (_, i) => ({ title: `t${i}`, views: i }));
    await knex('articles').insert(rows);
    const before = (await readColumnDefinitions(knex, 'articles')).get('title')!;
    expect(before).toMatchObject({
      datatype: 'VARCHAR',
      length: '20',
      nullable: false,
      defaultValue: 'untitled',
    });
    await alterColumn(knex, 'articles', before, { ...before, length: '200', nullable: true, unique: true });
    const after = (await readColumnDefinitions(knex, 'articles')).get('title')!;
    expect(after).toMatchObject({ datatype: 'VARCHAR', length: '200', nullable: true, unique: true });
    const views = (await readColumnDefinitions(knex, 'articles')).get('views')!;
    await alterColumn(knex, 'articles', views, { ...views, datatype: 'BIGINT' });
    expect((await readColumnDefinitions(knex, 'articles')).get('views')!.datatype).toBe('BIGINT');
    const stored = await knex('articles').orderBy('id').select('title', 'views');
    expect(stored.map((r) => [r.title, Number(r.views)])).toEqual(rows.map((r) => [r.title, r.views]));
    await expect(knex('articles').insert({ title: 't1' })).rejects.toThrow();
  });

  it('adds and drops columns without touching the others', async () => {
    await addColumn(knex, 'articles', col('summary', 'TEXT'));
    await addColumn(knex, 'articles', col('code', 'CHAR', { length: '3', unique: true }));
    let read = await readColumnDefinitions(knex, 'articles');
    expect(read.get('code')).toMatchObject({ datatype: 'CHAR', length: '3', unique: true });
    await dropColumn(knex, 'articles', 'summary');
    read = await readColumnDefinitions(knex, 'articles');
    expect([...read.keys()]).toEqual(['id', 'title', 'views', 'code']);
    expect(await knex('articles').count({ n: '*' }).first()).toBeTruthy();
    expect(Number((await knex('articles').count({ n: '*' }).first())!.n)).toBe(25);
  });
});

describe('datatype length rules', () => {
  it('requires lengths where v8 does (402) and forbids them elsewhere (403)', () => {
    expect(() => checkLength('VARCHAR', null)).toThrow(expect.objectContaining({ code: 402, status: 422 }));
    expect(() => checkLength('DECIMAL', '')).toThrow(expect.objectContaining({ code: 402 }));
    expect(() => checkLength('TEXT', '10')).toThrow(expect.objectContaining({ code: 403 }));
    expect(() => checkLength('DATETIME', '6')).toThrow(expect.objectContaining({ code: 403 }));
    expect(() => checkLength('VARCHAR', '65536')).toThrow(expect.objectContaining({ code: 12 }));
    expect(() => checkLength('CHAR', '256')).toThrow(expect.objectContaining({ code: 12 }));
    expect(() => checkLength('DECIMAL', '66,2')).toThrow(expect.objectContaining({ code: 12 }));
    expect(() => checkLength('DECIMAL', '10,31')).toThrow(expect.objectContaining({ code: 12 }));
    expect(() => checkLength('ENUM', 'a,b')).toThrow(expect.objectContaining({ code: 12 }));
    expect(() => checkLength('VARCHAR', '255')).not.toThrow();
    expect(() => checkLength('DECIMAL', '10,2')).not.toThrow();
    expect(() => checkLength('INT', '11')).not.toThrow();
    expect(() => checkLength('ENUM', "'a','b'")).not.toThrow();
  });
});
