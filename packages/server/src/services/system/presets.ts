import { errors } from '../../errors';
import type { ItemsHandle } from '../items/behaviour';
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
