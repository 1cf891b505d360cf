import { Readable } from 'node:stream';
import { csvRows } from './csv-source';
import { jsonArrayRows, ndjsonRows } from './json-source';
import type { ImportFormat } from './options';
import type { SourceRow } from './source-row';

/** Bytes a parser is given at a time. */
const SLICE_BYTES = 16 * 1024;

/**
 * The file in slices of at most SLICE_BYTES, read only as the parser asks for them: a parser turns
 * all of a chunk into rows at once, so a 64 kB network chunk would be a thousand short rows held
 * ahead of the writes; this way the rows wait in the request (backpressure), not parsed in memory.
 */
async function* slices(input: Readable, read?: { bytes: number }): AsyncGenerator<Buffer | string> {
  for await (const chunk of input as AsyncIterable<Buffer | string>) {
    if (read) read.bytes += chunk.length;
    if (typeof chunk === 'string' || chunk.length <= SLICE_BYTES) yield chunk;
    else for (let i = 0; i < chunk.length; i += SLICE_BYTES) yield chunk.subarray(i, i + SLICE_BYTES);
  }
}

/**
 * The rows of a file in any import format, one at a time (constant memory); `read.bytes` counts
 * the bytes read so far.
 */
export function readRows(
  file: Readable,
  format: ImportFormat,
  delimiter = ',',
  read?: { bytes: number },
): AsyncGenerator<SourceRow> {
  const input = Readable.from(slices(file, read), { objectMode: false, highWaterMark: SLICE_BYTES });
  if (format === 'csv') return csvRows(input, delimiter);
  if (format === 'ndjson') return ndjsonRows(input);
  return jsonArrayRows(input);
}
