import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';

/**
 * A GraphQL selection -> the `fields` list of a REST read (`id`, `title`, `author.name`,
 * `tags.tag_id.name`): the read then runs as REST runs it, one statement per relation level.
 * Fragments are followed; `__typename` asks for nothing; a relation whose selection names no
 * field of its own still reads the related key, so the nested object exists.
 */
export function fieldPaths(
  nodes: readonly FieldNode[],
  fragments: Record<string, FragmentDefinitionNode>,
  keyOf: (path: string[]) => string,
): string[] {
  const out = new Set<string>();
  const walk = (set: SelectionSetNode, path: string[]) => {
    const before = out.size;
    const visit = (s: SelectionSetNode) => {
      for (const sel of s.selections) {
        if (sel.kind === Kind.FIELD) {
          const name = sel.name.value;
          if (name.startsWith('__')) continue;
          if (sel.selectionSet) walk(sel.selectionSet, [...path, name]);
          else out.add([...path, name].join('.'));
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
  for (const node of nodes) if (node.selectionSet) walk(node.selectionSet, []);
  if (out.size === 0) out.add(keyOf([]));
  return [...out];
}
