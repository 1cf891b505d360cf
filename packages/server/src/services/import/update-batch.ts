import type { Knex } from 'knex';
import { dialectOf } from '../../database/dialect';
import { errors } from '../../errors';
import { applyFilter, sqlContext } from '../../query/compile-sql';
import { isLogged, type RecordOptions } from '../activity/record';
import { recordActivities } from '../activity/record-batch';
import type { ItemsService } from '../items/service';
import type { ParentRef } from '../items/core';
import { dbError } from '../items/db-error';
import { prepareRow } from '../items/payload';
import { resolveRelations, writeO2M } from '../items/relations';
import { authorize, checkPayloadKeys } from '../items/write-steps';

/**
 * The updates of an import's batch together, as the creates go through `createMany`: every item
 * takes the steps of `updateOne` — payload check, its stored row, the write decision
 * (`authorizeWrite`), validation, nested relations, webhooks — but the stored rows are read with
 * one select, the rows that set the same columns are written with one multi-row UPDATE
 * (`SET col = CASE pk WHEN ? THEN ? … ELSE col END WHERE pk IN (…)`, parameterised, the same SQL on
 * SQLite, PostgreSQL and MariaDB: the `ELSE col` gives the CASE the column's type), read back
 * with one select, and their activity and revisions go as multi-row inserts. Collections whose
 * behaviour reads or writes around each update take `updateOne` per item, as before.
 */

type Row = Record<string, unknown>;
type Key = string | number;

export interface UpdateInput {
  key: Key;
  payload: Row;
}

/** Rows a statement at most, and bound values a statement at most (below every database's limit). */
const ROWS_PER_STATEMENT = 200;
const BINDINGS_PER_STATEMENT = 20_000;

function batchable(svc: ItemsService, list: UpdateInput[]): boolean {
  const b = svc.behaviour;
  if (list.length < 2 || b.normalise || b.beforeWrite || b.afterWrite || b.rules?.facts) return false;
  return new Set(list.map((u) => String(u.key))).size === list.length;
}

/** The stored rows of the keys, within the caller's row filter (locked where the database locks rows). */
async function storedRows(svc: ItemsService, keys: Key[]): Promise<Map<string, Row>> {
  const { primaryKey: pk, collection: table } = svc.collection;
  const out = new Map<string, Row>();
  const { rowFilter } = svc.ctx.access.read(svc.collection);
  for (let i = 0; i < keys.length; i += ROWS_PER_STATEMENT) {
    const qb = svc
      .knex({ t0: table })
      .select('t0.*')
      .whereIn(`t0.${pk}`, keys.slice(i, i + ROWS_PER_STATEMENT));
    if (rowFilter) applyFilter(qb, rowFilter, 't0', sqlContext(svc.knex, svc.ctx.schema));
    if (svc.knex.isTransaction && dialectOf(svc.knex) !== 'sqlite') qb.forUpdate();
    for (const r of (await qb) as Row[]) out.set(String(r[pk]), r);
  }
  return out;
}

/** The rows as stored after the write, by key. */
async function reread(knex: Knex, table: string, pk: string, keys: Key[]): Promise<Map<string, Row>> {
  const out = new Map<string, Row>();
  for (let i = 0; i < keys.length; i += ROWS_PER_STATEMENT) {
    const rows = (await knex(table)
      .select('*')
      .whereIn(pk, keys.slice(i, i + ROWS_PER_STATEMENT))) as Row[];
    for (const r of rows) out.set(String(r[pk]), r);
  }
  return out;
}

