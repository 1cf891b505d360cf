import { recordActivities } from '../activity/record-batch';
import { isLogged, type RecordOptions } from '../activity/record';
import type { ItemsCore } from './core';
import { finishCreate, insertPrepared, prepareCreate, readNextSort, type PreparedCreate } from './create';

/**
 * A POST of an array (and an import's batch): every item takes the steps of a create — payload
 * check, the write decision, validation, nested relations, webhooks — but the activity and
 * revision rows of the whole batch are written as multi-row inserts (activity/record-batch.ts)
 * instead of two statements per item. Collections whose behaviour reads or writes around each
 * create (normalise, beforeWrite, afterWrite, rules with facts) take `createOne` per item, so
 * each item sees the ones before it exactly as before.
 */

type Row = Record<string, unknown>;

function batchable(svc: ItemsCore, payloads: unknown[]): boolean {
  const b = svc.behaviour;
  if (payloads.length < 2 || b.normalise || b.beforeWrite || b.afterWrite || b.rules?.facts) return false;
  const sort = svc.collection.sortField;
  // A batch numbers missing sort values itself: only when no item brings its own.
  return !sort || payloads.every((p) => !p || typeof p !== 'object' || (p as Row)[sort] == null);
}

/** Creates the items in order (inside the caller's transaction); their keys in the same order. */
export async function createMany(svc: ItemsCore, payloads: unknown[]): Promise<unknown[]> {
  if (!batchable(svc, payloads)) {
    const keys: unknown[] = [];
    for (const p of payloads) keys.push(await svc.createOne(p));
    return keys;
  }
  let sort: number | null = null;
  const nextSort = async () => (sort = sort === null ? await readNextSort(svc) : sort + 1);
  const prepared: PreparedCreate[] = [];
  for (const p of payloads) prepared.push(await prepareCreate(svc, p, null, nextSort));
  const written: { key: unknown; row: Row }[] = [];
  for (const p of prepared) written.push(await insertPrepared(svc, p));
  const c = svc.collection;
  const logged = !svc.ctx.activitySkip && isLogged(c.collection);
  const activities = logged
    ? await recordActivities(
        svc.knex,
        written.map(({ key, row }, i): RecordOptions => ({
          action: svc.behaviour.createAction ?? 'create',
          collection: c,
          item: key,
          actor: svc.ctx.actor,
          comment: svc.ctx.comment,
          data: row,
          delta: prepared[i]!.values,
          parent: null,
        })),
      )
    : written.map(() => null);
  for (let i = 0; i < prepared.length; i++) {
    const { key, row } = written[i]!;
    await finishCreate(svc, prepared[i]!, key, row, activities[i]!, null, {});
  }
  return written.map((w) => w.key);
}
