import {
  getArgumentValues,
  getOperationAST,
  getVariableValues,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { GraphqlContext } from './context';

/**
 * Compiled execution of plain queries. A query whose fields are our collections' reads (no
 * introspection, no directives) runs its root resolvers — the REST read path, unchanged — and
 * then shapes their rows with a projector compiled once per document: per response key, the
 * field's value, completed by its type (aliases, fragments merged, scalars serialised, lists and
 * non-null checked). graphql-js's general executor does the same work with a resolver call, an
 * info object and a promise check per field of every row, which costs more than the read itself on
 * a page of 100 items. Anything unusual — a resolver error, a null where the type forbids it, a
 * value a scalar refuses, invalid variables — answers `undefined`, and the request then runs
 * through graphql-js (reads have no side effects, so running them again is safe), which reports it
 * exactly as always.
 */

type Source = Record<string, unknown>;
type Completer = (value: unknown) => unknown;

/** Values the built-in scalars serialise as themselves. */
const ALREADY_SERIAL: Record<string, (v: unknown) => boolean> = {
  String: (v) => typeof v === 'string',
  Int: (v) => typeof v === 'number' && Number.isInteger(v) && v <= 2147483647 && v >= -2147483648,
  Float: (v) => typeof v === 'number' && Number.isFinite(v),
  Boolean: (v) => typeof v === 'boolean',
};

/** Thrown inside a projector: this answer needs graphql-js's executor. */
const FALLBACK = Symbol('fallback');

interface RootField {
  key: string;
  field: GraphQLField<unknown, unknown>;
  nodes: FieldNode[];
  complete: Completer;
}

export interface CompiledQuery {
  run(
    schema: GraphQLSchema,
    context: GraphqlContext,
    variables: Record<string, unknown> | undefined,
  ): Promise<Record<string, unknown> | undefined>;
}

const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

/** The compiled form of a validated document's operation, or null when it needs graphql-js. */
export function compiledQuery(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): CompiledQuery | null {
  let byName = compiled.get(document);
  if (!byName) compiled.set(document, (byName = new Map()));
  const name = operationName ?? '';
  let hit = byName.get(name);
  if (hit === undefined) {
    hit = compile(schema, document, operationName);
    byName.set(name, hit);
  }
  return hit;
}

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
): CompiledQuery | null {
  const operation = getOperationAST(document, operationName);
  const queryType = schema.getQueryType();
  if (!operation || operation.operation !== 'query' || !queryType) return null;
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  if (operation.directives?.length) return null;
  const rootFields = collect(operation.selectionSet, fragments);
  if (!rootFields) return null;
  const roots: RootField[] = [];
  for (const [key, nodes] of rootFields) {
    const fieldName = nodes[0]!.name.value;
    if (fieldName.startsWith('__')) return null;
    const field = queryType.getFields()[fieldName];
    if (!field?.resolve) return null;
    const complete = completer(field.type, nodes, fragments);
    if (!complete) return null;
    roots.push({ key, field: field as GraphQLField<unknown, unknown>, nodes, complete });
  }
  return {
    async run(schema, context, variables) {
      const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {});
      if (coerced.errors) return undefined;
      const values = coerced.coerced;
      try {
        const answers = await Promise.all(
          roots.map((r) =>
            r.field.resolve!(
              undefined,
              getArgumentValues(r.field, r.nodes[0]!, values),
              context,
              infoOf(schema, queryType, operation, fragments, values, r),
            ),
          ),
        );
        const data: Record<string, unknown> = {};
        roots.forEach((r, i) => (data[r.key] = r.complete(answers[i])));
        return data;
      } catch {
        return undefined;
      }
    },
  };
}

function infoOf(
  schema: GraphQLSchema,
  parentType: GraphQLObjectType,
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variableValues: Record<string, unknown>,
  r: RootField,
): GraphQLResolveInfo {
  return {
    fieldName: r.field.name,
    fieldNodes: r.nodes,
    returnType: r.field.type,
    parentType,
    path: { prev: undefined, key: r.key, typename: parentType.name },
    schema,
    fragments,
    rootValue: undefined,
    operation,
    variableValues,
  };
}

