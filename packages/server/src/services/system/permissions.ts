import { AccessContext } from '../permissions/access';
import type { ServiceContext } from '../items/context';
import type { FilterNode } from '../../query/ast';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import type { Row } from './common';
import { serviceFor } from './index';

/** Reads the caller's own permission rows whatever their read rights on directus_permissions. */
export async function myPermissions(ctx: ServiceContext, query: Row, collection?: string) {
  const acc = ctx.accountability;
  const own: ServiceContext = {
    ...ctx,
    access: new AccessContext(ctx.schema, { ...acc, admin: true }, new Map()),
  };
  const svc = serviceFor(SYSTEM_COLLECTION.permissions, own);
  const f = svc.collection.fields;
  const filters: FilterNode[] = [
    { kind: 'cond', hops: [], field: f.get('role')!, op: 'eq', value: acc.role },
  ];
  if (collection !== undefined)
    filters.push({ kind: 'cond', hops: [], field: f.get('collection')!, op: 'eq', value: collection });
  return svc.readByQuery({ limit: '-1', ...query, single: undefined }, filters);
}
