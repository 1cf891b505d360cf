/** The filter menu's operators (the sdk's `MENU_FILTER_OPERATORS`) with their message keys and value shape. */
import { MENU_FILTER_OPERATORS, type MenuFilterOperator } from '@atrium/sdk';

export const OPERATORS = MENU_FILTER_OPERATORS;

export type Operator = MenuFilterOperator;

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
