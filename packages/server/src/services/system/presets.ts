import { errors } from '../../errors';
import type { ItemsHandle } from '../items/behaviour';
import type { ItemsService } from '../items/service';
import { currentRow } from './common';
import { ADMIN_ONLY, isSet } from './behaviour/presets';

/** Deleting: role and global presets are for admins only (`403/10`). */
export async function assertPresetsDeletable(svc: ItemsHandle, keys: unknown[]): Promise<void> {
  const acc = svc.ctx.accountability;
  if (acc.admin) return;
  for (const key of keys) {
    const row = await currentRow(svc, key);
    if (row && (isSet(row.role) || !isSet(row.user))) {
      throw errors.forbidden(isSet(row.role) ? 'Only administrators can delete role presets' : ADMIN_ONLY);
    }
  }
}

/** `DELETE /collection_presets/{ids}`: all of them in one transaction, once each may go. */
export async function deletePresets(svc: ItemsService, keys: unknown[]): Promise<void> {
  await svc.transaction(async (tx) => {
    await assertPresetsDeletable(tx, keys);
    for (const k of keys) await tx.deleteOne(k);
  });
}
