type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/**
 * A stored repeater value as rows: an array, an object keyed by `structure_key` (the key goes back
 * into each row), or either as a JSON string. Anything else is no rows.
 */
export function valueToRows(value: unknown, structureKey: string | null): Row[] {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return [];
    }
  }
  if (Array.isArray(parsed)) return parsed.filter(isRow).map((row) => ({ ...row }));
  if (isRow(parsed)) {
    return Object.entries(parsed).map(([key, row]) =>
      isRow(row)
        ? { ...(structureKey ? { [structureKey]: key } : {}), ...row }
        : { [structureKey ?? 'key']: key, value: row },
    );
  }
  return [];
}

/**
 * Rows in the stored shape: an array, or an object keyed by each row's `structure_key` value (the
 * key field itself left out of the row); zero rows store null.
 */
export function rowsToValue(
  rows: Row[],
  structure: 'array' | 'object' | null,
  structureKey: string | null,
): unknown {
  if (rows.length === 0) return null;
  if (structure !== 'object' || !structureKey) return rows;
  const out: Record<string, Row> = {};
  for (const row of rows) {
    const { [structureKey]: key, ...rest } = row;
    out[String(key ?? '')] = rest;
  }
  return out;
}
