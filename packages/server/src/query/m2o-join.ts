import type { Knex } from 'knex';
import type { OutField, Selection } from './ast';
import type { SqlContext } from './compile-sql';

/**
 * SQLite: many-to-one relations of the root level read in the root statement, by a LEFT JOIN on
 * the target's primary key, instead of a second statement with an `IN (…)` list of every key of
 * the page. A join on a primary key never adds or removes a root row, so paging, sorting and
 * counts are unchanged; the joined columns are split off each row before anything else sees it
 * (the root rows stay exactly the selected columns). On SQLite the join costs about a third of
 * the separate statement (binding 100 keys, a second round through the pool).
 *
 * Only relations read without conditions join: the related selection has no row filter (the
 * caller may read every row) and its collection no soft-deleted statuses. Others, and every
 * deeper level, are fetched by `hydrate` as before.
 */

type M2o = Extract<OutField, { kind: 'm2o' }>;
type Row = Record<string, unknown>;

export interface M2oJoin {
  o: M2o;
  alias: string;
}

/** The root's many-to-one relations that join (empty off SQLite). */
export function m2oJoins(ctx: SqlContext, sel: Selection): M2oJoin[] {
  if (ctx.dialect !== 'sqlite') return [];
  const joins: M2oJoin[] = [];
  for (const o of sel.out) {
    if (o.kind !== 'm2o' || o.sel.rowFilter) continue;
    const target = o.sel.collection;
    if (target.statusField && target.softDeleteStatuses.length > 0) continue;
    if (!sel.columns.includes(o.field.field)) continue;
    joins.push({ o, alias: `m${joins.length}` });
  }
  return joins;
}

/** Adds the joins and their columns (after the root's) to a root query whose table is `alias`. */
export function addM2oJoins(qb: Knex.QueryBuilder, alias: string, joins: M2oJoin[]): void {
  for (const { o, alias: j } of joins) {
    const target = o.sel.collection;
    qb.leftJoin({ [j]: target.collection }, `${j}.${target.primaryKey}`, `${alias}.${o.field.field}`);
    qb.select(o.sel.columns.map((c) => `${j}.${c}`));
  }
}

/**
 * Splits rows fetched as arrays (root columns first, then each join's) into the root rows and, per
 * relation, its distinct related rows by primary key (as `String(key)`, as hydrate looks them up).
 */
export function splitJoinedRows(
  arrays: unknown[][],
  rootColumns: string[],
  joins: M2oJoin[],
): { rows: Row[]; related: Map<M2o, Map<string, Row>> } {
  const n = rootColumns.length;
  const rows: Row[] = new Array(arrays.length);
  const related = new Map<M2o, Map<string, Row>>();
  const maps = joins.map(({ o }) => {
    const map = new Map<string, Row>();
    related.set(o, map);
    return map;
  });
  const pkAt = joins.map(({ o }) => o.sel.columns.indexOf(o.sel.collection.primaryKey));
  for (let i = 0; i < arrays.length; i++) {
    const a = arrays[i]!;
    const row: Row = {};
    for (let k = 0; k < n; k++) row[rootColumns[k]!] = a[k];
    rows[i] = row;
    let at = n;
    for (let j = 0; j < joins.length; j++) {
      const sel = joins[j]!.o.sel;
      const cols = sel.columns;
      const key = a[at + pkAt[j]!];
      // Like the separate fetch, an empty key relates to nothing.
      if (key !== null && key !== undefined && key !== '') {
        const id = String(key);
        const map = maps[j]!;
        if (!map.has(id)) {
          const sub: Row = {};
          for (let k = 0; k < cols.length; k++) sub[cols[k]!] = a[at + k];
          map.set(id, sub);
        }
      }
      at += cols.length;
    }
  }
  return { rows, related };
}
