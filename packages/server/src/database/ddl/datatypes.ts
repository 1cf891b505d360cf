import { errors } from '../../errors';
import type { Dialect } from '../connection';

/**
 * The database datatypes a field may declare (api.md §5.3), written upper-case as Directus 8 and
 * its app name them, with their length rules.
 */
export const DATATYPES = [
  'CHAR',
  'VARCHAR',
  'TINYTEXT',
  'TEXT',
  'MEDIUMTEXT',
  'LONGTEXT',
  'TIME',
  'DATE',
  'DATETIME',
  'TIMESTAMP',
  'YEAR',
  'TINYINT',
  'SMALLINT',
  'MEDIUMINT',
  'INT',
  'INTEGER',
  'SERIAL',
  'BIGINT',
  'FLOAT',
  'DOUBLE',
  'DECIMAL',
  'REAL',
  'NUMERIC',
  'BIT',
  'BINARY',
  'VARBINARY',
  'TINYBLOB',
  'BLOB',
  'MEDIUMBLOB',
  'LONGBLOB',
  'SET',
  'ENUM',
] as const;
export type Datatype = (typeof DATATYPES)[number];

const NEEDS_LENGTH = new Set<string>(['VARCHAR', 'VARBINARY', 'ENUM', 'SET', 'DECIMAL', 'CHAR']);
const INTEGERS = new Set<string>([
  'TINYINT',
  'SMALLINT',
  'MEDIUMINT',
  'INT',
  'INTEGER',
  'BIGINT',
  'SERIAL',
  'YEAR',
]);
const NUMERIC = new Set<string>([...INTEGERS, 'FLOAT', 'DOUBLE', 'DECIMAL', 'REAL', 'NUMERIC', 'BIT']);
const LENGTH_ALLOWED = new Set<string>([...NEEDS_LENGTH, ...NUMERIC, 'BINARY']);

export function isDatatype(value: string): value is Datatype {
  return (DATATYPES as readonly string[]).includes(value);
}
export const isIntegerDatatype = (d: string): boolean => INTEGERS.has(d);

/** The declared shape of one column, as the field endpoints describe it. */
export interface ColumnDefinition {
  name: string;
  datatype: Datatype;
  /** "255", "10,2", or the quoted value list of ENUM/SET; null for none. */
  length: string | null;
  nullable: boolean;
  defaultValue: unknown;
  /** Integers are UNSIGNED unless signed (MySQL; other dialects have no unsigned types). */
  signed: boolean;
  autoIncrement: boolean;
  primaryKey: boolean;
  unique: boolean;
  comment: string | null;
}

/** Checks the length rules of api.md §5.3 (402 needs, 403 forbids) and the value shapes. */
export function checkLength(datatype: Datatype, length: string | null): void {
  if (length === null || length === '') {
    if (NEEDS_LENGTH.has(datatype)) throw errors.fieldLengthRequired(`${datatype} type requires a length`);
    return;
  }
  if (!LENGTH_ALLOWED.has(datatype))
    throw errors.fieldLengthNotAllowed(`${datatype} type doesn't support length`);
  if (datatype === 'ENUM' || datatype === 'SET') {
    if (!/^'[^']*'(\s*,\s*'[^']*')*$/.test(length)) {
      throw errors.unprocessable(`length of ${datatype} must be a list of quoted values, e.g. 'a','b'`);
    }
    return;
  }
  if (datatype === 'DECIMAL' || datatype === 'NUMERIC' || datatype === 'FLOAT' || datatype === 'DOUBLE') {
    const m = /^(\d{1,2})(?:\s*,\s*(\d{1,2}))?$/.exec(length);
    if (
      !m ||
      Number(m[1]) < 1 ||
      Number(m[1]) > 65 ||
      Number(m[2] ?? 0) > 30 ||
      Number(m[2] ?? 0) > Number(m[1])
    ) {
      throw errors.unprocessable(`Invalid length "${length}" for ${datatype}: digits 1–65, decimals 0–30`);
    }
    return;
  }
  const n = Number(length);
  const max = datatype === 'CHAR' || datatype === 'BINARY' ? 255 : 65535;
  if (!/^\d+$/.test(length) || n < 1 || n > max) {
    throw errors.unprocessable(`Invalid length "${length}" for ${datatype}: a whole number from 1 to ${max}`);
  }
}

/** PostgreSQL domains standing in for MySQL type names, so declared datatypes read back unchanged. */
export const PG_DOMAINS: Record<string, string> = {
  tinyint: 'smallint',
  mediumint: 'integer',
  year: 'smallint',
  datetime: 'timestamp(0) without time zone',
  tinytext: 'text',
  mediumtext: 'text',
  longtext: 'text',
  tinyblob: 'bytea',
  blob: 'bytea',
  mediumblob: 'bytea',
  longblob: 'bytea',
};

/** The SQL type of a column on a dialect (without NULL, DEFAULT or keys). */
export function sqlType(
  dialect: Dialect,
  c: Pick<ColumnDefinition, 'datatype' | 'length' | 'signed'>,
): string {
  const d = c.datatype;
  const len = c.length ? `(${c.length})` : '';
  if (dialect === 'mysql') {
    if (d === 'SERIAL') return 'BIGINT UNSIGNED';
    const unsigned = INTEGERS.has(d) && d !== 'YEAR' && !c.signed ? ' UNSIGNED' : '';
    return `${d === 'INTEGER' ? 'INT' : d}${len}${unsigned}`;
  }
  if (dialect === 'sqlite') {
    // SQLite keeps the declared type verbatim; its affinity follows from the name.
    return `${d}${len}`;
  }
  switch (d) {
    case 'CHAR':
    case 'VARCHAR':
      return `${d.toLowerCase()}${len}`;
    case 'TEXT':
      return 'text';
    case 'TIME':
      return 'time(0) without time zone';
    case 'DATE':
      return 'date';
    case 'TIMESTAMP':
      return 'timestamp(0) without time zone';
    case 'SMALLINT':
      return 'smallint';
    case 'INT':
    case 'INTEGER':
      return 'integer';
    case 'BIGINT':
    case 'SERIAL':
      return 'bigint';
    case 'FLOAT':
    case 'REAL':
      return 'real';
    case 'DOUBLE':
      return 'double precision';
    case 'DECIMAL':
    case 'NUMERIC':
      return `numeric${len}`;
    case 'BIT':
      return `bit${len || '(1)'}`;
    case 'BINARY':
    case 'VARBINARY':
      return 'bytea';
    case 'ENUM':
    case 'SET':
      return 'varchar(255)';
    default:
      return d.toLowerCase(); // a domain of PG_DOMAINS
  }
}
