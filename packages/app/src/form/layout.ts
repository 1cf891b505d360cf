/**
 * Which fields a form shows and how (app-catalogue §0 "Form layout", product.md §5): `sort`
 * order with nulls last; `hidden_detail` and read-blacklisted fields dropped; a `half` right after
 * a `half` becomes `half-right`; read-only when the field says so, the form is read-only, or the
 * field is write-blacklisted.
 */
import type { Field, FieldWidth } from '@atrium/sdk';

export interface FormField {
  field: Field;
  width: FieldWidth;
  readonly: boolean;
}

export interface LayoutRules {
  readBlacklist?: readonly string[];
  writeBlacklist?: readonly string[];
  /** The whole form is read-only (no update permission, a revision preview, ...). */
  readonly?: boolean;
}

const WIDTHS: readonly FieldWidth[] = ['half', 'half-left', 'half-right', 'full', 'fill'];

/** A field's `readonly` flag as the API may send it: true, '1' or 1. */
export const isReadonlyFlag = (value: unknown): boolean => value === true || value === '1' || value === 1;

/** Sort by `sort`, nulls last; ties keep the metadata order. */
export function sortFields(fields: readonly Field[]): Field[] {
  return fields
    .map((field, index) => ({ field, index }))
    .sort((a, b) => {
      const sa = a.field.sort;
      const sb = b.field.sort;
      if (sa === sb || (sa == null && sb == null)) return a.index - b.index;
      if (sa == null) return 1;
      if (sb == null) return -1;
      return sa - sb;
    })
    .map((e) => e.field);
}

/** Unknown or missing widths are `full`; a `half` right after a `half` becomes `half-right`. */
export function applyWidths(fields: readonly Field[]): FieldWidth[] {
  const out: FieldWidth[] = [];
  fields.forEach((field, i) => {
    const width = WIDTHS.includes(field.width as FieldWidth) ? (field.width as FieldWidth) : 'full';
    out.push(width === 'half' && i > 0 && out[i - 1] === 'half' ? 'half-right' : width);
  });
  return out;
}

export function layoutFields(
  fields: Record<string, Field> | readonly Field[],
  rules: LayoutRules = {},
): FormField[] {
  const list = Array.isArray(fields) ? (fields as Field[]) : Object.values(fields);
  const read = new Set(rules.readBlacklist ?? []);
  const write = new Set(rules.writeBlacklist ?? []);
  const visible = sortFields(list).filter((f) => !isReadonlyFlag(f.hidden_detail) && !read.has(f.field));
  const widths = applyWidths(visible);
  return visible.map((field, i) => ({
    field,
    width: widths[i]!,
    readonly: !!rules.readonly || isReadonlyFlag(field.readonly) || write.has(field.field),
  }));
}
