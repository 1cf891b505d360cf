/**
 * A plain in-memory evaluator of the filter language (api.md §4.2) over flat rows, used to
 * compute expectations. SQL semantics: a comparison with NULL is false; LIKE is case-insensitive.
 */

export type Value = string | number | boolean | null;
export type Row = Record<string, Value>;

export interface Cond {
  field: string;
  op: string;
  value: unknown;
  or: boolean;
}

const list = (v: unknown): string[] =>
  Array.isArray(v)
    ? v.map(String)
    : String(v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');

function cmp(a: Value, b: string): number {
  if (typeof a === 'number') return a - Number(b);
  if (typeof a === 'boolean') return Number(a) - (b === 'true' || b === '1' ? 1 : 0);
  const s = String(a);
  return s < b ? -1 : s > b ? 1 : 0;
}

function eq(a: Value, b: string): boolean {
  if (a === null) return false;
  return cmp(a, b) === 0;
}

export function matchCond(row: Row, c: Cond, textFields: Set<string>): boolean {
  const v = row[c.field] ?? null;
  const raw = c.value;
  switch (c.op) {
    case 'eq':
      return eq(v, String(raw));
    case 'neq':
      return v !== null && !eq(v, String(raw));
    case 'lt':
      return v !== null && cmp(v, String(raw)) < 0;
    case 'lte':
      return v !== null && cmp(v, String(raw)) <= 0;
    case 'gt':
      return v !== null && cmp(v, String(raw)) > 0;
    case 'gte':
      return v !== null && cmp(v, String(raw)) >= 0;
    case 'in':
      return v !== null && list(raw).some((x) => eq(v, x));
    case 'nin': {
      const l = list(raw);
      if (l.length === 0) return true;
      return v !== null && !l.some((x) => eq(v, x));
    }
    case 'null':
      return v === null;
    case 'nnull':
      return v !== null;
    case 'contains':
      if (String(raw) === '') return true;
      return v !== null && String(v).toLowerCase().includes(String(raw).toLowerCase());
    case 'ncontains':
      if (String(raw) === '') return true;
      return v !== null && !String(v).toLowerCase().includes(String(raw).toLowerCase());
    case 'between':
    case 'nbetween': {
      const l = list(raw);
      const inside = v !== null && cmp(v, l[0]!) >= 0 && cmp(v, l[l.length - 1]!) <= 0;
      return c.op === 'between' ? inside : v !== null && !inside;
    }
    case 'empty':
      return v === null || (textFields.has(c.field) && v === '');
    case 'nempty':
      return v !== null && !(textFields.has(c.field) && v === '');
  }
  throw new Error(`operator ${c.op} not modelled`);
}

/** The flat sequence: AND binds tighter than OR (api.md §4.2). */
export function matchSequence(row: Row, seq: Cond[], textFields: Set<string>): boolean {
  if (seq.length === 0) return true;
  const groups: Cond[][] = [];
  seq.forEach((c, i) => {
    if (i === 0 || c.or) groups.push([c]);
    else groups[groups.length - 1]!.push(c);
  });
  return groups.some((g) => g.every((c) => matchCond(row, c, textFields)));
}

/** `filter[field][i][op]=value` object for a sequence, and the sequence in the order it is read back. */
export function toFilterObject(seq: Cond[]): { filter: Record<string, unknown[]>; ordered: Cond[] } {
  const filter: Record<string, Record<string, unknown>[]> = {};
  const byField = new Map<string, Cond[]>();
  for (const c of seq) {
    const entry: Record<string, unknown> = { [c.op]: c.value };
    if (c.or) entry.logical = 'or';
    (filter[c.field] ??= []).push(entry);
    const l = byField.get(c.field) ?? [];
    l.push(c);
    byField.set(c.field, l);
  }
  return { filter, ordered: [...byField.values()].flat() };
}
