import type { Knex } from 'knex';
import type { ItemsCore } from './core';
import { dbError } from './db-error';
import { authorize, loadForWrite, record } from './write-steps';
import { moveToTrash } from '../trash/move';

/** A delete: the row (within the caller's row filter) -> authorise -> delete, activity -> afterWrite. */
export async function deleteOne(svc: ItemsCore, key: unknown): Promise<void> {
  const c = svc.collection;
  const current = await loadForWrite(svc, key);
  const pkValue = current[c.primaryKey];
  await authorize(svc, 'delete', current, {}, null);
  await moveToTrash(svc.knex, svc.ctx.schema, c, current, svc.ctx.accountability.user);
  await svc
    .knex(c.collection)
    .where(c.primaryKey, pkValue as Knex.Value)
    .delete()
    .catch((e) => {
      throw dbError(e);
    });
  await record(svc, 'delete', pkValue, null);
  if (svc.behaviour.afterWrite) await svc.behaviour.afterWrite('delete', pkValue, svc);
  svc.remember(pkValue, null);
  svc.emit({ action: 'delete', collection: c.collection, key: pkValue, data: current });
}
