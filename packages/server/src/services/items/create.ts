import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { writeExecutor } from '../../database/write-executor';
import type { FieldInfo } from '../../schema/overview';
import type { CreateOptions, ItemsCore, ParentRef } from './core';
import { dbError } from './db-error';
import { prepareRow } from './payload';
import { resolveRelations, writeO2M } from './relations';
import { authorize, checkPayloadKeys, record } from './write-steps';

/** A create: normalise -> authorise -> beforeWrite -> relations, row, activity -> afterWrite. */

type Row = Record<string, unknown>;

/** A create up to its row: decided, its many-to-one items written, its column values ready. */
export interface PreparedCreate {
  values: Row;
  o2m: [FieldInfo, unknown][];
  /** Activity ids of nested creates whose revisions wait for this item's key. */
  pending: number[];
}

/** The steps of a create before its row is inserted (create-many.ts runs them for a whole batch). */
export async function prepareCreate(
  svc: ItemsCore,
  input: unknown,
  parent: ParentRef | null,
  nextSort: () => Promise<number>,
): Promise<PreparedCreate> {
  const { behaviour } = svc;
  let payload = checkPayloadKeys(svc, input);
  if (behaviour.normalise) payload = await behaviour.normalise('create', payload, svc);
  const c = svc.collection;
  await authorize(svc, 'create', null, payload, parent);
  if (behaviour.beforeWrite) payload = await behaviour.beforeWrite('create', payload, svc);
  const pending: number[] = [];
  const self: ParentRef = { collection: c.collection, item: null, changed: true };
  const { columns, o2m } = await resolveRelations(svc, payload, self, pending);
  const values = await prepareRow({
    action: 'create',
    collection: c,
    values: columns,
    user: svc.ctx.accountability.user,
    rules: behaviour.row,
    nextSort,
  });
  return { values, o2m, pending };
}

/** The next free value of the collection's sort field. */
export async function readNextSort(svc: ItemsCore): Promise<number> {
  const c = svc.collection;
  const r = (await svc.knex(c.collection).max({ m: c.sortField! }).first()) as Row | undefined;
  return Number(r?.m ?? 0) + 1;
}

/** Inserts a prepared create's row: its key and the row as stored. */
export function insertPrepared(svc: ItemsCore, p: PreparedCreate): Promise<{ key: unknown; row: Row }> {
  const c = svc.collection;
  return writeExecutor(svc.knex)
    .insertReturning(svc.knex, c.collection, p.values, c.primaryKey)
    .catch((e) => {
      throw dbError(e);
    });
}

/** The steps of a create after its row and activity: nested revisions, one-to-many lists, effects. */
export async function finishCreate(
  svc: ItemsCore,
  p: PreparedCreate,
  key: unknown,
  stored: Row,
  activity: number | null,
  parent: ParentRef | null,
  opts: CreateOptions,
): Promise<void> {
  const c = svc.collection;
  if (p.pending.length) {
    await svc
      .knex(SYSTEM_COLLECTION.revisions)
      .whereIn('activity', p.pending)
      .update({ parent_item: String(key) });
  }
  if (activity !== null && parent && parent.item === null && opts.pendingParents)
    opts.pendingParents.push(activity);
  await writeO2M(svc, p.o2m, key, { collection: c.collection, item: key, changed: true });
  if (svc.behaviour.afterWrite) await svc.behaviour.afterWrite('create', key, svc);
  svc.remember(key, stored);
  svc.emit({ action: 'create', collection: c.collection, key, data: stored });
}

export async function createOne(svc: ItemsCore, input: unknown, opts: CreateOptions = {}): Promise<unknown> {
  const parent = opts.parent ?? null;
  const p = await prepareCreate(svc, input, parent, () => readNextSort(svc));
  const { key, row: stored } = await insertPrepared(svc, p);
  const activity = await record(svc, svc.behaviour.createAction ?? 'create', key, parent, stored, p.values);
  await finishCreate(svc, p, key, stored, activity, parent, opts);
  return key;
}
