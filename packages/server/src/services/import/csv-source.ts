import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { MalformedFile, type SourceRow } from './source-row';

/** The longest record a CSV file may hold (a bound on memory per row). */
const MAX_RECORD_BYTES = 4 * 1024 * 1024;

/**
 * The rows of a CSV file (RFC 4180, a header line first), streamed by csv-parse: one record at
 * a time whatever the file's size. A record is keyed by the header; its line is the file line
 * on which it ends. A file csv-parse cannot read answers `malformedImport` with the line.
 */
export async function* csvRows(input: Readable, delimiter: string): AsyncGenerator<SourceRow> {
  let lastLine = 1;
  const parser = parse({
    bom: true,
    delimiter,
    columns: (header: string[]) => {
      const names = header.map((h) => h.trim());
      const dup = names.find((n, i) => names.indexOf(n) !== i);
      if (dup !== undefined) throw new MalformedFile('csv', 1, `the column "${dup}" appears twice`);
      if (names.some((n) => n === '')) throw new MalformedFile('csv', 1, 'a column has no name');
      return names;
    },
    // Each record with its line (and where parsing got to, even when an error ends the stream
    // before its records are read); not csv-parse's `info`, a large object per record.
    on_record: (record: unknown, context: { lines: number }) => {
      lastLine = context.lines;
      return { record, line: context.lines };
    },
    skip_empty_lines: true,
    max_record_size: MAX_RECORD_BYTES,
  });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);
  let row = 0;
  try {
    for await (const item of parser as AsyncIterable<{ record: Record<string, string>; line: number }>) {
      row++;
      yield { line: item.line, row, values: item.record };
    }
  } catch (err) {
    if (err instanceof MalformedFile) throw err;
    if (err instanceof CsvError) {
      // The line on which the failing record starts (csv-parse names where it gave up).
      const line = Math.min(
        Number((err as CsvError & { lines?: number }).lines ?? 0) || Infinity,
        lastLine + 1,
      );
      throw new MalformedFile('csv', line, csvReason(err));
    }
    throw err;
  } finally {
    input.unpipe(parser);
    parser.destroy();
  }
}

function csvReason(err: CsvError): string {
  switch (err.code) {
    case 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH':
    case 'CSV_RECORD_INCONSISTENT_COLUMNS':
      return 'the line has a different number of cells than the header';
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted cell is not closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'a quote inside a cell is not doubled';
    case 'CSV_MAX_RECORD_SIZE':
      return `a record is longer than ${MAX_RECORD_BYTES} bytes`;
    default:
      return err.message;
  }
}
