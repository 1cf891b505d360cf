import { SYSTEM_COLLECTION } from '../../../schema/system-collections';
import type { CollectionBehaviour } from '../../items/behaviour';
import { invalid, oneOf, type Row } from '../common';

/** `directus_permissions` (api.md §5.12, §7.1): levels are checked, the role must exist. */

const LEVELS = ['none', 'mine', 'role', 'full'] as const;
const COMMENT_LEVELS = ['none', 'read', 'create', 'update', 'write', 'full'] as const;
const EXPLAIN_LEVELS = ['none', 'create', 'update', 'always'] as const;

export const permissions: CollectionBehaviour = {
  async beforeWrite(_action, payload, svc) {
    const out: Row = { ...payload };
    for (const k of ['create', 'read', 'update', 'delete'] as const) {
      if (payload[k] !== undefined && payload[k] !== null) out[k] = oneOf(k, payload[k], LEVELS, true);
    }
    if (payload.comment !== undefined && payload.comment !== null)
      out.comment = oneOf('comment', payload.comment, COMMENT_LEVELS, true);
    if (payload.explain !== undefined && payload.explain !== null)
      out.explain = oneOf('explain', payload.explain, EXPLAIN_LEVELS, true);
    if (payload.status === '') out.status = null;
    if (payload.collection !== undefined) {
      if (typeof payload.collection !== 'string' || payload.collection === '')
        throw invalid('collection', 'This value should not be blank.');
    }
    if (payload.role !== undefined) {
      const role = Number(payload.role);
      const exists =
        Number.isInteger(role) &&
        (await svc.ctx.knex(SYSTEM_COLLECTION.roles).where({ id: role }).first('id'));
      if (!exists) throw invalid('role', 'This role does not exist.');
    }
    return out;
  },
};
