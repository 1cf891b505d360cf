/**
 * Filter operators (api.md §4.2, product.md §3): `filter[field][operator]=value`. The server
 * accepts the operators and their aliases, in any letter case; anything else is refused.
 */

/** The operators the server evaluates. */
export const FILTER_OPERATORS = [
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
  'rlike',
  'nrlike',
  'between',
  'nbetween',
  'empty',
  'nempty',
  'has',
  'nhas',
  'all',
] as const;

export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Other spellings the server accepts, and the operator each means. */
export const FILTER_OPERATOR_ALIASES = {
  '=': 'eq',
  '!=': 'neq',
  '<>': 'neq',
  '<': 'lt',
  '<=': 'lte',
  '>': 'gt',
  '>=': 'gte',
  like: 'contains',
  nlike: 'ncontains',
} as const satisfies Record<string, FilterOperator>;

export type FilterOperatorAlias = keyof typeof FILTER_OPERATOR_ALIASES;

/** The operators of the app's filter menu, in display order (product.md §3). */
export const MENU_FILTER_OPERATORS = [
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
] as const satisfies readonly FilterOperator[];

export type MenuFilterOperator = (typeof MENU_FILTER_OPERATORS)[number];

/** The operator an operator key means (case-insensitive, aliases resolved); null when unknown. */
export function filterOperatorOf(key: string): FilterOperator | null {
  const k = key.toLowerCase();
  if ((FILTER_OPERATORS as readonly string[]).includes(k)) return k as FilterOperator;
  return Object.hasOwn(FILTER_OPERATOR_ALIASES, k) ? FILTER_OPERATOR_ALIASES[k as FilterOperatorAlias] : null;
}
