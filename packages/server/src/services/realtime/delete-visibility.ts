import type { FilterNode } from '../../query/ast';

type Row = Record<string, unknown>;

/**
 * Whether a deleted row was one the caller could read, judged on the row as it was deleted (it can
 * no longer be read back): the row restriction of the caller's read access (owner, role, status)
 * evaluated in memory. Anything it cannot judge here (relational paths, services' own
 * restrictions, operators beyond equality and lists) counts as unreadable: a subscriber is never
 * told of a key it may not see.
 */
export function wasReadable(
  filter: FilterNode | null,
  row: Row,
  roleOfUser: (id: unknown) => unknown,
): boolean {
  if (filter === null) return true;
  return evaluate(filter, row, roleOfUser) === true;
}

function same(a: unknown, b: unknown): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

function evaluate(node: FilterNode, row: Row, roleOfUser: (id: unknown) => unknown): boolean | null {
  switch (node.kind) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'and': {
      let all: boolean | null = true;
      for (const c of node.children) {
        const v = evaluate(c, row, roleOfUser);
        if (v === false) return false;
        if (v === null) all = null;
      }
      return all;
    }
    case 'or': {
      let any: boolean | null = false;
      for (const c of node.children) {
        const v = evaluate(c, row, roleOfUser);
        if (v === true) return true;
        if (v === null) any = null;
      }
      return any;
    }
    case 'ownerRole': {
      const role = roleOfUser(row[node.field.field]);
      return role === undefined ? null : same(role, node.role);
    }
    case 'cond': {
      if (node.hops.length > 0 || !(node.field.field in row)) return null;
      const value = row[node.field.field];
      if (node.op === 'eq') return same(value, node.value);
      if (node.op === 'neq') return !same(value, node.value);
      if (node.op === 'in' && Array.isArray(node.value)) return node.value.some((v) => same(value, v));
      if (node.op === 'nin' && Array.isArray(node.value)) return !node.value.some((v) => same(value, v));
      return null;
    }
    default:
      return null;
  }
}
