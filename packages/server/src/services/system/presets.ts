import { errors } from '../../errors';
import type { ItemsService } from '../items/service';
import { registerCollectionHooks } from '../items/service';
import { currentRow, type Row } from './common';

/**
 * `directus_collection_presets` (api.md §5.11, product.md §3/§6): personal presets (`user` set),
 * role presets (`role` set) and global ones (neither). Only admins write role or global presets;
 * other users write their own personal presets only.
 */

const ADMIN_ONLY = 'Only administrators can write role or global presets';
const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';
const same = (a: unknown, b: unknown) => String(a) === String(b);

registerCollectionHooks('directus_collection_presets', {
  // Before the write decision: a non-admin's preset is their own (`user` filled in); role and
  // global presets are refused here, reading the stored row only.
  async preparePayload(action, payload, svc, key) {
    const acc = svc.ctx.accountability;
    if (acc.admin) return payload;
    const out: Row = { ...payload };
    if (isSet(payload.role)) throw errors.forbidden(ADMIN_ONLY);
    if (action === 'create') {
      if (!('user' in payload)) out.user = acc.user;
      else if (!isSet(payload.user) || !same(payload.user, acc.user)) throw errors.forbidden(ADMIN_ONLY);
      return out;
    }
    const current = await currentRow(svc, key);
    if (current && (!isSet(current.user) || !same(current.user, acc.user) || isSet(current.role))) {
      throw errors.forbidden(ADMIN_ONLY);
    }
    if ('user' in payload && (!isSet(payload.user) || !same(payload.user, acc.user))) {
      throw errors.forbidden(ADMIN_ONLY);
    }
    return out;
  },
});

/** Deleting: role and global presets are for admins only (`403/10`). */
export async function assertPresetsDeletable(svc: ItemsService, keys: unknown[]): Promise<void> {
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
