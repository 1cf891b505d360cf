import {
  getArgumentValues,
  getNamedType,
  isObjectType,
  Kind,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import { errors } from '../../errors';
import { emptyDeep, hasOptions, type DeepQuery } from '../../query/deep';
import { nestedFilter } from '../../query/nested-filter';
import { parseSort } from '../../query/parse';

/**
 * A GraphQL selection -> the `fields` list of a REST read (`id`, `title`, `author.name`,
 * `tags.tag_id.name`) and the `deep` options of its list relations (`comments(filter:, sort:,
 * limit:)`): the read then runs as REST runs it, one statement per relation level. Fragments are
 * followed; `__typename` asks for nothing; a relation whose selection names no field of its own
 * still reads the related key, so the nested object exists.
 */
export interface SelectionQuery {
  fields: string[];
  deep: DeepQuery | null;
  /** The nested arguments, canonical: part of the key under which the read's plan is kept. */
  argsKey: string;
  /** No nested argument takes a variable: the same selection nodes always give this answer. */
  constant: boolean;
}

/** The arguments of a nested list field (the same as a root list's, `filter` as the input type). */
export interface NestedArgs {
  filter?: unknown;
  sort?: (string | null)[] | null;
  limit?: number | null;
  offset?: number | null;
  page?: number | null;
  search?: string | null;
}

export function selectionQuery(
  nodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
  rootType: GraphQLObjectType,
  variables: Record<string, unknown>,
  keyOf: (path: string[]) => string,
): SelectionQuery {
  const out = new Set<string>();
  const root = emptyDeep();
  const seenArgs = new Map<string, string>();
  let constant = true;
  const walk = (set: SelectionSetNode, path: string[], type: GraphQLObjectType, deep: DeepQuery) => {
    const before = out.size;
    const visit = (s: SelectionSetNode) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const name = sel.name.value;
          if (name.startsWith('__')) continue;
          if (!sel.selectionSet) {
            out.add([...path, name].join('.'));
            continue;
          }
          const def = type.getFields()[name];
          const next = def ? getNamedType(def.type) : undefined;
          let child = deep.children.get(name);
          if (!child) deep.children.set(name, (child = emptyDeep()));
          if (def && def.args.length) {
            if (sel.arguments?.some((a) => usesVariable(a.value))) constant = false;
            const args = getArgumentValues(def, sel, variables) as NestedArgs;
            const key = JSON.stringify(args);
            const where = [...path, name].join('.');
            const seen = seenArgs.get(where);
            if (seen !== undefined && seen !== key)
              throw errors.badRequest(
                `"${where}" is selected more than once with different arguments: select it once, or ` +
                  `with the same arguments`,
              );
            seenArgs.set(where, key);
            applyArgs(child, args, where);
          }
          if (next && isObjectType(next)) walk(sel.selectionSet, [...path, name], next, child);
        } else if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet);
        else {
          const frag = fragments[sel.name.value];
          if (frag) visit(frag.selectionSet);
        }
      }
    };
    visit(set);
    if (out.size === before && path.length) out.add([...path, keyOf(path)].join('.'));
  };
  for (const node of nodes) if (node.selectionSet) walk(node.selectionSet, [], rootType, root);
  if (out.size === 0) out.add(keyOf([]));
  const deep = prune(root);
  const argsKey = seenArgs.size ? JSON.stringify([...seenArgs].sort(([a], [b]) => (a < b ? -1 : 1))) : '';
  return { fields: [...out], deep, argsKey, constant };
}

function usesVariable(node: ValueNode): boolean {
  if (node.kind === Kind.VARIABLE) return true;
  if (node.kind === Kind.LIST) return node.values.some(usesVariable);
  if (node.kind === Kind.OBJECT) return node.fields.some((f) => usesVariable(f.value));
  return false;
}

function applyArgs(d: DeepQuery, args: NestedArgs, where: string): void {
  if (args.filter != null) d.filter = nestedFilter(args.filter);
  if (args.sort != null) {
    const sort = parseSort(args.sort.filter((s): s is string => typeof s === 'string'));
    if (sort === 'random')
      throw errors.badRequest(`"${where}": random order is not available for related items`);
    d.sort = sort;
  }
  const int = (v: number | null | undefined, name: string, min: number) => {
    if (v == null) return null;
    if (v < min) throw errors.badRequest(`"${where}": ${name} must be ${min} or more`);
    return v;
  };
  d.limit = int(args.limit, 'limit', -1);
  d.offset = int(args.offset, 'offset', 0);
  d.page = int(args.page, 'page', 1);
  d.search = args.search ? args.search : null;
}

/** Drops the levels that ask nothing of their rows and lead to none that does; null when none is left. */
function prune(d: DeepQuery): DeepQuery | null {
  for (const [name, child] of d.children) {
    const kept = prune(child);
    if (kept) d.children.set(name, kept);
    else d.children.delete(name);
  }
  return d.children.size || hasOptions(d) ? d : null;
}
