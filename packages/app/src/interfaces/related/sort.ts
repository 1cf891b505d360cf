/**
 * Manual order of one-to-many, many-to-many and files rows (app-catalogue §1 Relational, §8
 * pitfalls 4 and 7): rows show in the order of their sort field, a move stages new sort values for
 * exactly the rows whose value changes, and a row added to the list takes the next value.
 */
import { isRow, keyOf, withEdit, withEntry, type Key, type Row, type WorkingRow } from './payload';

const numeric = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '' || typeof value === 'boolean') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The rows by their sort field (rows without a value last, each group in its current order). */
export function bySortField<T extends { row: Row }>(rows: T[], sortField: string | null): T[] {
  if (!sortField) return rows;
  const value = (r: T) => numeric(r.row[sortField]) ?? Number.POSITIVE_INFINITY;
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => {
      const d = value(a.r) - value(b.r);
      return (Number.isNaN(d) ? 0 : d) || a.i - b.i;
    })
    .map(({ r }) => r);
}

/** The sort value for a row added after these: one more than the highest (1 for the first). */
export function nextSortValue(rows: { row: Row }[], sortField: string): number {
  let max = 0;
  for (const r of rows) {
    const n = numeric(r.row[sortField]);
    if (n !== null && n > max) max = n;
  }
  return Math.floor(max) + 1;
}

/**
 * The sort values after the rows (shown by their sort field) take the order `ordered`. The tabular
 * layout's rule: when every row has a distinct value, each row takes the value held before at its
 * new position, so rows that keep their position keep their value; otherwise (a missing or
 * repeated value) the rows are numbered 1..n. Returns the rows whose value changes.
 */
export function sortChanges<T extends { row: Row }>(
  ordered: T[],
  sortField: string,
): { row: T; value: number }[] {
  const current = ordered.map((r) => numeric(r.row[sortField]));
  const distinct = current.every((v) => v !== null) && new Set(current).size === current.length;
  const values = distinct
    ? (current as number[]).slice().sort((a, b) => a - b)
    : ordered.map((_, i) => i + 1);
  const out: { row: T; value: number }[] = [];
  ordered.forEach((r, i) => {
    const value = values[i]!;
    if (numeric(r.row[sortField]) !== value) out.push({ row: r, value });
  });
  return out;
}

const sameKey = (a: unknown, b: Key | null) =>
  b !== null && a !== null && a !== undefined && String(a) === String(b);

/**
 * Stages `value` as the sort value of `target`: in the entry of a row to be created or linked, or
 * as an edit of a saved row. A saved row moved back to its saved value stages nothing for the sort
 * (its entry goes when nothing else is left in it).
 */
export function withSortValue(
  payload: Row[],
  target: WorkingRow,
  pk: string,
  sortField: string,
  value: number,
  savedValue: unknown,
): Row[] {
  if (target.status === 'new' || target.status === 'linked')
    return withEntry(payload, target.entry!, { ...payload[target.entry!], [sortField]: value });
  if (numeric(savedValue) !== value) return withEdit(payload, pk, target.key!, { [sortField]: value });
  const index = payload.findIndex((e) => sameKey(e[pk], target.key));
  if (index < 0) return payload;
  const rest = Object.fromEntries(Object.entries(payload[index]!).filter(([k]) => k !== sortField));
  const empty = Object.keys(rest).every((k) => k === pk);
  return empty ? payload.filter((_, i) => i !== index) : payload.map((e, i) => (i === index ? rest : e));
}

/**
 * The payload after the rows take the order `ordered`: the changed sort values staged, a saved
 * row's value compared with its value in `saved` (the rows as read).
 */
export function withOrder(
  payload: Row[],
  ordered: WorkingRow[],
  pk: string,
  sortField: string,
  saved: Row[] = [],
): Row[] {
  const savedValue = (r: WorkingRow) => saved.find((s) => sameKey(keyOf(s, pk), r.key))?.[sortField];
  const changes = sortChanges(ordered, sortField);
  // Rows to be created or linked are found by entry index: stage them before a saved row's entry
  // may leave the payload.
  const pending = (r: WorkingRow) => r.status === 'new' || r.status === 'linked';
  let out = payload;
  for (const { row, value } of [
    ...changes.filter((c) => pending(c.row)),
    ...changes.filter((c) => !pending(c.row)),
  ])
    out = withSortValue(out, row, pk, sortField, value, savedValue(row));
  return out;
}

/** `values` with the next sort value, unless it already has one. */
export function withNextSort(values: Row, rows: { row: Row }[], sortField: string | null): Row {
  if (!sortField || !isRow(values) || numeric(values[sortField]) !== null) return values;
  return { ...values, [sortField]: nextSortValue(rows, sortField) };
}
