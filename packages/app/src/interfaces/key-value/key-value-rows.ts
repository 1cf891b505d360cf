type Row = Record<string, unknown>;

/** A stored object (or its JSON text) as `{key, value}` rows. */
export function objectToRows(value: unknown): Row[] {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return [];
    }
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  return Object.entries(parsed).map(([key, v]) => ({ key, value: v }));
}

/** Rows back to an object; no rows store null. */
export function rowsToObject(rows: Row[]): Record<string, unknown> | null {
  if (rows.length === 0) return null;
  return Object.fromEntries(rows.map((row) => [String(row.key ?? ''), row.value ?? null]));
}
