/** One row of an import file: its values by column, where it is (line) and its ordinal (row). */
export interface SourceRow {
  line: number;
  row: number;
  values: Record<string, unknown>;
}

/** A file that cannot be read as its format; run.ts answers it as `malformedImport`. */
export class MalformedFile extends Error {
  constructor(
    readonly format: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`Malformed ${format} at line ${line}: ${reason}`);
  }
}
