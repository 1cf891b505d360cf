import type { Item } from '../types';

/**
 * The manual-sort save rule (app-catalogue.md §2, keep): after moving the row at `from` to `to`,
 * if any row has a null sort value every row is renumbered 1..n in the new order; otherwise each
 * row takes the sort value previously held at its new position. Returns the rows in their new order
 * and the `{pk, sort}` patches of the rows whose value changed.
 */
export function reorder(
  rows: Item[],
  from: number,
  to: number,
  primaryKey: string,
  sortField: string,
): { rows: Item[]; changes: Item[] } {
  const moved = rows.slice();
  const [row] = moved.splice(from, 1);
  if (row === undefined) return { rows, changes: [] };
  moved.splice(to, 0, row);
  const anyNull = rows.some((r) => r[sortField] === null || r[sortField] === undefined);
  const values = anyNull ? rows.map((_, i) => i + 1) : rows.map((r) => r[sortField]);
  const changes: Item[] = [];
  const next = moved.map((r, i) => {
    const value = values[i];
    if (r[sortField] === value) return r;
    changes.push({ [primaryKey]: r[primaryKey], [sortField]: value });
    return { ...r, [sortField]: value };
  });
  return { rows: next, changes };
}
