import { AccessContext } from '../permissions/access';
import type { ServiceContext } from '../items/context';
import { ItemsService, registerCollectionHooks } from '../items/service';
import type { FilterNode } from '../../query/ast';
import { invalid, oneOf, type Row } from './common';

/** `directus_permissions` (api.md §5.12, §7.1): levels are checked, the role must exist. */

const LEVELS = ['none', 'mine', 'role', 'full'] as const;
const COMMENT_LEVELS = ['none', 'read', 'create', 'update', 'write', 'full'] as const;
const EXPLAIN_LEVELS = ['none', 'create', 'update', 'always'] as const;

registerCollectionHooks('directus_permissions', {
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
        Number.isInteger(role) && (await svc.ctx.knex('directus_roles').where({ id: role }).first('id'));
      if (!exists) throw invalid('role', 'This role does not exist.');
    }
    return out;
  },
});

/** Reads the caller's own permission rows whatever their read rights on directus_permissions. */
export async function myPermissions(ctx: ServiceContext, query: Row, collection?: string) {
  const acc = ctx.accountability;
  const own: ServiceContext = {
    ...ctx,
    access: new AccessContext(ctx.schema, { ...acc, admin: true }, new Map()),
  };
  const svc = new ItemsService('directus_permissions', own);
  const f = svc.collection.fields;
  const filters: FilterNode[] = [
    { kind: 'cond', hops: [], field: f.get('role')!, op: 'eq', value: acc.role },
  ];
  if (collection !== undefined)
    filters.push({ kind: 'cond', hops: [], field: f.get('collection')!, op: 'eq', value: collection });
  return svc.readByQuery({ limit: '-1', ...query, single: undefined }, filters);
}
