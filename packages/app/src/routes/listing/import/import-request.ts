/**
 * The import request (`POST /{p}/utils/import/{c}`, docs/import-and-schema.md) from the browser:
 * the file as a multipart upload with progress and cancellation (XMLHttpRequest: fetch reports
 * no upload progress), the options as query parameters, the session cookie included.
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

export function importUrl(project: string, collection: string, o: ImportOptions): string {
  const q = new URLSearchParams({ mode: o.mode, mapping: JSON.stringify(o.mapping), delimiter: o.delimiter });
  if (o.dryRun) q.set('dry_run', '1');
  if (o.upsert) q.set('upsert', o.upsert);
  return `${api.apiRoot}${encodeURIComponent(project)}/utils/import/${encodeURIComponent(collection)}?${q}`;
}

export function sendImport(
  project: string,
  collection: string,
  file: File,
  options: ImportOptions,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', importUrl(project, collection, options));
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.round((e.loaded / e.total) * 100));
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
  });
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
