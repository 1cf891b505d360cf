/**
 * Saving the edit form into a version (docs/content-workflow.md): the form's edits are made over
 * the item as the version sees it, and go over the version's delta. Any field's value but a
 * relational one replaces the delta's. A relational field's edits are a list of nested writes
 * (create, update, link, `$delete`) that must follow the version's earlier writes of that field:
 * the two lists are joined. A row the version itself creates is shown in the form under a key
 * it only has while the version is previewed (the preview is rolled back, and a database sequence
 * may give it another key the next time); an edit or removal of such a row is folded into the
 * version's own create entry instead of naming that key.
 */
import type { Field } from '@atrium/sdk';
import type { Values } from '../../../form/staging';
import { isRow, keyOf, mergeDeep, type Row } from '../../../interfaces/related/payload';

/** Field types whose value in a write is a list of nested writes to related rows. */
const NESTED_WRITES = new Set(['o2m', 'm2m', 'translation', 'files']);

export const isNestedWriteField = (field: Field | undefined): boolean =>
  NESTED_WRITES.has(String(field?.type ?? '').toLowerCase());

/** What is known of a relational field to place edits of rows the version creates. */
export interface NestedRows {
  /** Primary key of the rows the field's writes name (the junction's for a many-to-many). */
  pk: string;
  /** The rows the form shows for the field (the item as the version sees it). */
  view: unknown;
  /** The keys of the field's rows on the live item. */
  live: ReadonlySet<string>;
}

/**
 * The version's nested writes of one field followed by the form's, with the form's edits of rows
 * the version creates folded into their create entries: the view's rows that are not live, in
 * key order, are the version's creates in order.
 */
export function joinNestedWrites(before: unknown[], edits: unknown[], rows?: NestedRows): unknown[] {
  if (!rows) return [...before, ...edits];
  const { pk } = rows;
  const created = (Array.isArray(rows.view) ? rows.view : [])
    .map((r) => keyOf(r, pk))
    .filter((k): k is string | number => k !== null && !rows.live.has(String(k)))
    .sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b)),
    );
  const creates = before.flatMap((e, i) => (isRow(e) && keyOf(e, pk) === null ? [i] : []));
  // Not the version's own creates one for one (changed meanwhile): the lists are only joined.
  if (created.length !== creates.length) return [...before, ...edits];
  const entryOf = new Map(created.map((k, n) => [String(k), creates[n]!]));
  const out: (unknown | undefined)[] = [...before];
  const rest: unknown[] = [];
  for (const edit of edits) {
    const key = keyOf(edit, pk);
    const at = key === null ? undefined : entryOf.get(String(key));
    if (at === undefined || !isRow(edit) || out[at] === undefined) {
      rest.push(edit);
      continue;
    }
    if (edit.$delete === true) out[at] = undefined;
    else {
      const { [pk]: _key, ...changes } = edit;
      out[at] = mergeDeep(out[at] as Row, changes);
    }
  }
  return [...out.filter((e) => e !== undefined), ...rest];
}

/** The version's new delta: its delta with the form's edits over it. */
export function mergeVersionEdits(
  delta: Values,
  edits: Values,
  fields: Record<string, Field>,
  nested: Record<string, NestedRows> = {},
): Values {
  const out: Values = { ...delta };
  for (const [name, value] of Object.entries(edits)) {
    const before = delta[name];
    out[name] =
      isNestedWriteField(fields[name]) && Array.isArray(before) && Array.isArray(value)
        ? joinNestedWrites(before, value, nested[name])
        : value;
  }
  return out;
}
