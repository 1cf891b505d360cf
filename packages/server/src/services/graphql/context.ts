import { getNamedType, isObjectType, type GraphQLResolveInfo } from 'graphql';
import type { CollectionInfo, SchemaOverview } from '../../schema/overview';
import type { ServiceContext } from '../items/context';
import { selectionQuery, type SelectionQuery } from './selection';

/** What every resolver gets: the request's service context (caller, schema, permissions). */
export interface GraphqlContext {
  ctx: ServiceContext;
}

/** The primary key of the collection a relational path leads to from `root`. */
function keyAt(schema: SchemaOverview, root: CollectionInfo, path: string[]): string {
  let c = root;
  for (const name of path) {
    const f = c.fields.get(name);
    const next = f?.m2o?.collection ?? f?.o2m?.collection;
    const target = next ? schema.collections.get(next) : undefined;
    if (!target) return c.primaryKey;
    c = target;
  }
  return c.primaryKey;
}

/**
 * Selections without variables in their nested arguments, by their nodes: the nodes of a compiled
 * query (compiled.ts) are the same on every run, so a repeated query does not walk them again.
 */
const constantSelections = new WeakMap<readonly unknown[], SelectionQuery>();

/** The REST `fields` and `deep` of the selection under a root field of collection `root`. */
export function selectionOf(
  info: GraphQLResolveInfo,
  schema: SchemaOverview,
  root: CollectionInfo,
): SelectionQuery {
  const hit = constantSelections.get(info.fieldNodes);
  if (hit) return hit;
  const type = getNamedType(info.returnType);
  if (!isObjectType(type)) return { fields: [root.primaryKey], deep: null, argsKey: '', constant: true };
  const out = selectionQuery(info.fieldNodes, info.fragments, type, info.variableValues, (path) =>
    keyAt(schema, root, path),
  );
  if (out.constant) constantSelections.set(info.fieldNodes, out);
  return out;
}
