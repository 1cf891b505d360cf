import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { writeExecutor } from '../../database/write-executor';
import type { CreateOptions, ItemsCore, ParentRef } from './core';
import { dbError } from './db-error';
import { prepareRow } from './payload';
import { resolveRelations, writeO2M } from './relations';
import { authorize, checkPayloadKeys, record } from './write-steps';

/** A create: normalise -> authorise -> beforeWrite -> relations, row, activity -> afterWrite. */

type Row = Record<string, unknown>;

export async function createOne(svc: ItemsCore, input: unknown, opts: CreateOptions = {}): Promise<unknown> {
  const { behaviour } = svc;
  let payload = checkPayloadKeys(svc, input);
  if (behaviour.normalise) payload = await behaviour.normalise('create', payload, svc);
  const c = svc.collection;
  const parent = opts.parent ?? null;
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
    nextSort: async () => {
      const r = (await svc.knex(c.collection).max({ m: c.sortField! }).first()) as Row | undefined;
      return Number(r?.m ?? 0) + 1;
    },
  });
  const { key, row: stored } = await writeExecutor(svc.knex)
    .insertReturning(svc.knex, c.collection, values, c.primaryKey)
    .catch((e) => {
      throw dbError(e);
    });
  const activity = await record(svc, behaviour.createAction ?? 'create', key, parent, stored, values);
  if (pending.length) {
    await svc
      .knex(SYSTEM_COLLECTION.revisions)
      .whereIn('activity', pending)
      .update({ parent_item: String(key) });
  }
  if (activity !== null && parent && parent.item === null && opts.pendingParents)
    opts.pendingParents.push(activity);
  await writeO2M(svc, o2m, key, { collection: c.collection, item: key, changed: true });
  if (behaviour.afterWrite) await behaviour.afterWrite('create', key, svc);
  svc.remember(key, stored);
  svc.emit({ action: 'create', collection: c.collection, key, data: stored });
  return key;
}
