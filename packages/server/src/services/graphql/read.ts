import type { GraphQLResolveInfo } from 'graphql';
import { parseQuery, type Query } from '../../query/parse';
import { serviceFor } from '../system';
import { nestedFilter } from '../../query/nested-filter';
import { selectionOf, type GraphqlContext } from './context';
import type { SelectionQuery } from './selection';
import type { CollectionView } from './role-view';

/**
 * The read resolvers: each root field builds the query the REST parser would build from the same
 * request (`fields` from the selection, `filter`, `sort`, `limit`, `offset`, `page`, `search` as
 * `q`) and hands it to the collection's items service, so it is authorised, planned and run by
 * the one read path: the same statements as REST, one per relation level.
 */

export interface ListArgs {
  filter?: unknown;
  sort?: (string | null)[] | null;
  limit?: number | null;
  offset?: number | null;
  page?: number | null;
  search?: string | null;
}

type Row = Record<string, unknown>;

/** The query of a list read, validated as REST validates its parameters. */
export function listQuery(selection: Pick<SelectionQuery, 'fields' | 'deep'>, args: ListArgs): Query {
  const { fields } = selection;
  const q = parseQuery({
    fields,
    sort: args.sort?.filter((s): s is string => typeof s === 'string'),
    limit: args.limit ?? undefined,
    offset: args.offset ?? undefined,
    page: args.page ?? undefined,
    q: args.search ?? undefined,
  });
  q.filter = nestedFilter(args.filter);
  q.deep = selection.deep;
  return q;
}

/** A key identifying the read for the plan cache: the same request reuses the authorised plan. */
function cacheKey(selection: SelectionQuery, args: ListArgs): string {
  return `graphql\u0000${JSON.stringify([selection.fields, args])}\u0000${selection.argsKey}`;
}

export async function readList(
  view: CollectionView,
  args: ListArgs,
  { ctx }: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row[]> {
  const svc = serviceFor(view.info.collection, ctx);
  const selection = selectionOf(info, ctx.schema, view.info);
  const out = await svc.readByQuery(listQuery(selection, args), [], { cacheKey: cacheKey(selection, args) });
  return out.data;
}

export async function readSingleton(
  view: CollectionView,
  { ctx }: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row | null> {
  const svc = serviceFor(view.info.collection, ctx);
  const selection = selectionOf(info, ctx.schema, view.info);
  const out = await svc.readByQuery(listQuery(selection, { limit: 1 }));
  return out.data[0] ?? null;
}

export async function readById(
  view: CollectionView,
  id: unknown,
  { ctx }: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row | null> {
  const svc = serviceFor(view.info.collection, ctx);
  const { fields, deep } = selectionOf(info, ctx.schema, view.info);
  const out = await svc.readByKeys([id], { ...parseQuery({ fields }), deep });
  return out.data[0] ?? null;
}