/**
 * The fields of a selection set by response key, fragments expanded (our schema has no
 * interfaces or unions, so every fragment applies); null when a directive asks for graphql-js.
 */
function collect(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  into = new Map<string, FieldNode[]>(),
  seen = new Set<string>(),
): Map<string, FieldNode[]> | null {
  for (const sel of set.selections) {
    if (sel.directives?.length) return null;
    if (sel.kind === Kind.FIELD) {
      const key = sel.alias?.value ?? sel.name.value;
      const list = into.get(key);
      if (list) list.push(sel);
      else into.set(key, [sel]);
    } else if (sel.kind === Kind.INLINE_FRAGMENT) {
      if (!collect(sel.selectionSet, fragments, into, seen)) return null;
    } else {
      const name = sel.name.value;
      if (seen.has(name)) continue;
      seen.add(name);
      const frag = fragments[name];
      if (!frag || frag.directives?.length || !collect(frag.selectionSet, fragments, into, seen)) return null;
    }
  }
  return into;
}

/** How a value of `type` is completed for the selection of `nodes`; null when graphql-js must do it. */
function completer(
  type: GraphQLOutputType,
  nodes: FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
): Completer | null {
  if (isNonNullType(type)) {
    const inner = completer(type.ofType, nodes, fragments);
    if (!inner) return null;
    return (v) => {
      if (v === null || v === undefined) throw FALLBACK;
      return inner(v);
    };
  }
  if (isListType(type)) {
    const inner = completer(type.ofType, nodes, fragments);
    if (!inner) return null;
    return (v) => {
      if (v === null || v === undefined) return null;
      if (!Array.isArray(v)) throw FALLBACK;
      const out = new Array<unknown>(v.length);
      for (let i = 0; i < v.length; i++) out[i] = inner(v[i]);
      return out;
    };
  }
  if (isScalarType(type) && Object.hasOwn(ALREADY_SERIAL, type.name)) {
    // What the built-in scalars would answer for a value already of their kind is the value.
    const ready = ALREADY_SERIAL[type.name]!;
    return (v) => {
      if (v === null || v === undefined) return null;
      if (ready(v)) return v;
      const out = type.serialize(v);
      if (out === undefined) throw FALLBACK;
      return out;
    };
  }
  if (isScalarType(type) || isEnumType(type)) {
    return (v) => {
      if (v === null || v === undefined) return null;
      const out = type.serialize(v);
      if (out === undefined) throw FALLBACK;
      return out;
    };
  }
  if (!isObjectType(type)) return null;
  const merged: SelectionSetNode = {
    kind: Kind.SELECTION_SET,
    selections: nodes.flatMap((n) => n.selectionSet?.selections ?? []),
  };
  const fields = collect(merged, fragments);
  if (!fields) return null;
  const own = type.getFields();
  const parts: { key: string; name: string; complete: Completer | null; typename: boolean }[] = [];
  for (const [key, list] of fields) {
    const name = list[0]!.name.value;
    if (name === '__typename') {
      parts.push({ key, name, complete: null, typename: true });
      continue;
    }
    const field = own[name];
    // A resolver of its own (or a field graphql-js would refuse) is graphql-js's to run.
    if (!field || field.resolve || name.startsWith('__')) return null;
    const complete = completer(field.type, list, fragments);
    if (!complete) return null;
    parts.push({ key, name, complete, typename: false });
  }
  const typeName = type.name;
  return (v) => {
    if (v === null || v === undefined) return null;
    if (typeof v !== 'object') throw FALLBACK;
    const source = v as Source;
    const out: Source = {};
    for (const p of parts) out[p.key] = p.typename ? typeName : p.complete!(source[p.name]);
    return out;
  };
}
