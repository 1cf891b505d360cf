import { Readable } from 'node:stream';
import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import { authorizeRead } from '../../query/authorize';
import { parseQuery, type Query } from '../../query/parse';
import type { ItemsService } from '../items/service';
import { exportColumns, valueAt, type ExportColumn } from './columns';
import { csvLine } from './csv';
import { picker, type Writer } from './writer';
import { xmlWriter } from './xml';
import { yamlWriter } from './yaml';

/**
 * Export of a list view (an Atrium extension, docs/compatibility.md): every row the same read
 * with the same `fields`, `filter`, `q`, `status`, `sort` and `lang` would return, paged through
 * the items service (so through the same authorization as `/items`), written as CSV or JSON by
 * a stream that asks for the next page only when the client has taken the previous one.
 */

export const EXPORT_FORMATS = ['csv', 'json', 'xml', 'yaml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Rows per page read. */
export const EXPORT_PAGE_SIZE = 1000;

type Row = Record<string, unknown>;

export interface PreparedExport {
  contentType: string;
  fileName: string;
  stream: Readable;
}

/** `export=` value -> format; anything else is a 400. */
export function exportFormat(value: unknown): ExportFormat {
  if (typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value)) {
    return value as ExportFormat;
  }
  throw errors.badRequest('"export" must be "csv", "json", "xml" or "yaml"');
}

/**
 * Authorizes the export and reads its first page, so that every request error (unknown field,
 * forbidden field, bad filter) is answered as a JSON error before the download starts.
 */
export async function prepareExport(
  svc: ItemsService,
  params: Record<string, unknown>,
  format: ExportFormat,
  /** Called once when a page after the first cannot be read or written (`rows`: those sent). */
  onFailure: (err: unknown, rows: number) => void = () => {},
): Promise<PreparedExport> {
  const {
    limit: _limit,
    offset: _offset,
    page: _page,
    meta: _meta,
    single: _single,
    export: _export,
    ...rest
  } = params;
  const query = parseQuery(rest);
  if (query.sort === 'random') throw errors.badRequest('A random sort cannot be exported');
  const plan = authorizeRead(svc.ctx.access, svc.collection, query, { limits: svc.limits });
  const columns = exportColumns(plan.selection);
  const topLevel = plan.selection.out.map((o) => o.name);

  // Sorted by the primary key alone: key-set pages (`pk > last`); otherwise offset pages.
  const pkName = svc.collection.primaryKey;
  const pk = svc.collection.fields.get(pkName)!;
  const sort = plan.sort === 'random' ? [] : plan.sort;
  const keyset = sort.length === 1 && sort[0]!.field.field === pkName ? sort[0]! : null;
  const pageQuery: Query = {
    ...query,
    fields: keyset && query.fields && !topLevel.includes(pkName) ? [...query.fields, pkName] : query.fields,
    limit: EXPORT_PAGE_SIZE,
    offset: 0,
    page: null,
    single: false,
    meta: new Set(),
  };

  let offset = 0;
  let last: unknown;
  const readPage = async (): Promise<Row[]> => {
    const extra: FilterNode[] =
      keyset && last !== undefined
        ? [{ kind: 'cond', hops: [], field: pk, op: keyset.desc ? 'lt' : 'gt', value: last }]
        : [];
    const out = await svc.readByQuery({ ...pageQuery, offset: keyset ? 0 : offset }, extra);
    offset += out.data.length;
    if (keyset && out.data.length) last = out.data[out.data.length - 1]![pkName];
    return out.data;
  };

  const first = await readPage();
  const write = WRITERS[format](columns, topLevel);
  async function* chunks(): AsyncGenerator<string> {
    yield write.start;
    let page = first;
    let index = 0;
    try {
      for (;;) {
        if (page.length) yield write.rows(page, index);
        index += page.length;
        if (page.length < EXPORT_PAGE_SIZE) break;
        page = await readPage();
      }
    } catch (err) {
      // The answer has begun: the stream's error makes the server cut the connection without
      // the chunked body's end, so the client sees a failed download, not a short file.
      onFailure(err, index);
      throw err;
    }
    yield write.end(index);
  }

  const stamp = new Date().toISOString().slice(0, 10);
  return {
    contentType: CONTENT_TYPES[format],
    fileName: `${svc.collection.collection}-${stamp}.${format}`,
    stream: Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }),
  };
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  yaml: 'application/yaml; charset=utf-8',
};

const WRITERS: Record<ExportFormat, (columns: ExportColumn[], fields: string[]) => Writer> = {
  csv: (columns) => csvWriter(columns),
  json: (_columns, fields) => jsonWriter(fields),
  xml: (_columns, fields) => xmlWriter(fields),
  yaml: (_columns, fields) => yamlWriter(fields),
};

function csvWriter(columns: ExportColumn[]): Writer {
  const numeric = columns.map((c) => c.numeric);
  return {
    start: csvLine(columns.map((c) => c.header)),
    rows: (rows) =>
      rows
        .map((r) =>
          csvLine(
            columns.map((c) => valueAt(r, c.path)),
            numeric,
          ),
        )
        .join(''),
    end: () => '',
  };
}

/** A JSON array of the rows, nested as the API returns them, one row a line. */
function jsonWriter(fields: string[]): Writer {
  const pick = picker(fields);
  return {
    start: '[',
    rows: (rows, index) =>
      rows.map((r, i) => `${index + i === 0 ? '\n' : ',\n'}${JSON.stringify(pick(r))}`).join(''),
    end: (count) => (count ? '\n]\n' : ']\n'),
  };
}
