/**
 * Saving the edit form into a version (docs/content-workflow.md): the form's edits are made over
 * the item as the version sees it, and go over the version's delta. A relational field's edits
 * are a list of nested writes (create, update, link, `$delete`) that the version's earlier writes
 * of that field must still precede, so the two lists are joined; any other field's value replaces
 * the delta's.
 */
import type { Field } from '@atrium/sdk';
import type { Values } from '../../../form/staging';

/** Field types whose value in a write is a list of nested writes to related rows. */
const NESTED_WRITES = new Set(['o2m', 'm2m', 'translation', 'files']);

export function mergeVersionEdits(delta: Values, edits: Values, fields: Record<string, Field>): Values {
  const out: Values = { ...delta };
  for (const [name, value] of Object.entries(edits)) {
    const before = delta[name];
    const type = String(fields[name]?.type ?? '').toLowerCase();
    out[name] =
      NESTED_WRITES.has(type) && Array.isArray(before) && Array.isArray(value)
        ? [...before, ...value]
        : value;
  }
  return out;
}
