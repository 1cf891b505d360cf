import { errors } from '../../../errors';
import { str } from '../../permissions/authorize-write';
import type { CollectionBehaviour } from '../../items/behaviour';
import { currentRow, type Row } from '../common';

/**
 * `directus_collection_presets` (api.md §5.11, product.md §3/§6): personal presets (`user` set),
 * role presets (`role` set) and global ones (neither). Only admins write role or global presets;
 * other users write their own personal presets only.
 */

export const ADMIN_ONLY = 'Only administrators can write role or global presets';
export const isSet = (v: unknown) => v !== null && v !== undefined && v !== '';
const same = (a: unknown, b: unknown) => String(a) === String(b);

export const presets: CollectionBehaviour = {
  // A personal preset is its user's own (the `mine` level).
  rules: { ownedBy: (row, user) => str(row.user) === str(user) },
  // Before the write decision: a non-admin's preset is their own (`user` filled in); role and
  // global presets are refused here, reading the stored row only.
  async normalise(action, payload, svc, key) {
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
};
