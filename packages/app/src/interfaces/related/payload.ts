/**
 * What one-to-many shaped interfaces (one-to-many, many-to-many, checkboxes-relational,
 * translation) emit (app-catalogue §1 Relational, §8 pitfall 4): only changes against the saved
 * rows. An edit is `{pk, ...diff}`, a new row has no primary key, a removal is `{pk, $delete: true}`
 * (or, for a one-to-many that nullifies, `{pk, <fk>: null}`), and nothing carries a `$temp_` key.
 *
 * The field's value is either its saved rows (nothing staged) or such a payload; the rows on screen
 * are the saved rows with the payload applied ({@link workingRows}).
 */
import { sameValue } from '../../form/staging';

export type Row = Record<string, unknown>;
export type Key = string | number;

export const isRow = (value: unknown): value is Row =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The primary key of a row or of a bare key value. */
export function keyOf(value: unknown, pk: string): Key | null {
  const key = isRow(value) ? value[pk] : value;
  return typeof key === 'string' || typeof key === 'number' ? key : null;
}

const sameKey = (a: unknown, b: unknown) => a !== null && a !== undefined && String(a) === String(b);

/** The saved rows of a field value: objects (a bare key becomes `{pk: key}`). */
export function savedRows(saved: unknown, pk: string): Row[] {
  if (!Array.isArray(saved)) return [];
  return saved.filter((r) => r !== null && r !== undefined).map((r) => (isRow(r) ? r : { [pk]: r }));
}

/** The staged payload: the value when it is not the saved value, else nothing. */
export function stagedPayload(value: unknown, saved: unknown): Row[] {
  if (!Array.isArray(value) || sameValue(value, saved)) return [];
  return value.filter(isRow);
}

/** `diff` over `row`, nested objects merged (an edited related item inside a junction row). */
export function mergeDeep(row: Row, diff: Row): Row {
  const out: Row = { ...row };
  for (const [k, v] of Object.entries(diff)) {
    if (k === '$delete') continue;
    out[k] = isRow(v) && isRow(out[k]) ? mergeDeep(out[k] as Row, v) : v;
  }
  return out;
}

export type RowStatus = 'saved' | 'edited' | 'linked' | 'new';

export interface WorkingRow {
  /** A stable React key. */
  id: string;
  /** Primary key; `null` for a row still to be created. */
  key: Key | null;
  /** What to show: the saved row with its staged changes. */
  row: Row;
  status: RowStatus;
  /** Index of its payload entry, if it has one. */
  entry: number | null;
}

/** How a removal is expressed. */
export type Removal = { kind: 'delete' } | { kind: 'nullify'; field: string };

/** True when a payload entry removes its row. */
export function isRemoval(entry: Row, removal: Removal): boolean {
  if (entry.$delete) return true;
  return removal.kind === 'nullify' && removal.field in entry && entry[removal.field] === null;
}

/**
 * The rows on screen: saved rows (edited ones merged with their diff, removed ones dropped), then
 * the rows the payload links (existing, `linked`) or creates (`new`), in payload order.
 */
export function workingRows(saved: Row[], payload: Row[], pk: string, removal: Removal): WorkingRow[] {
  const out: WorkingRow[] = [];
  const used = new Set<number>();
  for (const row of saved) {
    const key = keyOf(row, pk);
    const index = payload.findIndex((e) => sameKey(e[pk], key));
    if (index >= 0) {
      used.add(index);
      if (isRemoval(payload[index]!, removal)) continue;
      out.push({ id: `s:${key}`, key, row: mergeDeep(row, payload[index]!), status: 'edited', entry: index });
    } else out.push({ id: `s:${key}`, key, row, status: 'saved', entry: null });
  }
  payload.forEach((entry, index) => {
    if (used.has(index) || isRemoval(entry, removal)) return;
    const key = keyOf(entry, pk);
    out.push(
      key === null
        ? { id: `n:${index}`, key: null, row: entry, status: 'new', entry: index }
        : { id: `l:${key}`, key, row: entry, status: 'linked', entry: index },
    );
  });
  return out;
}

/** Stages `diff` for the row with key `key` (merged into its entry when it has one). */
export function withEdit(payload: Row[], pk: string, key: Key, diff: Row): Row[] {
  const index = payload.findIndex((e) => sameKey(e[pk], key));
  if (index < 0) return [...payload, { [pk]: key, ...diff }];
  return payload.map((e, i) => (i === index ? mergeDeep(e, diff) : e));
}

/** Replaces the values of a row still to be created. */
export function withEntry(payload: Row[], index: number, values: Row): Row[] {
  return payload.map((e, i) => (i === index ? values : e));
}

/** Removes a row: new or linked rows leave the payload; saved rows get a removal entry. */
export function withRemoval(payload: Row[], target: WorkingRow, pk: string, removal: Removal): Row[] {
  if (target.status === 'new' || target.status === 'linked')
    return payload.filter((_, i) => i !== target.entry);
  const entry: Row =
    removal.kind === 'delete'
      ? { [pk]: target.key, $delete: true }
      : { [pk]: target.key, [removal.field]: null };
  if (target.entry === null) return [...payload, entry];
  return payload.map((e, i) => (i === target.entry ? entry : e));
}

/** Drops the removal entry of a saved row (checking it again restores it). */
export function withRestore(payload: Row[], pk: string, key: Key): Row[] {
  return payload.filter((e) => !(sameKey(e[pk], key) && e.$delete));
}

/** Strips keys the server must never see (`$temp_…`), at any depth. */
export function cleanPayload(payload: Row[]): Row[] {
  const clean = (row: Row): Row =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !k.startsWith('$temp'))
        .map(([k, v]) => [k, isRow(v) ? clean(v) : v]),
    );
  return payload.map(clean);
}

/**
 * The value to stage: the payload, or the saved value itself when nothing is left to change (so
 * the form sees the field as untouched).
 */
export function valueToStage(payload: Row[], saved: unknown): unknown {
  const clean = cleanPayload(payload);
  return clean.length > 0 ? clean : (saved ?? null);
}
