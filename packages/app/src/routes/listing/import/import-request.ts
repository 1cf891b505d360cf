/**
 * The import request (`POST /{p}/utils/import/{c}`, docs/import-and-schema.md) from the browser:
 * the file as a multipart upload with progress and cancellation (XMLHttpRequest: fetch reports
 * no upload progress), the options as query parameters, the session cookie included. The import
 * is named (`progress={id}`) and, while it runs, `GET /{p}/utils/import/progress/{id}` tells how
 * many rows the server has written: the progress bar follows the rows, not the upload.
 */
import { ApiError, NETWORK_ERROR_CODE } from '@atrium/sdk';
import { api } from '../../../api/client';

export interface ImportRowError {
  line: number;
  row: number;
  field: string | null;
  column?: string;
  reason: string;
  code?: number;
}

export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  failed: number;
  committed: boolean;
  dry_run: boolean;
  errors: ImportRowError[];
  errors_truncated: boolean;
}

export interface ImportOptions {
  dryRun: boolean;
  mode: 'batches' | 'atomic';
  upsert: string | null;
  /** Column -> field (null: skipped). */
  mapping: Record<string, string | null>;
  /** CSV separator, as found in the header. */
  delimiter: string;
}

/** How far the server is (`GET /{p}/utils/import/progress/{id}`). */
export interface ImportProgress {
  rows: number;
  created: number;
  updated: number;
  failed: number;
  /** Bytes of the file the server has read. */
  bytes: number;
}

/** The progress the dialog shows: the upload's percent, then the rows of an estimated total. */
export interface ImportProgressView {
  percent: number;
  rows?: number;
  /** Rows in the whole file, estimated from the bytes read so far. */
  total?: number;
}

/** How often the dialog asks the server how far the import is. */
export const PROGRESS_POLL_MS = 500;

export function importUrl(project: string, collection: string, o: ImportOptions, progress?: string): string {
  const q = new URLSearchParams({ mode: o.mode, mapping: JSON.stringify(o.mapping), delimiter: o.delimiter });
  if (o.dryRun) q.set('dry_run', '1');
  if (o.upsert) q.set('upsert', o.upsert);
  if (progress) q.set('progress', progress);
  return `${api.apiRoot}${encodeURIComponent(project)}/utils/import/${encodeURIComponent(collection)}?${q}`;
}

/** A random id for the import's progress (`crypto.randomUUID` exists only on secure origins). */
function progressId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** The rows of the whole file, estimated from the rows written and the bytes read so far. */
export function estimateTotal(p: ImportProgress, size: number): number | undefined {
  if (p.bytes <= 0 || p.rows <= 0) return undefined;
  return Math.max(p.rows, Math.round((p.rows * size) / p.bytes));
}

export function sendImport(
  project: string,
  collection: string,
  file: File,
  options: ImportOptions,
  onProgress: (progress: ImportProgressView) => void,
  signal: AbortSignal,
): Promise<ImportReport> {
  const id = progressId();
  let percent = 0;
  let rows: { rows: number; total?: number } | null = null;
  const tell = () => onProgress({ percent, ...rows });
  let finished = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Asks the server how far it is until the request ends; an import not started yet (or a
  // server that cannot tell) answers 404 and the upload's percent is shown meanwhile.
  const poll = async () => {
    try {
      const answer = await api.request<{ data: ImportProgress }>('GET', `utils/import/progress/${id}`, {
        project,
        signal,
      });
      if (!finished && answer.data.rows > 0) {
        rows = { rows: answer.data.rows, total: estimateTotal(answer.data, file.size) };
        tell();
      }
    } catch {
      // not running (yet): keep the upload's percent
    }
    if (!finished) timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
  };
  timer = setTimeout(() => void poll(), PROGRESS_POLL_MS);
  const done = () => {
    finished = true;
    clearTimeout(timer);
  };
  return new Promise<ImportReport>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', importUrl(project, collection, options, id));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) {
        percent = Math.round((e.loaded / e.total) * 100);
        tell();
      }
    };
    xhr.onload = () => {
      let body: { data?: ImportReport; error?: { code: number; message: string } } = {};
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // reported below
      }
      if (xhr.status < 300 && body.data) resolve(body.data);
      else
        reject(new ApiError(body.error?.code ?? NETWORK_ERROR_CODE, body.error?.message ?? xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_CODE, 'Network error'));
    xhr.onabort = () => reject(new DOMException('Import cancelled', 'AbortError'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  }).finally(done);
}

/** The columns of a file, from its first 256 KB: a CSV header, or the keys of the first row. */
export async function readColumns(file: File): Promise<{ columns: string[]; delimiter: string }> {
  const head = await file.slice(0, 256 * 1024).text();
  const text = head.replace(/^\uFEFF/, '');
  if (/\.csv$/i.test(file.name) || file.type === 'text/csv') {
    const line = text.split(/\r?\n/)[0] ?? '';
    const delimiter = (line.match(/;/g)?.length ?? 0) > (line.match(/,/g)?.length ?? 0) ? ';' : ',';
    return { columns: csvHeader(text, delimiter), delimiter };
  }
  const trimmed = text.trimStart();
  const first = trimmed.startsWith('[') ? firstObject(trimmed.slice(1)) : trimmed.split('\n')[0]!;
  try {
    const row: unknown = JSON.parse(first);
    if (row && typeof row === 'object' && !Array.isArray(row))
      return { columns: Object.keys(row), delimiter: ',' };
  } catch {
    // not a row: no columns
  }
  return { columns: [], delimiter: ',' };
}

function csvHeader(text: string, delimiter: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      out.push(cell.trim());
      cell = '';
    } else if (c === '\n' || c === '\r') break;
    else cell += c;
  }
  out.push(cell.trim());
  return out.filter((c) => c !== '');
}

/** The text of the first `{…}` (strings and nesting respected). */
function firstObject(text: string): string {
  const start = text.indexOf('{');
  let depth = 0;
  let inString = false;
  for (let i = start; i >= 0 && i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return '';
}
