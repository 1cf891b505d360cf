/** One sub-field of a repeater row (app-catalogue §1 repeater `fields`). */
export interface RepeaterField {
  field: string;
  width?: 'half' | 'half-left' | 'half-right' | 'full' | null;
  interface?: string | null;
  type?: string | null;
  default?: unknown;
  note?: string | null;
  options?: Record<string, unknown> | null;
}

/**
 * The `fields` option as a list: a list as stored, or the legacy object keyed by field name;
 * entries without a field name are dropped.
 */
export function repeaterFields(option: unknown): RepeaterField[] {
  let list: unknown[] = [];
  if (Array.isArray(option)) list = option;
  else if (option && typeof option === 'object') {
    list = Object.entries(option as Record<string, unknown>).map(([field, def]) => ({
      field,
      ...(def && typeof def === 'object' ? def : {}),
    }));
  }
  return list.filter(
    (f): f is RepeaterField => !!f && typeof f === 'object' && typeof (f as RepeaterField).field === 'string',
  );
}

/** A new row: each field's default (or null). */
export function newRowData(fields: RepeaterField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.field, f.default ?? null]));
}

/** Rows show inline when there is one field, or two half-width ones in a full-width repeater. */
export function isInline(fields: RepeaterField[], width: string): boolean {
  if (fields.length === 1) return true;
  return (
    fields.length === 2 &&
    (width === 'full' || width === 'fill') &&
    fields.every((f) => !f.width || f.width.startsWith('half'))
  );
}
