import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { errors } from '../../errors';
import type { ReadLimits } from '../../query/read-limits';

/**
 * The bounds of one GraphQL request, checked on the documents before anything runs: the
 * relations a selection crosses (REST's `max_relational_depth`), the fields it selects once
 * fragments are expanded (REST's `max_columns`, counted over every operation of the request, a
 * batch included, and stopped as soon as it is exceeded, so a fragment bomb costs nothing), and
 * the number of root fields (each one a read or a write) of the whole request.
 */

export interface GraphqlLimits extends ReadLimits {
  /** Root fields (reads and writes) of one request, a batch counted together. */
  max_operations: number;
}

export class RequestBudget {
  private fields = 0;
  private operations = 0;
  constructor(private readonly limits: GraphqlLimits) {}

  /** Counts one document (the operation that will run, or all when none is named). */
  check(document: DocumentNode, operationName?: string | null): void {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const d of document.definitions)
      if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
    for (const d of document.definitions) {
      if (d.kind !== Kind.OPERATION_DEFINITION) continue;
      if (operationName && d.name?.value !== operationName) continue;
      this.walk(d.selectionSet, fragments, 0, true);
    }
  }

  private walk(
    set: SelectionSetNode,
    fragments: Record<string, FragmentDefinitionNode>,
    depth: number,
    root: boolean,
    inIntrospection = false,
  ): void {
    const limits = this.limits;
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        this.walk(sel.selectionSet, fragments, depth, root, inIntrospection);
        continue;
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments[sel.name.value];
        if (frag) this.walk(frag.selectionSet, fragments, depth, root, inIntrospection);
        continue;
      }
      if (++this.fields > limits.max_columns) {
        throw errors.readTooLarge(
          `This request selects more than ${limits.max_columns} fields, the most this project allows ` +
            `(read_limits.max_columns): select fewer fields or send fewer operations at once`,
        );
      }
      if (root && ++this.operations > limits.max_operations) {
        throw errors.readTooLarge(
          `This request runs more than ${limits.max_operations} queries and mutations, the most this ` +
            `project allows (graphql.max_operations): send them in several requests`,
        );
      }
      if (!sel.selectionSet) continue;
      const introspection = inIntrospection || sel.name.value.startsWith('__');
      // Below a root field every nested selection crosses a relation; introspection crosses none.
      const next = root || introspection ? depth : depth + 1;
      if (next > limits.max_relational_depth) {
        throw errors.readTooLarge(
          `"${sel.name.value}" is nested ${next} relations deep, more than the ` +
            `${limits.max_relational_depth} this project allows (read_limits.max_relational_depth)`,
        );
      }
      this.walk(sel.selectionSet, fragments, next, false, introspection);
    }
  }
}
