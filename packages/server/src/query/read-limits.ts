import { errors } from '../errors';
import type { OutField, Selection } from './ast';

/**
 * How much work one read may ask for (issue 24, item 4), checked before the work is done: how
 * many relations a path crosses, how many columns the `fields` tree expands to, and how many
 * values (rows × columns) the answer would hold. Per project (`read_limits` in its config file,
 * docs/configuration.md); the same for every caller, administrators and the public included.
 */
export interface ReadLimits {
  /** Relations one `fields` or `filter` path may cross (`a.b.c` crosses 2; `*.*.*` crosses 2). */
  max_relational_depth: number;
  /** Output fields of the whole `fields` tree, every level counted. */
  max_columns: number;
  /** Rows × columns of one answer (one page of an export). */
  max_cells: number;
}

/**
 * Defaults, chosen from what clients ask of real schemas (docs/configuration.md, *Read limits*):
 * published Directus 8 sites send up to six levels (`*.*.*.*.*.*.*`), so the depth stays at
 * Directus 11's 10 and the work is bounded by the columns and values instead.
 */
export const DEFAULT_READ_LIMITS: ReadLimits = {
  max_relational_depth: 10,
  max_columns: 1000,
  max_cells: 1_000_000,
};

const HOW = 'name the fields you need (e.g. fields=*,author.name) instead of nested wildcards';

export function depthExceeded(path: string, limits: ReadLimits): Error {
  return errors.readTooLarge(
    `"${path}" crosses more than ${limits.max_relational_depth} relations, the most this project ` +
      `allows (read_limits.max_relational_depth): ${HOW}`,
  );
}

/** Counts the output fields of a `fields` tree while it is built, so a huge tree stops early. */
export class ColumnBudget {
  used = 0;
  constructor(readonly limits: ReadLimits) {}

  add(n: number): void {
    this.used += n;
    if (this.used > this.limits.max_columns) throw tooManyColumns(this.limits);
  }
}

export function tooManyColumns(limits: ReadLimits): Error {
  return errors.readTooLarge(
    `The requested fields expand to more than ${limits.max_columns} columns, the most this ` +
      `project allows (read_limits.max_columns): ${HOW}`,
  );
}

export function tooManyCells(rows: number, columns: number, limits: ReadLimits, atLeast: boolean): Error {
  return errors.readTooLarge(
    `This read would return ${atLeast ? 'more than ' : ''}${rows} rows of ${columns} columns, more than ` +
      `the ${limits.max_cells} values this project answers at once (read_limits.max_cells): ask for ` +
      `fewer rows (limit and page, or a filter) or fewer fields`,
  );
}

export function tooManyRelatedValues(limits: ReadLimits): Error {
  return errors.readTooLarge(
    `The related lists (one-to-many fields) of this read hold more than the ${limits.max_cells} values ` +
      `this project answers at once (read_limits.max_cells): ask for fewer rows or fewer nested fields`,
  );
}

/**
 * Values a read has fetched so far (rows × columns per level), checked after each fetch: related
 * lists are read level by level, and one that brings too many rows stops the read there.
 */
export class FetchBudget {
  private left: number;
  constructor(readonly limits: ReadLimits) {
    this.left = limits.max_cells;
  }

  spend(rows: number, columns: number): void {
    this.left -= rows * columns;
    if (this.left < 0) throw tooManyRelatedValues(this.limits);
  }
}

/** Output fields of a selection tree, every level counted. */
export function columnsOf(sel: Selection): number {
  let n = 0;
  for (const o of sel.out) n += 1 + (o.kind === 'm2o' || o.kind === 'o2m' ? columnsOf(o.sel) : 0);
  return n;
}

const listsBelow = new WeakMap<Selection, boolean>();
/** Some level of the tree holds a related list: one row may then carry many rows. */
export function hasRelatedLists(sel: Selection): boolean {
  let v = listsBelow.get(sel);
  if (v === undefined) {
    v = sel.out.some((o) => o.kind === 'o2m' || (o.kind === 'm2o' && hasRelatedLists(o.sel)));
    listsBelow.set(sel, v);
  }
  return v;
}

type Row = Record<string, unknown>;

/**
 * Values of hydrated rows as they will be written out, related objects counted each time they
 * appear (the answer repeats a shared related item under every row that points at it). Levels
 * without related lists below count their columns without being walked. Stops past `max`.
 */
export function outputCells(sel: Selection, rows: Row[], max: number): number {
  const memo = new WeakMap<object, number>();
  const wide = new WeakMap<Selection, number>();
  const flat = (s: Selection) => {
    let n = wide.get(s);
    if (n === undefined) wide.set(s, (n = columnsOf(s)));
    return n;
  };
  const rowCells = (s: Selection, row: Row): number => {
    if (!hasRelatedLists(s)) return flat(s);
    const seen = memo.get(row);
    if (seen !== undefined) return seen;
    let n = 0;
    for (const o of s.out as OutField[]) {
      n += 1;
      const v = row[o.name];
      if (o.kind === 'm2o' && v && typeof v === 'object') n += rowCells(o.sel, v as Row);
      else if (o.kind === 'o2m' && Array.isArray(v)) {
        for (const child of v as Row[]) {
          n += rowCells(o.sel, child);
          if (n > max) break;
        }
      }
      if (n > max) break;
    }
    memo.set(row, n);
    return n;
  };
  let total = 0;
  for (const row of rows) {
    total += rowCells(sel, row);
    if (total > max) break;
  }
  return total;
}
