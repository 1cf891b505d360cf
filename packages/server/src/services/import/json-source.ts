import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { JSONParser } from '@streamparser/json';
import { MalformedFile, type SourceRow } from './source-row';

/** The longest row (one array element or one NDJSON line) a file may hold. */
const MAX_ROW_CHARS = 4 * 1024 * 1024;

type Row = Record<string, unknown>;

function asRow(value: unknown, format: string, line: number): Row {
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as Row;
  throw new MalformedFile(format, line, 'each row must be a JSON object');
}

/**
 * The elements of a top-level JSON array, parsed as they arrive by @streamparser/json (only the
 * element being read is in memory). Input is fed line by line so that a row's line (the line on
 * which it ends) and the line of a syntax error are known exactly.
 */
export async function* jsonArrayRows(input: Readable): AsyncGenerator<SourceRow> {
  const parser = new JSONParser({ paths: ['$.*'], keepStack: false });
  const ready: SourceRow[] = [];
  let line = 1;
  let row = 0;
  let sinceRow = 0;
  let started = false;
  parser.onValue = ({ value }) => {
    row++;
    sinceRow = 0;
    ready.push({ line, row, values: asRow(value, 'json', line) });
  };
  const feed = (text: string) => {
    try {
      parser.write(text);
    } catch (err) {
      if (err instanceof MalformedFile) throw err;
      throw new MalformedFile('json', line, (err as Error).message);
    }
  };
  const decoder = new StringDecoder('utf8');
  const take = (text: string) => {
    if (!started) {
      const trimmed = text.replace(/^\uFEFF/, '').trimStart();
      if (trimmed === '') {
        line += text.split('\n').length - 1;
        return;
      }
      if (trimmed[0] !== '[') throw new MalformedFile('json', line, 'the file must be a JSON array of rows');
      started = true;
      text = text.replace(/^\uFEFF/, '');
    }
    let start = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', start)) {
      feed(text.slice(start, i + 1));
      start = i + 1;
      line++;
    }
    if (start < text.length) feed(text.slice(start));
    sinceRow += text.length;
    if (sinceRow > MAX_ROW_CHARS) {
      throw new MalformedFile('json', line, `a row is longer than ${MAX_ROW_CHARS} characters`);
    }
  };
  for await (const chunk of input) {
    take(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
    yield* ready.splice(0);
  }
  take(decoder.end());
  yield* ready.splice(0);
  if (!started) throw new MalformedFile('json', line, 'the file is empty');
  if (!parser.isEnded) {
    try {
      parser.end();
    } catch {
      throw new MalformedFile('json', line, 'the file ends before its array is closed');
    }
  }
}

/** One JSON object per line (NDJSON / JSON Lines); blank lines are skipped. */
export async function* ndjsonRows(input: Readable): AsyncGenerator<SourceRow> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let line = 0;
  let row = 0;
  const parseLine = (text: string): SourceRow | null => {
    line++;
    const trimmed = (line === 1 ? text.replace(/^\uFEFF/, '') : text).trim();
    if (trimmed === '') return null;
    let value: unknown;
    try {
      value = JSON.parse(trimmed);
    } catch (err) {
      throw new MalformedFile('ndjson', line, (err as Error).message);
    }
    return { line, row: ++row, values: asRow(value, 'ndjson', line) };
  };
  const lines = function* (text: string, final: boolean): Generator<SourceRow> {
    pending += text;
    let start = 0;
    for (let i = pending.indexOf('\n'); i !== -1; i = pending.indexOf('\n', start)) {
      const r = parseLine(pending.slice(start, i));
      start = i + 1;
      if (r) yield r;
    }
    pending = pending.slice(start);
    if (pending.length > MAX_ROW_CHARS) {
      throw new MalformedFile('ndjson', line + 1, `a row is longer than ${MAX_ROW_CHARS} characters`);
    }
    if (final && pending !== '') {
      const r = parseLine(pending);
      pending = '';
      if (r) yield r;
    }
  };
  for await (const chunk of input) {
    yield* lines(typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer), false);
  }
  yield* lines(decoder.end(), true);
}