/** One multi-row UPDATE per run of rows that set the same columns. */
async function writeColumns(knex: Knex, table: string, pk: string, rows: { key: Key; values: Row }[]) {
  const groups = new Map<string, { key: Key; values: Row }[]>();
  for (const r of rows) {
    const names = Object.keys(r.values).sort().join('\0');
    if (names === '') continue;
    const g = groups.get(names);
    if (g) g.push(r);
    else groups.set(names, [r]);
  }
  for (const [names, group] of groups) {
    const columns = names.split('\0');
    const size = Math.max(
      1,
      Math.min(ROWS_PER_STATEMENT, Math.floor(BINDINGS_PER_STATEMENT / (2 * columns.length + 1))),
    );
    for (let i = 0; i < group.length; i += size) {
      const part = group.slice(i, i + size);
      const whens = part.map(() => 'when ? then ?').join(' ');
      const set: Record<string, Knex.Raw> = {};
      for (const col of columns) {
        const bindings: Knex.RawBinding[] = [pk];
        for (const r of part) bindings.push(r.key, r.values[col] as Knex.RawBinding);
        bindings.push(col);
        set[col] = knex.raw(`case ?? ${whens} else ?? end`, bindings);
      }
      await knex(table)
        .whereIn(
          pk,
          part.map((r) => r.key),
        )
        .update(set)
        .catch((e) => {
          throw dbError(e);
        });
    }
  }
}

/**
 * Updates the items in order (inside the caller's transaction; each key once). Any refusal is
 * thrown as by `updateOne`: the caller's savepoint undoes the whole run.
 */
export async function updateItems(svc: ItemsService, list: UpdateInput[]): Promise<void> {
  if (!batchable(svc, list)) {
    for (const u of list) await svc.updateOne(u.key, u.payload);
    return;
  }
  const c = svc.collection;
  const pk = c.primaryKey;
  const keys: Key[] = [];
  for (const u of list) {
    const k = svc.castKey(u.key);
    if (k === null) throw errors.itemNotFound();
    keys.push(k);
  }
  const current = await storedRows(svc, keys);
  const prepared: {
    key: Key;
    values: Row;
    delta: Row;
    o2m: Awaited<ReturnType<typeof resolveRelations>>['o2m'];
    action: 'update' | 'soft-delete';
  }[] = [];
  for (const [i, u] of list.entries()) {
    const payload = checkPayloadKeys(svc, u.payload);
    const row = current.get(String(keys[i]));
    if (!row) throw errors.itemNotFound();
    const key = row[pk] as Key;
    await authorize(svc, 'update', row, payload, null);
    const sf = c.statusField;
    const newStatus = sf && sf in payload ? payload[sf] : undefined;
    const softDelete =
      newStatus !== undefined &&
      String(newStatus) !== String(row[sf!]) &&
      c.softDeleteStatuses.includes(String(newStatus));
    const self: ParentRef = { collection: c.collection, item: key, changed: false };
    const { columns, o2m } = await resolveRelations(svc, payload, self, []);
    delete columns[pk];
    const values = await prepareRow({
      action: 'update',
      collection: c,
      values: columns,
      user: svc.ctx.accountability.user,
      rules: svc.behaviour.row,
      current: row,
    });
    const delta = Object.fromEntries(Object.entries(values).filter(([k]) => k in payload));
    prepared.push({ key, values, delta, o2m, action: softDelete ? 'soft-delete' : 'update' });
  }
  await writeColumns(svc.knex, c.collection, pk, prepared);
  const stored = await reread(
    svc.knex,
    c.collection,
    pk,
    prepared.map((p) => p.key),
  );
  const rows = prepared.map((p) => {
    const row = stored.get(String(p.key));
    if (!row) throw errors.itemNotFound();
    return row;
  });
  if (!svc.ctx.activitySkip && isLogged(c.collection)) {
    await recordActivities(
      svc.knex,
      prepared.map((p, i): RecordOptions => ({
        action: p.action,
        collection: c,
        item: p.key,
        actor: svc.ctx.actor,
        comment: svc.ctx.comment,
        data: rows[i],
        delta: p.delta,
        parent: null,
      })),
    );
  }
  for (const [i, p] of prepared.entries()) {
    await writeO2M(svc, p.o2m, p.key, {
      collection: c.collection,
      item: p.key,
      changed: Object.keys(p.delta).length > 0,
    });
    svc.remember(p.key, rows[i]!);
    svc.emit({ action: 'update', collection: c.collection, key: p.key, data: { ...p.values, [pk]: p.key } });
  }
}
