import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode } from '@atrium/sdk';
import { ApiError, errors } from '../../errors';
import { parseQuery } from '../../query/parse';
import type { ItemsService } from '../items/service';
import { serviceFor } from '../system';
import { selectionOf, type GraphqlContext } from './context';
import type { CollectionView } from './role-view';

/**
 * The mutation resolvers: the collection's items service does the write exactly as for the REST
 * twin (normalise, authorizeWrite, validation, one transaction with nested relations, activity and
 * revisions, webhooks after commit), then the written items are read back with the selection,
 * as REST reads them back with `fields`. An item the caller may not read back answers null.
 */

type Row = Record<string, unknown>;

/** The errors of a read-back the caller may not make (as REST answers 204 then). */
const UNREADABLE: ReadonlySet<number> = new Set([
  ErrorCode.ItemNotFound,
  ErrorCode.ForbiddenRead,
  ErrorCode.Unauthorized,
  ErrorCode.ForbiddenFieldRead,
]);

async function readBack(
  svc: ItemsService,
  keys: unknown[],
  gctx: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row[] | null> {
  try {
    const { fields, deep } = selectionOf(info, gctx.ctx.schema, svc.collection);
    return (await svc.readByKeys(keys, { ...parseQuery({ fields }), deep })).data;
  } catch (err) {
    if (err instanceof ApiError && UNREADABLE.has(err.code)) return null;
    throw err;
  }
}

const objects = (data: unknown): Row[] => {
  const list = Array.isArray(data) ? data : [data];
  for (const d of list) if (!d || typeof d !== 'object' || Array.isArray(d)) throw errors.emptyPayload();
  return list as Row[];
};

export async function createItems(
  view: CollectionView,
  data: unknown,
  gctx: GraphqlContext,
  info: GraphQLResolveInfo,
  one: boolean,
): Promise<Row[] | Row | null> {
  const svc = serviceFor(view.info.collection, gctx.ctx);
  const keys = await svc.createMany(objects(data));
  const rows = await readBack(svc, keys, gctx, info);
  return one ? (rows?.[0] ?? null) : (rows ?? []);
}

export async function updateItems(
  view: CollectionView,
  ids: unknown[],
  data: unknown,
  gctx: GraphqlContext,
  info: GraphQLResolveInfo,
  one: boolean,
): Promise<Row[] | Row | null> {
  const svc = serviceFor(view.info.collection, gctx.ctx);
  const [payload] = objects(data);
  const keys = await svc.updateMany(ids, payload);
  const rows = await readBack(svc, keys, gctx, info);
  return one ? (rows?.[0] ?? null) : (rows ?? []);
}

export async function updateBatch(
  view: CollectionView,
  data: unknown,
  gctx: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row[]> {
  const svc = serviceFor(view.info.collection, gctx.ctx);
  const keys = await svc.updateBatch(objects(data));
  return (await readBack(svc, keys, gctx, info)) ?? [];
}

/** A singleton's one item: updated when it exists, else created. */
export async function updateSingleton(
  view: CollectionView,
  data: unknown,
  gctx: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row | null> {
  const svc = serviceFor(view.info.collection, gctx.ctx);
  const [payload] = objects(data);
  const pk = view.info.primaryKey;
  const current = await svc.readByQuery(parseQuery({ fields: pk, limit: 1 }));
  const existing = current.data[0]?.[pk];
  const key =
    existing === undefined || existing === null
      ? (await svc.createMany([payload]))[0]
      : (await svc.updateMany([existing], payload))[0];
  return (await readBack(svc, [key], gctx, info))?.[0] ?? null;
}

export async function deleteItems(
  view: CollectionView,
  ids: unknown[],
  gctx: GraphqlContext,
): Promise<unknown[]> {
  const svc = serviceFor(view.info.collection, gctx.ctx);
  await svc.deleteMany(ids);
  return ids;
}
