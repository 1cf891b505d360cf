import {
  GraphQLBoolean,
  GraphQLID,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  printSchema,
  type GraphQLFieldConfigMap,
} from 'graphql';
import type { ServiceContext } from '../items/context';
import { readAggregated } from './aggregate';
import type { GraphqlContext } from './context';
import { listArgs } from './args';
import { FilterTypes } from './filters';
import { readById, readList, readSingleton, type ListArgs } from './read';
import { roleView, type CollectionView, type Scope } from './role-view';
import { systemQueries } from './system-queries';
import { CollectionTypes } from './types';
import { createItems, deleteItems, updateBatch, updateItems, updateSingleton } from './write';

/**
 * One role's GraphQL schema (Directus 11's conventions): per readable collection the queries
 * `<c>`, `<c>_by_id`, `<c>_aggregated` (a singleton: `<c>` as one object), and the mutations the
 * role's permissions allow. Built once per role and endpoint, kept on the project's state with the
 * schema overview and permissions it was built from, and dropped with them.
 */

type Source = Record<string, unknown>;
type Fields = GraphQLFieldConfigMap<Source, GraphqlContext>;

const DeleteOne = new GraphQLObjectType({ name: 'delete_one', fields: { id: { type: GraphQLID } } });
const DeleteMany = new GraphQLObjectType({
  name: 'delete_many',
  fields: { ids: { type: new GraphQLList(GraphQLID) } },
});

function queries(view: CollectionView, types: CollectionTypes, filters: FilterTypes, out: Fields): void {
  const item = types.itemOf(view);
  if (view.info.single) {
    out[view.name] = { type: item, resolve: (_s, _a, c, info) => readSingleton(view, c, info) };
    return;
  }
  const args = listArgs(filters.filterOf(view));
  out[view.name] = {
    type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(item))),
    args,
    resolve: (_s, a, c, info) => readList(view, a as ListArgs, c, info),
  };
  out[`${view.name}_by_id`] = {
    type: item,
    args: { id: { type: new GraphQLNonNull(GraphQLID) } },
    resolve: (_s, a: { id: string }, c, info) => readById(view, a.id, c, info),
  };
  out[`${view.name}_aggregated`] = {
    type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(types.aggregatedOf(view)))),
    args: { ...args, groupBy: { type: new GraphQLList(GraphQLString) } },
    resolve: (_s, a, c, info) => readAggregated(view, a as ListArgs, c, info),
  };
}

function mutations(view: CollectionView, types: CollectionTypes, out: Fields): void {
  const item = types.itemOf(view);
  const items = new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(item)));
  const ids = { type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(GraphQLID))) };
  const id = { type: new GraphQLNonNull(GraphQLID) };
  const n = view.name;
  const createInput = view.create ? types.inputOf(view, 'create') : null;
  const updateInput = view.update ? types.inputOf(view, 'update') : null;
  if (view.info.single) {
    if (updateInput)
      out[`update_${n}_singleton`] = {
        type: item,
        args: { data: { type: new GraphQLNonNull(updateInput) } },
        resolve: (_s, a: { data: unknown }, c, info) => updateSingleton(view, a.data, c, info),
      };
    return;
  }
  if (createInput) {
    const data = new GraphQLNonNull(createInput);
    out[`create_${n}_items`] = {
      type: items,
      args: { data: { type: new GraphQLNonNull(new GraphQLList(data)) } },
      resolve: (_s, a: { data: unknown }, c, info) => createItems(view, a.data, c, info, false),
    };
    out[`create_${n}_item`] = {
      type: item,
      args: { data: { type: data } },
      resolve: (_s, a: { data: unknown }, c, info) => createItems(view, a.data, c, info, true),
    };
  }
  if (updateInput) {
    const data = new GraphQLNonNull(updateInput);
    out[`update_${n}_items`] = {
      type: items,
      args: { ids, data: { type: data } },
      resolve: (_s, a: { ids: string[]; data: unknown }, c, info) =>
        updateItems(view, a.ids, a.data, c, info, false),
    };
    out[`update_${n}_batch`] = {
      type: items,
      args: { data: { type: new GraphQLNonNull(new GraphQLList(data)) } },
      resolve: (_s, a: { data: unknown }, c, info) => updateBatch(view, a.data, c, info),
    };
    out[`update_${n}_item`] = {
      type: item,
      args: { id, data: { type: data } },
      resolve: (_s, a: { id: string; data: unknown }, c, info) =>
        updateItems(view, [a.id], a.data, c, info, true),
    };
  }
  if (view.delete) {
    out[`delete_${n}_items`] = {
      type: DeleteMany,
      args: { ids },
      resolve: async (_s, a: { ids: string[] }, c) => ({ ids: await deleteItems(view, a.ids, c) }),
    };
    out[`delete_${n}_item`] = {
      type: DeleteOne,
      args: { id },
      resolve: async (_s, a: { id: string }, c) => ({ id: (await deleteItems(view, [a.id], c))[0] }),
    };
  }
}

export function buildSchema(ctx: ServiceContext, scope: Scope): GraphQLSchema {
  const view = roleView(ctx.schema, ctx.access, scope);
  const filters = new FilterTypes(view.collections);
  const types = new CollectionTypes(view.collections, filters);
  const query: Fields = {};
  const mutation: Fields = {};
  for (const c of view.collections.values()) {
    if (c.nestedOnly) continue;
    queries(c, types, filters, query);
    mutations(c, types, mutation);
  }
  if (scope === 'system') systemQueries(view, types, query);
  // A schema needs a query field; a role that reads nothing gets one that answers null.
  if (Object.keys(query).length === 0) query._empty = { type: GraphQLBoolean, resolve: () => null };
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: query }),
    mutation: Object.keys(mutation).length
      ? new GraphQLObjectType({ name: 'Mutation', fields: mutation })
      : null,
  });
}

/** The role's schema for this endpoint, cached on the project's state (see ProjectState). */
export function schemaFor(ctx: ServiceContext, scope: Scope): GraphQLSchema {
  const acc = ctx.accountability;
  const key = `${scope}\u0000${acc.admin}\u0000${acc.role}`;
  const cache = ctx.project.state.graphqlSchemas;
  const hit = cache.get(key);
  if (hit && hit.schema === ctx.schema && hit.permissions === ctx.access.permissions) return hit.graphql;
  const graphql = buildSchema(ctx, scope);
  cache.set(key, { schema: ctx.schema, permissions: ctx.access.permissions, graphql });
  return graphql;
}

/** The role's schema as SDL (`GET /{p}/server/specs/graphql`). */
export function graphqlSdl(ctx: ServiceContext, scope: Scope): string {
  return printSchema(schemaFor(ctx, scope));
}
