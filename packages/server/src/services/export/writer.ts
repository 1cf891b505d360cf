/** How an export is written: what opens it, each page of rows, and what closes it. */
export interface Writer {
  start: string;
  rows(rows: Record<string, unknown>[], index: number): string;
  end(count: number): string;
}

/** A row with only the top-level fields of the view (in their order). */
export function picker(fields: string[]) {
  return (row: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const f of fields) if (f in row) out[f] = row[f];
    return out;
  };
}
