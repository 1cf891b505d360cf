import type { Knex } from 'knex';
import { dialectOf } from '../connection';
import { PG_DOMAINS, type ColumnDefinition, type Datatype } from './datatypes';

type Columns = Map<string, ColumnDefinition>;

const PG_TYPES: Record<string, Datatype> = {
  'character varying': 'VARCHAR',
  character: 'CHAR',
  text: 'TEXT',
  smallint: 'SMALLINT',
  integer: 'INT',
  bigint: 'BIGINT',
  real: 'FLOAT',
  'double precision': 'DOUBLE',
  numeric: 'DECIMAL',
  date: 'DATE',
  'time without time zone': 'TIME',
  'time with time zone': 'TIME',
  'timestamp without time zone': 'TIMESTAMP',
  'timestamp with time zone': 'TIMESTAMP',
  bytea: 'BLOB',
  bit: 'BIT',
  boolean: 'TINYINT',
};

function parseDefault(raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  let s = String(raw);
  if (/^null$/i.test(s) || /^nextval\(/i.test(s)) return null;
  s = s.replace(/::[a-z ]+(\([^)]*\))?$/i, '');
  const quoted = /^'(.*)'$/s.exec(s);
  if (quoted) return quoted[1]!.replace(/''/g, "'");
  if (/^-?\d+(\.\d+)?$/.test(s)) return Number(s);
  return s;
}

/** Declared datatype, length, nullability, default, keys and comment of every column of a table. */
export async function readColumnDefinitions(knex: Knex, table: string): Promise<Columns> {
  const dialect = dialectOf(knex);
  if (dialect === 'mysql') return readMysql(knex, table);
  if (dialect === 'pg') return readPg(knex, table);
  return readSqlite(knex, table);
}

async function readMysql(knex: Knex, table: string): Promise<Columns> {
  const [rows] = await knex.raw(
    `select COLUMN_NAME as name, DATA_TYPE as dataType, COLUMN_TYPE as columnType, IS_NULLABLE as nullable,
            COLUMN_DEFAULT as def, COLUMN_KEY as colKey, EXTRA as extra, COLUMN_COMMENT as comment
       from information_schema.columns where TABLE_SCHEMA = database() and TABLE_NAME = ? order by ORDINAL_POSITION`,
    [table],
  );
  const out: Columns = new Map();
  for (const r of rows as Record<string, string | null>[]) {
    const columnType = String(r.columnType);
    const len = /\(([^)]*)\)/.exec(columnType)?.[1] ?? null;
    const datatype = String(r.dataType).toUpperCase() as Datatype;
    out.set(String(r.name), {
      name: String(r.name),
      datatype,
      length: len,
      nullable: r.nullable === 'YES',
      defaultValue: parseDefault(r.def),
      signed: !/unsigned/i.test(columnType),
      autoIncrement: /auto_increment/i.test(String(r.extra)),
      primaryKey: r.colKey === 'PRI',
      unique: r.colKey === 'UNI',
      comment: r.comment || null,
    });
  }
  return out;
}

async function readPg(knex: Knex, table: string): Promise<Columns> {
  const { rows } = await knex.raw(
    `select c.column_name as name, c.data_type as "dataType", c.domain_name as domain, c.is_nullable as nullable,
            c.column_default as def, c.character_maximum_length as "charLength", c.numeric_precision as precision,
            c.numeric_scale as scale,
            col_description((quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass, c.ordinal_position) as comment
       from information_schema.columns c
      where c.table_schema = current_schema() and c.table_name = ? order by c.ordinal_position`,
    [table],
  );
  const keys: { rows: { column: string; type: string; n: string }[] } = await knex.raw(
    `select kcu.column_name as column, tc.constraint_type as type,
            (select count(*) from information_schema.key_column_usage k2
              where k2.constraint_name = tc.constraint_name and k2.table_schema = tc.table_schema) as n
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.table_name = ? and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE')`,
    [table],
  );
  // Unique indexes created with CREATE UNIQUE INDEX (Knex's way) are not constraints: read them too.
  const indexes: { rows: { column: string }[] } = await knex.raw(
    `select a.attname as column from pg_index i
       join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
      where n.nspname = current_schema() and t.relname = ? and i.indisunique and not i.indisprimary and i.indnatts = 1`,
    [table],
  );
  const pk = new Set(keys.rows.filter((k) => k.type === 'PRIMARY KEY').map((k) => k.column));
  const unique = new Set([
    ...keys.rows.filter((k) => k.type === 'UNIQUE' && Number(k.n) === 1).map((k) => k.column),
    ...indexes.rows.map((r) => r.column),
  ]);
  const out: Columns = new Map();
  for (const r of rows as Record<string, string | number | null>[]) {
    const domain = r.domain ? String(r.domain) : null;
    const base = String(r.dataType);
    const datatype = (
      domain && domain in PG_DOMAINS ? domain.toUpperCase() : (PG_TYPES[base] ?? base.toUpperCase())
    ) as Datatype;
    let length: string | null = null;
    if (datatype === 'VARCHAR' || datatype === 'CHAR')
      length = r.charLength === null ? null : String(r.charLength);
    if (datatype === 'DECIMAL' && r.precision !== null) length = `${r.precision},${r.scale ?? 0}`;
    const def = r.def === null ? null : String(r.def);
    out.set(String(r.name), {
      name: String(r.name),
      datatype,
      length,
      nullable: r.nullable === 'YES',
      defaultValue: parseDefault(def),
      signed: true,
      autoIncrement: def !== null && /^nextval\(/i.test(def),
      primaryKey: pk.has(String(r.name)),
      unique: unique.has(String(r.name)),
      comment: r.comment ? String(r.comment) : null,
    });
  }
  return out;
}

async function readSqlite(knex: Knex, table: string): Promise<Columns> {
  const cols: { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[] =
    await knex.raw('select * from pragma_table_info(?)', [table]);
  const master: { sql: string | null }[] = await knex('sqlite_master')
    .select('sql')
    .where({ type: 'table', name: table });
  const createSql = master[0]?.sql ?? '';
  const indexList: { name: string; unique: number; origin: string }[] = await knex.raw(
    'select * from pragma_index_list(?)',
    [table],
  );
  const unique = new Set<string>();
  for (const idx of indexList.filter((i) => i.unique && i.origin !== 'pk')) {
    const info: { name: string }[] = await knex.raw('select * from pragma_index_info(?)', [idx.name]);
    if (info.length === 1) unique.add(info[0]!.name);
  }
  const out: Columns = new Map();
  for (const c of cols) {
    const m = /^\s*([a-z]+)\s*(?:\(([^)]*)\))?\s*(unsigned)?/i.exec(c.type || 'TEXT');
    let datatype = (m?.[1] ?? 'TEXT').toUpperCase();
    if (datatype === 'INTEGER') datatype = 'INT';
    const autoIncrement =
      c.pk > 0 && /^integer$/i.test(c.type) && /autoincrement|integer primary key/i.test(createSql);
    out.set(c.name, {
      name: c.name,
      datatype: datatype as Datatype,
      length: m?.[2] === undefined ? null : /^[\d,\s]+$/.test(m[2]) ? m[2].replace(/\s+/g, '') : m[2],
      nullable: c.notnull === 0 && c.pk === 0,
      defaultValue: parseDefault(c.dflt_value),
      signed: !m?.[3],
      autoIncrement,
      primaryKey: c.pk > 0,
      unique: unique.has(c.name),
      comment: null,
    });
  }
  return out;
}
