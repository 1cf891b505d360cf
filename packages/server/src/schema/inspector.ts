import type { Knex } from 'knex';
import { dialectOf } from '../database/dialect';

/** One real column of a table, as the database describes it. */
export interface ColumnInfo {
  table: string;
  name: string;
  /** Lower-case database type name without size, e.g. `varchar`, `int`, `integer`, `timestamp`. */
  dataType: string;
  nullable: boolean;
  defaultValue: string | null;
  maxLength: number | null;
  numericPrecision: number | null;
  numericScale: number | null;
  primary: boolean;
  autoIncrement: boolean;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

function sqliteType(declared: string): {
  dataType: string;
  maxLength: number | null;
  precision: number | null;
  scale: number | null;
} {
  const m = /^\s*([a-z ]+?)\s*(?:\((\d+)(?:\s*,\s*(\d+))?\))?\s*$/i.exec(declared);
  if (!m) return { dataType: declared.toLowerCase(), maxLength: null, precision: null, scale: null };
  const dataType = m[1]!.toLowerCase().replace(/ unsigned$/, '');
  const a = m[2] ? Number(m[2]) : null;
  const b = m[3] ? Number(m[3]) : null;
  const isChar = /char|text|clob/.test(dataType);
  return {
    dataType,
    maxLength: isChar ? a : null,
    precision: isChar ? null : a,
    scale: isChar ? null : b,
  };
}

/**
 * Every column of every base table in the connected database (one or two queries per dialect,
 * per table on SQLite). The schema overview merges this with the `directus_*` metadata.
 */
export async function inspectColumns(knex: Knex): Promise<ColumnInfo[]> {
  const dialect = dialectOf(knex);
  if (dialect === 'sqlite') {
    const tables: { name: string; sql: string | null }[] = await knex('sqlite_master')
      .select('name', 'sql')
      .where('type', 'table')
      .andWhereNot('name', 'like', 'sqlite_%');
    const out: ColumnInfo[] = [];
    for (const t of tables) {
      const cols: { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[] =
        await knex.raw('select * from pragma_table_info(?)', [t.name]);
      const pkCount = cols.filter((c) => c.pk > 0).length;
      for (const c of cols) {
        const parsed = sqliteType(c.type || 'text');
        const primary = c.pk > 0;
        out.push({
          table: t.name,
          name: c.name,
          dataType: parsed.dataType,
          nullable: c.notnull === 0 && !primary,
          defaultValue: c.dflt_value === null ? null : String(c.dflt_value).replace(/^'(.*)'$/, '$1'),
          maxLength: parsed.maxLength,
          numericPrecision: parsed.precision,
          numericScale: parsed.scale,
          primary,
          // An INTEGER PRIMARY KEY is SQLite's rowid: it is assigned automatically.
          autoIncrement: primary && pkCount === 1 && parsed.dataType === 'integer',
        });
      }
    }
    return out;
  }
  if (dialect === 'pg') {
    const cols: Record<string, unknown>[] = (
      await knex.raw(
        `select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable, c.column_default,
                c.character_maximum_length, c.numeric_precision, c.numeric_scale, c.is_identity
           from information_schema.columns c
           join information_schema.tables t
             on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
          where c.table_schema = current_schema()
          order by c.table_name, c.ordinal_position`,
      )
    ).rows;
    const pks: { table_name: string; column_name: string }[] = (
      await knex.raw(
        `select tc.table_name, kcu.column_name
           from information_schema.table_constraints tc
           join information_schema.key_column_usage kcu
             on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
          where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = current_schema()`,
      )
    ).rows;
    const pkSet = new Set(pks.map((p) => `${p.table_name}.${p.column_name}`));
    return cols.map((c) => {
      const def = c.column_default as string | null;
      const dataType = String(c.data_type).toLowerCase();
      return {
        table: String(c.table_name),
        name: String(c.column_name),
        dataType: dataType === 'user-defined' ? String(c.udt_name) : dataType,
        nullable: c.is_nullable === 'YES',
        defaultValue: def === null ? null : def.replace(/^'(.*)'::[a-z ]+$/i, '$1'),
        maxLength: num(c.character_maximum_length),
        numericPrecision: num(c.numeric_precision),
        numericScale: num(c.numeric_scale),
        primary: pkSet.has(`${c.table_name}.${c.column_name}`),
        autoIncrement: (def !== null && def.startsWith('nextval(')) || c.is_identity === 'YES',
      };
    });
  }
  const [rows] = (await knex.raw(
    `select c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE, c.IS_NULLABLE, c.COLUMN_DEFAULT,
            c.CHARACTER_MAXIMUM_LENGTH, c.NUMERIC_PRECISION, c.NUMERIC_SCALE, c.COLUMN_KEY, c.EXTRA
       from information_schema.columns c
       join information_schema.tables t
         on t.TABLE_SCHEMA = c.TABLE_SCHEMA and t.TABLE_NAME = c.TABLE_NAME and t.TABLE_TYPE = 'BASE TABLE'
      where c.TABLE_SCHEMA = database()
      order by c.TABLE_NAME, c.ORDINAL_POSITION`,
  )) as [Record<string, unknown>[]];
  return rows.map((c) => {
    const def = c.COLUMN_DEFAULT as string | null;
    return {
      table: String(c.TABLE_NAME),
      name: String(c.COLUMN_NAME),
      dataType: String(c.DATA_TYPE).toLowerCase(),
      nullable: c.IS_NULLABLE === 'YES',
      // MariaDB reports string defaults quoted and a NULL default as the text NULL.
      defaultValue: def === null || def === 'NULL' ? null : def.replace(/^'(.*)'$/, '$1'),
      maxLength: num(c.CHARACTER_MAXIMUM_LENGTH),
      numericPrecision: num(c.NUMERIC_PRECISION),
      numericScale: num(c.NUMERIC_SCALE),
      primary: c.COLUMN_KEY === 'PRI',
      autoIncrement: String(c.EXTRA).includes('auto_increment'),
    };
  });
}
