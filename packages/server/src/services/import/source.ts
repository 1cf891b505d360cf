import type { Readable } from 'node:stream';
import { csvRows } from './csv-source';
import { jsonArrayRows, ndjsonRows } from './json-source';
import type { ImportFormat } from './options';
import type { SourceRow } from './source-row';

/** The rows of a file in any import format, one at a time (constant memory). */
export function readRows(input: Readable, format: ImportFormat, delimiter = ','): AsyncGenerator<SourceRow> {
  if (format === 'csv') return csvRows(input, delimiter);
  if (format === 'ndjson') return ndjsonRows(input);
  return jsonArrayRows(input);
}
