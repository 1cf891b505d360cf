/**
 * The field wizard's rules (product.md §3 Field types and Database datatypes, §5, app-catalogue
 * §0 "Field setup"): which types an interface offers, which datatypes a type allows and their
 * default and maximum lengths, and the primary key rules. Pure, so every rule has a test.
 */
import { isAliasType, type Field } from '@atrium/sdk';

const INTEGERS = ['INT', 'TINYINT', 'SMALLINT', 'MEDIUMINT', 'BIGINT'];
const TEXTS = ['TEXT', 'TINYTEXT', 'MEDIUMTEXT', 'LONGTEXT'];
const STRINGS = ['VARCHAR', 'CHAR'];

/** The datatypes each field type may be stored as; the first is the type's default. */
const DATATYPES: Record<string, string[]> = {
  string: [...STRINGS, ...TEXTS],
  array: [...STRINGS, ...TEXTS],
  slug: STRINGS,
  hash: STRINGS,
  uuid: STRINGS,
  status: [...STRINGS, ...INTEGERS],
  lang: ['CHAR', 'VARCHAR'],
  boolean: ['TINYINT'],
  json: [...TEXTS, 'VARCHAR'],
  integer: INTEGERS,
  sort: INTEGERS,
  file: INTEGERS,
  user: INTEGERS,
  owner: INTEGERS,
  user_updated: INTEGERS,
  m2o: [...INTEGERS, ...STRINGS],
  decimal: ['DECIMAL', 'FLOAT', 'DOUBLE'],
  date: ['DATE'],
  time: ['TIME'],
  datetime: ['DATETIME', 'TIMESTAMP'],
  datetime_created: ['DATETIME', 'TIMESTAMP'],
  datetime_updated: ['DATETIME', 'TIMESTAMP'],
};

/** The datatypes a field type allows (none for alias types). */
export function datatypesFor(type: string): string[] {
  if (isAliasType(type)) return [];
  return DATATYPES[type] ?? [...STRINGS, ...TEXTS, ...INTEGERS];
}

/** How a datatype is sized: a length, precision and scale, or nothing. */
export type LengthKind = 'length' | 'precision' | 'none';

export interface LengthRule {
  kind: LengthKind;
  /** Length (or precision) when none is given, and its maximum. */
  default: number;
  max: number;
  /** Decimals (scale) for `precision` datatypes. */
  scaleDefault?: number;
  scaleMax?: number;
}

const LENGTHS: Record<string, LengthRule> = {
  CHAR: { kind: 'length', default: 50, max: 255 },
  VARCHAR: { kind: 'length', default: 255, max: 65535 },
  DECIMAL: { kind: 'precision', default: 10, max: 65, scaleDefault: 10, scaleMax: 30 },
  FLOAT: { kind: 'precision', default: 10, max: 65, scaleDefault: 10, scaleMax: 30 },
  DOUBLE: { kind: 'precision', default: 10, max: 65, scaleDefault: 10, scaleMax: 30 },
};

export function lengthRule(datatype: string | null): LengthRule {
  return (datatype && LENGTHS[datatype.toUpperCase()]) || { kind: 'none', default: 0, max: 0 };
}

/**
 * The datatype a new field starts with: the type's default, except that a string whose
 * interface recommends more than 255 characters becomes TEXT (app-catalogue §0).
 */
export function defaultDatatype(type: string, recommendedLength?: number): string | null {
  const list = datatypesFor(type);
  if (!list.length) return null;
  if (list[0] === 'VARCHAR' && recommendedLength && recommendedLength > 255 && list.includes('TEXT'))
    return 'TEXT';
  return list[0]!;
}

/** The starting length for a datatype: the interface's recommendation when it fits, else the default. */
export function defaultLength(datatype: string | null, recommendedLength?: number): string | null {
  const rule = lengthRule(datatype);
  if (rule.kind === 'none') return null;
  if (rule.kind === 'precision') return `${rule.default},${rule.scaleDefault}`;
  if (recommendedLength && recommendedLength <= rule.max) return String(recommendedLength);
  return String(rule.default);
}

export type LengthProblem = 'length_required' | 'length_too_long' | 'scale_too_large' | null;

/** Checks a length against the datatype's maxima (product.md §5: limits follow the datatype). */
export function lengthProblem(datatype: string | null, length: string | null): LengthProblem {
  const rule = lengthRule(datatype);
  if (rule.kind === 'none') return null;
  const [first, second] = String(length ?? '')
    .split(',')
    .map((s) => s.trim());
  const size = Number(first);
  if (!first || !Number.isInteger(size) || size < 1) return 'length_required';
  if (size > rule.max) return 'length_too_long';
  if (rule.kind === 'precision' && second !== undefined && second !== '') {
    const scale = Number(second);
    if (!Number.isInteger(scale) || scale < 0 || scale > (rule.scaleMax ?? 0) || scale > size)
      return 'scale_too_large';
  }
  return null;
}

export type PrimaryKeyState = { allowed: boolean; reason: 'other_primary_key' | 'locked_on_existing' | null };

/**
 * Whether the primary key switch may change (product.md §5): a collection has only one primary
 * key, and an existing primary key field cannot stop being one.
 */
export function primaryKeyState(
  fields: readonly Pick<Field, 'field' | 'primary_key'>[],
  editing: Pick<Field, 'field' | 'primary_key'> | null,
): PrimaryKeyState {
  if (editing?.primary_key) return { allowed: false, reason: 'locked_on_existing' };
  const other = fields.find((f) => f.primary_key && f.field !== editing?.field);
  if (other) return { allowed: false, reason: 'other_primary_key' };
  return { allowed: true, reason: null };
}

/** Field types whose value refers to another collection's rows: the wizard asks for a relation. */
export type RelationKind = 'm2o' | 'o2m' | 'm2m' | 'translation';

/** The relation step a type (and the interface's declared relation) needs, if any. */
export function relationKindFor(
  type: string,
  relation: string | { type: string } | undefined,
): RelationKind | null {
  const declared = typeof relation === 'object' ? relation.type : relation;
  if (declared === 'm2m') return 'm2m';
  if (declared === 'translation' || type === 'translation') return 'translation';
  if (declared === 'o2m' || type === 'o2m') return 'o2m';
  if (declared === 'm2o' || declared === 'file' || type === 'm2o') return 'm2o';
  return null;
}
