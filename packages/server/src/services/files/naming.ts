import crypto from 'node:crypto';
import path from 'node:path';

/**
 * `filename_disk` rules (api.md §7.8): lower-case; every run of characters other than letters,
 * digits, `_` and `.` becomes `-`; trimmed of `-` and `.` at both ends. Never empty, never a dot
 * file, never longer than the column (255).
 */
export function sanitizeDiskName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let out = base
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_.]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-+\./g, '.')
    .replace(/^[-.]+|[-.]+$/g, '');
  if (!out || out.startsWith('.')) out = `file${out}`;
  if (out.length > 200) {
    const ext = path.extname(out).slice(0, 20);
    out = out.slice(0, 200 - ext.length) + ext;
  }
  return out;
}

/** The extension a stored name keeps: the original's, or one matching the content type. */
function extensionOf(originalName: string, fallbackExt: string | null): string {
  const ext = path.extname(originalName).slice(1).toLowerCase();
  if (ext && /^[a-z0-9]{1,16}$/.test(ext)) return ext;
  return fallbackExt ?? '';
}

/** The name to store an upload under, before uniqueness: per the `file_naming` setting. */
export function diskNameFor(
  fileNaming: string | null | undefined,
  originalName: string,
  fallbackExt: string | null,
): string {
  const ext = extensionOf(originalName, fallbackExt);
  if (fileNaming === 'file_name') {
    const name = sanitizeDiskName(originalName);
    return path.extname(name) || !ext ? name : `${name}.${ext}`;
  }
  return ext ? `${crypto.randomUUID()}.${ext}` : crypto.randomUUID();
}

/** `name`, else `name-1.ext`, `name-2.ext`, ... : the first that `taken` says is free. */
export async function uniqueName(
  name: string,
  taken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const ext = path.extname(name);
  const stem = ext ? name.slice(0, -ext.length) : name;
  for (let i = 0; i < 10_000; i++) {
    const candidate = i === 0 ? name : `${stem}-${i}${ext}`;
    if (!(await taken(candidate))) return candidate;
  }
  return `${stem}-${crypto.randomUUID()}${ext}`;
}

/** v8's title from an original name: no extension, `-`/`_` as spaces, words capitalised. */
export function titleFromName(name: string): string {
  const base = path.basename(name.split(/[\\/]/).pop() ?? name, path.extname(name));
  return base
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|\s)(\p{L})/gu, (_m, space: string, letter: string) => space + letter.toUpperCase());
}
