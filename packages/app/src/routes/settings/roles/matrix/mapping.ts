/**
 * The permission matrix's state and its mapping to `/permissions` rows (api.md §5.12, §7.1): one
 * cell per collection and scope (the global row, or one per status plus `$create` for a status
 * collection). Pure: the screen turns a change into a {@link Plan} of POST/PATCH/DELETE calls.
 */
import type { Permission } from '@atrium/sdk';

export const LEVELS = ['none', 'mine', 'role', 'full'] as const;
export type Level = (typeof LEVELS)[number];
export const ACTIONS = ['create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];
export const COMMENT_LEVELS = ['none', 'read', 'create', 'update', 'full'] as const;
export type CommentLevel = (typeof COMMENT_LEVELS)[number];
/** Stored values of `explain` (the server compares them with the write's action). */
export const EXPLAIN_LEVELS = ['none', 'create', 'update', 'always'] as const;
export type ExplainLevel = (typeof EXPLAIN_LEVELS)[number];

/** The pseudo status of the new-item form's permission (app-only, not enforced by the server). */
export const CREATE_SCOPE = '$create';

/** One row of the matrix: a collection's global row (`status` null) or one status of it. */
export interface Cell {
  id?: number;
  collection: string;
  status: string | null;
  create: Level;
  read: Level;
  update: Level;
  delete: Level;
  comment: CommentLevel;
  explain: ExplainLevel;
  read_field_blacklist: string[];
  write_field_blacklist: string[];
  status_blacklist: string[];
}

/** Every stored cell of a role, keyed by {@link cellKey}. */
export type MatrixState = Record<string, Cell>;

export const cellKey = (collection: string, status: string | null) => `${collection}\u0000${status ?? ''}`;

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** Blacklists arrive as arrays (or CSV from older rows); the matrix keeps sorted arrays. */
function list(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return [...new Set(parts.map((v) => String(v).trim()).filter(Boolean))].sort();
}

/** A cell with nothing granted (what a missing row means). */
export function emptyCell(collection: string, status: string | null): Cell {
  return {
    collection,
    status,
    create: 'none',
    read: 'none',
    update: 'none',
    delete: 'none',
    comment: 'none',
    explain: 'none',
    read_field_blacklist: [],
    write_field_blacklist: [],
    status_blacklist: [],
  };
}

/** A stored row as a cell (unknown or empty levels read as none). */
export function rowToCell(row: Permission): Cell {
  return {
    id: row.id,
    collection: row.collection,
    status: row.status || null,
    create: oneOf(LEVELS, row.create, 'none'),
    read: oneOf(LEVELS, row.read, 'none'),
    update: oneOf(LEVELS, row.update, 'none'),
    delete: oneOf(LEVELS, row.delete, 'none'),
    comment: oneOf(COMMENT_LEVELS, row.comment === 'write' ? 'update' : row.comment, 'none'),
    explain: oneOf(EXPLAIN_LEVELS, row.explain, 'none'),
    read_field_blacklist: list(row.read_field_blacklist),
    write_field_blacklist: list(row.write_field_blacklist),
    status_blacklist: list(row.status_blacklist),
  };
}

/** A role's rows as matrix state. */
export function toMatrix(rows: Permission[]): MatrixState {
  const out: MatrixState = {};
  for (const row of rows) {
    const cell = rowToCell(row);
    out[cellKey(cell.collection, cell.status)] = cell;
  }
  return out;
}

/**
 * The scopes a collection shows: its statuses then `$create` for a status collection, else the
 * global row alone.
 */
export function scopesOf(statuses: string[] | null, withGlobal = false): (string | null)[] {
  if (!statuses || !statuses.length) return [null];
  // A global row of a status collection still applies until status rows exist: it stays editable.
  return [...(withGlobal ? [null] : []), ...statuses, CREATE_SCOPE];
}

/** The cell of a scope: the stored one, or an empty one. */
export const cellOf = (state: MatrixState, collection: string, status: string | null): Cell =>
  state[cellKey(collection, status)] ?? emptyCell(collection, status);

/** Nothing granted and nothing blacklisted: the same as having no row. */
export function isEmpty(cell: Cell): boolean {
  return (
    ACTIONS.every((a) => cell[a] === 'none') &&
    cell.comment === 'none' &&
    cell.explain === 'none' &&
    !cell.read_field_blacklist.length &&
    !cell.write_field_blacklist.length &&
    !cell.status_blacklist.length
  );
}

export type CellPatch = Partial<Omit<Cell, 'id' | 'collection' | 'status'>>;

/** One requested change: a scope of a collection and the values it takes. */
export interface Change {
  collection: string;
  status: string | null;
  patch: CellPatch;
}

/** The calls that apply a set of changes. */
export interface Plan {
  create: Permission[];
  update: (Partial<Permission> & { id: number })[];
  remove: number[];
}

const FIELDS = [
  ...ACTIONS,
  'comment',
  'explain',
  'read_field_blacklist',
  'write_field_blacklist',
  'status_blacklist',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A cell as the row the server stores (blacklists as arrays). */
function cellToRow(cell: Cell, role: number): Permission {
  return {
    collection: cell.collection,
    role,
    status: cell.status,
    create: cell.create,
    read: cell.read,
    update: cell.update,
    delete: cell.delete,
    comment: cell.comment,
    explain: cell.explain,
    read_field_blacklist: cell.read_field_blacklist,
    write_field_blacklist: cell.write_field_blacklist,
    status_blacklist: cell.status_blacklist,
  };
}

/**
 * The calls that apply `changes` to `state`: a new cell with something granted is created; a
 * stored one is patched with only the keys that change; a stored one that ends up granting
 * nothing is deleted (no row means none). Changes that change nothing plan nothing.
 */
export function planChanges(state: MatrixState, role: number, changes: Change[]): Plan {
  const next = new Map<string, Cell>();
  for (const { collection, status, patch } of changes) {
    const key = cellKey(collection, status);
    const base = next.get(key) ?? cellOf(state, collection, status);
    const merged: Cell = { ...base, ...patch };
    for (const f of ['read_field_blacklist', 'write_field_blacklist', 'status_blacklist'] as const)
      merged[f] = list(merged[f]);
    next.set(key, merged);
  }
  const plan: Plan = { create: [], update: [], remove: [] };
  for (const [key, cell] of next) {
    const before = state[key];
    if (!before) {
      if (!isEmpty(cell)) plan.create.push(cellToRow(cell, role));
      continue;
    }
    if (isEmpty(cell)) {
      if (before.id !== undefined) plan.remove.push(before.id);
      continue;
    }
    const diff: Partial<Permission> = {};
    for (const f of FIELDS) if (!same(before[f], cell[f])) Object.assign(diff, { [f]: cell[f] });
    if (Object.keys(diff).length && before.id !== undefined) plan.update.push({ id: before.id, ...diff });
  }
  return plan;
}

/** Whether a plan calls the server at all. */
export const isNoop = (plan: Plan) => !plan.create.length && !plan.update.length && !plan.remove.length;

/** The state after a plan succeeded (rows created by the server come back with their ids). */
export function applyRows(
  state: MatrixState,
  created: Permission[],
  plan: Plan,
  changes: Change[],
): MatrixState {
  const out = { ...state };
  for (const { collection, status, patch } of changes) {
    const key = cellKey(collection, status);
    const base = out[key];
    if (base) out[key] = { ...base, ...patch };
  }
  for (const id of plan.remove) {
    const key = Object.keys(out).find((k) => out[k]!.id === id);
    if (key) delete out[key];
  }
  for (const row of created) out[cellKey(row.collection, row.status || null)] = rowToCell(row);
  return out;
}

/** Whether a collection has rows of its own per status (then its global row no longer applies). */
export function hasStatusRows(state: MatrixState, collection: string): boolean {
  return Object.values(state).some((c) => c.collection === collection && c.status !== null);
}

/**
 * The cell that governs a scope, as the server decides (api.md §7.1): a status collection's global
 * row applies to every status until it has rows per status; `$create` falls back to the global row.
 */
export function effectiveCell(state: MatrixState, collection: string, scope: string | null): Cell {
  if (scope === null) return cellOf(state, collection, null);
  const own = state[cellKey(collection, scope)];
  if (own) return own;
  if (scope === CREATE_SCOPE || !hasStatusRows(state, collection)) return cellOf(state, collection, null);
  return emptyCell(collection, scope);
}

/**
 * The level shown for a collection's action across its scopes (the collapsed row): what the role
 * can do, the common level, or `'mixed'` when statuses differ (`$create` only counts for create).
 */
export function summary(
  state: MatrixState,
  collection: string,
  statuses: string[] | null,
  action: Action,
): Level | 'mixed' {
  const scopes = scopesOf(statuses).filter((s) => action === 'create' || s !== CREATE_SCOPE);
  const levels = new Set(scopes.map((s) => effectiveCell(state, collection, s)[action]));
  return levels.size === 1 ? [...levels][0]! : 'mixed';
}

/** The levels a collection can use: "own items" and "role's items" need an owner field. */
export const levelsFor = (owned: boolean): readonly Level[] => (owned ? LEVELS : ['none', 'full']);

/** The next level when a cell is clicked: none → mine → role → full → none (of the usable ones). */
export const nextLevel = (level: Level | 'mixed', levels: readonly Level[] = LEVELS): Level =>
  level === 'mixed' || !levels.includes(level)
    ? 'full'
    : levels[(levels.indexOf(level) + 1) % levels.length]!;

/**
 * Changes that set `actions` to `level` on every scope of the given collections (the set-all
 * shortcuts of a row, a column or the whole matrix). `$create` only takes the create level.
 */
export function setAll(
  collections: { collection: string; statuses: string[] | null; owned?: boolean }[],
  actions: readonly Action[],
  level: Level,
  state?: MatrixState,
): Change[] {
  const out: Change[] = [];
  for (const { collection, statuses, owned } of collections) {
    // A level the collection can't use (no owner field) is left out rather than stored to fail.
    if (owned === false && !levelsFor(false).includes(level)) continue;
    // A status collection governed by its global row alone: that row changes.
    const global = !!state?.[cellKey(collection, null)] && !hasStatusRows(state, collection);
    const scopes = global ? [null] : scopesOf(statuses);
    for (const status of scopes) {
      const own = status === CREATE_SCOPE ? actions.filter((a) => a === 'create') : actions;
      if (!own.length) continue;
      out.push({ collection, status, patch: Object.fromEntries(own.map((a) => [a, level])) });
    }
  }
  return out;
}
