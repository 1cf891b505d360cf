/** The filter operators of product.md §3 with their message keys and value shape. */
export const OPERATORS = [
  'eq',
  'neq',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'null',
  'nnull',
  'contains',
  'ncontains',
  'empty',
  'nempty',
  'has',
  'nhas',
] as const;

export type Operator = (typeof OPERATORS)[number];

export const isOperator = (value: string): value is Operator =>
  (OPERATORS as readonly string[]).includes(value);

/** Operators that take no value (sent as `1`). */
export const VALUELESS: readonly Operator[] = ['null', 'nnull', 'empty', 'nempty'];

/** Operators whose value is a list (comma-separated on the wire). */
export const LIST_OPERATORS: readonly Operator[] = ['in', 'nin'];

/** Message key of each operator's label. */
export const OPERATOR_LABEL: Record<Operator, string> = {
  eq: 'equal_to',
  neq: 'not_equal_to',
  lt: 'less_than',
  lte: 'less_than_equal',
  gt: 'greater_than',
  gte: 'greater_than_equal',
  in: 'in_list',
  nin: 'not_in_list',
  null: 'is_null',
  nnull: 'is_not_null',
  contains: 'contains',
  ncontains: 'not_contains',
  empty: 'is_empty',
  nempty: 'not_empty',
  has: 'has_related',
  nhas: 'has_no_related',
};
