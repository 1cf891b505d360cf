/**
 * Which filter operators a field offers, by its type (issue 31 #2): the server refuses the rest
 * (`has`/`nhas` only on one-to-many fields, comparisons need a comparable value, a hash is never
 * a condition), so the filter bar never offers them and a saved view drops them.
 */
import type { Operator } from './operators';

const TEXT: readonly Operator[] = [
  'contains',
  'ncontains',
  'eq',
  'neq',
  'in',
  'nin',
  'empty',
  'nempty',
  'null',
  'nnull',
];
const NUMBER: readonly Operator[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'nin', 'null', 'nnull'];
const MOMENT: readonly Operator[] = ['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'null', 'nnull'];
const BOOLEAN: readonly Operator[] = ['eq', 'neq', 'null', 'nnull'];
const CHOICE: readonly Operator[] = ['eq', 'neq', 'in', 'nin', 'null', 'nnull'];
/** A many-to-one key: the related item's text (`contains`) or its key. */
const RELATED_ONE: readonly Operator[] = ['contains', 'eq', 'neq', 'in', 'nin', 'null', 'nnull'];
/** One-to-many, many-to-many and translations: how many related rows. */
const RELATED_MANY: readonly Operator[] = ['has', 'nhas', 'empty', 'nempty'];
const STRUCTURED: readonly Operator[] = ['contains', 'ncontains', 'empty', 'nempty', 'null', 'nnull'];
const NONE: readonly Operator[] = [];

const BY_TYPE: Record<string, readonly Operator[]> = {
  string: TEXT,
  slug: TEXT,
  uuid: TEXT,
  lang: TEXT,
  integer: NUMBER,
  decimal: NUMBER,
  sort: NUMBER,
  date: MOMENT,
  time: MOMENT,
  datetime: MOMENT,
  datetime_created: MOMENT,
  datetime_updated: MOMENT,
  boolean: BOOLEAN,
  status: CHOICE,
  m2o: RELATED_ONE,
  file: RELATED_ONE,
  user: RELATED_ONE,
  owner: RELATED_ONE,
  user_updated: RELATED_ONE,
  o2m: RELATED_MANY,
  translation: RELATED_MANY,
  json: STRUCTURED,
  array: STRUCTURED,
  // A hash never leaves the server, not even as a condition (403/215).
  hash: NONE,
  alias: NONE,
  group: NONE,
};

/** The operators a field of this type offers, the usual one first; none for layout-only fields. */
export function operatorsFor(type: string | null | undefined): readonly Operator[] {
  return BY_TYPE[String(type ?? '').toLowerCase()] ?? TEXT;
}

/** Can a field of this type be filtered at all? */
export const isFilterable = (type: string | null | undefined) => operatorsFor(type).length > 0;

/** Does this operator work on a field of this type? */
export const operatorApplies = (type: string | null | undefined, operator: Operator) =>
  operatorsFor(type).includes(operator);
