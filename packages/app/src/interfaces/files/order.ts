/**
 * Order of the files of a files field: by the junction's sort field when it has one (rows without
 * a sort value last, in their saved order), and the sort values a new order stages.
 */
import { withEdit, withEntry, type Row, type WorkingRow } from '../related/payload';

export function byJunctionSort<T extends { row: Row }>(rows: T[], sortField: string | null): T[] {
  if (!sortField) return rows;
  const value = (r: T) => {
    const v = r.row[sortField];
    return v === null || v === undefined || v === '' ? Number.POSITIVE_INFINITY : Number(v);
  };
  return rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => value(a.r) - value(b.r) || a.i - b.i)
    .map(({ r }) => r);
}

/**
 * The payload after a reorder: every row takes its position (1..n) as its sort value, staged as
 * an edit of a saved row or written into the entry of a row still to be created. Rows whose sort
 * value already matches stage nothing.
 */
export function withOrder(payload: Row[], ordered: WorkingRow[], jpk: string, sortField: string): Row[] {
  let out = payload;
  ordered.forEach((r, i) => {
    const sort = i + 1;
    if (Number(r.row[sortField]) === sort) return;
    if (r.status === 'new' || r.status === 'linked')
      out = withEntry(out, r.entry!, { ...out[r.entry!], [sortField]: sort });
    else out = withEdit(out, jpk, r.key!, { [sortField]: sort });
  });
  return out;
}
