import type { Selection } from '../../query/ast';
import { isNumericField } from '../../query/values';

/**
 * The columns of an export, from the authorized selection: one per output field, related items
 * (M2O) flattened into dotted paths (`author.name`), related lists (O2M) kept whole in one column.
 */
export interface ExportColumn {
  /** Header, e.g. `author.name`. */
  header: string;
  path: string[];
  /** A numeric column: its values are numbers even when they arrive as strings (big integers). */
  numeric: boolean;
}

export function exportColumns(sel: Selection, prefix: string[] = []): ExportColumn[] {
  const out: ExportColumn[] = [];
  for (const f of sel.out) {
    const path = [...prefix, f.name];
    if (f.kind === 'm2o') out.push(...exportColumns(f.sel, path));
    else if (f.kind === 'm2o-denied')
      out.push({
        header: [...path, f.targetPk].join('.'),
        path: [...path, f.targetPk],
        numeric: isNumericField(f.field),
      });
    else out.push({ header: path.join('.'), path, numeric: f.kind === 'column' && isNumericField(f.field) });
  }
  return out;
}

/** The value at a column's path; missing or null steps give undefined. */
export function valueAt(row: Record<string, unknown>, path: string[]): unknown {
  let v: unknown = row;
  for (const key of path) {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}
