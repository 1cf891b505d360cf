import type { Field } from '@atrium/sdk';

export interface RevisionRow {
  field: string;
  before: unknown;
  after: unknown;
  /** In the revision's delta: this save set it. */
  changed: boolean;
}

/**
 * The rows of a revision: every field of its data (plus any only in the delta), in the
 * collection's field order (unknown fields last, by name); a field is changed when the delta has it.
 * `before` comes from the previous revision of the same item, when there is one.
 */
export function revisionRows(
  data: Record<string, unknown> | null | undefined,
  delta: Record<string, unknown> | null | undefined,
  previous: Record<string, unknown> | null | undefined,
  fields: Record<string, Field> | undefined,
): RevisionRow[] {
  const names = new Set([...Object.keys(data ?? {}), ...Object.keys(delta ?? {})]);
  const order = (name: string) => {
    const f = fields?.[name];
    return f ? (f.sort ?? 9999) : 10000;
  };
  return [...names]
    .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
    .map((field) => {
      const changed = !!delta && Object.prototype.hasOwnProperty.call(delta, field);
      return {
        field,
        after: changed ? delta![field] : data?.[field],
        before: previous ? previous[field] : undefined,
        changed,
      };
    });
}
