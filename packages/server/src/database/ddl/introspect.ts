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
  return (await readTablesColumnDefinitions(knex, [table])).get(table) ?? new Map();
}

/** The same for several tables at once: a fixed number of catalogue queries, not one set per table. */
export async function readTablesColumnDefinitions(
  knex: Knex,
  tables: string[],
): Promise<Map<string, Columns>> {
  const out = new Map<string, Columns>(tables.map((t) => [t, new Map()]));
  if (tables.length === 0) return out;
  const dialect = dialectOf(knex);
  if (dialect === 'mysql') await readMysql(knex, tables, out);
  else if (dialect === 'pg') await readPg(knex, tables, out);
  else for (const t of tables) out.set(t, await readSqlite(knex, t));
  return out;
}

async function readMysql(knex: Knex, tables: string[], out: Map<string, Columns>): Promise<void> {
  const [rows] = await knex.raw(
    `select TABLE_NAME as tableName, COLUMN_NAME as name, DATA_TYPE as dataType, COLUMN_TYPE as columnType,
            IS_NULLABLE as nullable, COLUMN_DEFAULT as def, COLUMN_KEY as colKey, EXTRA as extra, COLUMN_COMMENT as comment
       from information_schema.columns where TABLE_SCHEMA = database() and TABLE_NAME in (${tables.map(() => '?').join(',')})
      order by TABLE_NAME, ORDINAL_POSITION`,
    tables,
  );
  for (const r of rows as Record<string, string | null>[]) {
    const columnType = String(r.columnType);
    const len = /\(([^)]*)\)/.exec(columnType)?.[1] ?? null;
    const datatype = String(r.dataType).toUpperCase() as Datatype;
    out.get(String(r.tableName))?.set(String(r.name), {
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
}

async function readPg(knex: Knex, tables: string[], out: Map<string, Columns>): Promise<void> {
  const { rows } = await knex.raw(
    `select c.table_name as "tableName", c.column_name as name, c.data_type as "dataType", c.domain_name as domain,
            c.is_nullable as nullable, c.column_default as def, c.character_maximum_length as "charLength",
            c.numeric_precision as precision, c.numeric_scale as scale,
            col_description((quote_ident(c.table_schema) || '.' || quote_ident(c.table_name))::regclass, c.ordinal_position) as comment
       from information_schema.columns c
      where c.table_schema = current_schema() and c.table_name = any(?) order by c.table_name, c.ordinal_position`,
    [tables],
  );
  const keys: { rows: { table: string; column: string; type: string; n: string }[] } = await knex.raw(
    `select tc.table_name as table, kcu.column_name as column, tc.constraint_type as type,
            (select count(*) from information_schema.key_column_usage k2
              where k2.constraint_name = tc.constraint_name and k2.table_schema = tc.table_schema) as n
       from information_schema.table_constraints tc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
      where tc.table_schema = current_schema() and tc.table_name = any(?)
        and tc.constraint_type in ('PRIMARY KEY', 'UNIQUE')`,
    [tables],
  );
  // Unique indexes created with CREATE UNIQUE INDEX (Knex's way) are not constraints: read them too.
  const indexes: { rows: { table: string; column: string }[] } = await knex.raw(
    `select t.relname as table, a.attname as column from pg_index i
       join pg_class t on t.oid = i.indrelid join pg_namespace n on n.oid = t.relnamespace
       join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
      where n.nspname = current_schema() and t.relname = any(?)
        and i.indisunique and not i.indisprimary and i.indnatts = 1`,
    [tables],
  );
  const key = (table: string, column: string) => `${table}\u0000${column}`;
  const pk = new Set(keys.rows.filter((k) => k.type === 'PRIMARY KEY').map((k) => key(k.table, k.column)));
  const unique = new Set([
    ...keys.rows.filter((k) => k.type === 'UNIQUE' && Number(k.n) === 1).map((k) => key(k.table, k.column)),
    ...indexes.rows.map((r) => key(r.table, r.column)),
  ]);
  for (const r of rows as Record<string, string | number | null>[]) {
    const table = String(r.tableName);
    const name = String(r.name);
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
    out.get(table)?.set(name, {
      name,
      datatype,
      length,
      nullable: r.nullable === 'YES',
      defaultValue: parseDefault(def),
      signed: true,
      autoIncrement: def !== null && /^nextval\(/i.test(def),
      primaryKey: pk.has(key(table, name)),
      unique: unique.has(key(table, name)),
      comment: r.comment ? String(r.comment) : null,
    });
  }
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
