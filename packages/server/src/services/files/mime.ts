import path from 'node:path';
import mimeTypes from 'mime-types';

/** The MIME type a file name's extension stands for, or null. */
export function typeFromName(name: string): string | null {
  const ext = path.extname(name).slice(1).toLowerCase();
  if (!ext) return null;
  return mimeTypes.lookup(ext) || null;
}

/** A usual extension for a MIME type (`jpg` for image/jpeg), or null. */
export function extensionForType(type: string): string | null {
  if (type === 'image/jpeg') return 'jpg';
  return mimeTypes.extension(type) || null;
}

export type ActiveContent = 'text/html' | 'image/svg+xml' | 'application/xml';

/** HTML openers browsers sniff for (WHATWG MIME sniffing, "identifying a resource with an unknown MIME type"). */
const HTML_OPENERS = [
  '<!doctype html',
  '<html',
  '<head',
  '<script',
  '<iframe',
  '<h1',
  '<div',
  '<font',
  '<table',
  '<a',
  '<style',
  '<title',
  '<b',
  '<body',
  '<br',
  '<p',
  '<!--',
];

/**
 * Markup a browser could run script from: HTML, SVG or other XML, recognised from the first
 * bytes whatever the file is called. Leading BOM and white space are skipped as browsers do.
 */
export function sniffActiveContent(head: Buffer): ActiveContent | null {
  let text = head.subarray(0, 2048).toString('latin1');
  if (text.startsWith('\xef\xbb\xbf')) text = text.slice(3);
  else if (text.startsWith('\xff\xfe') || text.startsWith('\xfe\xff')) {
    // UTF-16: drop the BOM and the zero bytes of ASCII characters.
    text = text.slice(2).replace(/\0/g, '');
  }
  text = text.replace(/^[\t\n\f\r ]+/, '').toLowerCase();
  if (text.startsWith('<?xml') || text.startsWith('<svg') || text.startsWith('<!doctype svg')) {
    return /<svg[\s>/]/.test(text) || text.startsWith('<svg') ? 'image/svg+xml' : 'application/xml';
  }
  for (const opener of HTML_OPENERS) {
    if (!text.startsWith(opener)) continue;
    const next = text.charAt(opener.length);
    if (
      opener === '<!--' ||
      next === ' ' ||
      next === '>' ||
      next === '\t' ||
      next === '\n' ||
      next === '\r' ||
      next === '/'
    ) {
      return 'text/html';
    }
  }
  return null;
}

/** Types a browser renders inline where a disguised script would be dangerous to mistake for. */
const isMediaType = (type: string) =>
  /^(image|audio|video)\//.test(type) || type === 'application/pdf' || type.startsWith('font/');

/** Sniffed types that are containers of more specific formats (docx, odt, epub are zip files). */
const CONTAINERS = new Set(['application/zip', 'application/x-cfb', 'application/xml', 'application/gzip']);

export type TypeDecision = { type: string } | { refused: string };

/**
 * The stored `type` of an upload from its name (as v8 does) and its content: content wins when the
 * two disagree, so a PNG called `.jpg` is stored as image/png. HTML or SVG behind an image, audio,
 * video or PDF name is refused outright.
 */
export function decideType(name: string, sniffed: string | null, active: ActiveContent | null): TypeDecision {
  const claimed = typeFromName(name);
  if (active) {
    if (claimed === active || (active === 'application/xml' && claimed && /xml/.test(claimed))) {
      return { type: claimed };
    }
    if (claimed && isMediaType(claimed) && !(active === 'image/svg+xml' && claimed === 'image/svg+xml')) {
      return { refused: active };
    }
    return { type: active };
  }
  if (sniffed) {
    if (sniffed === claimed) return { type: claimed };
    if (claimed && CONTAINERS.has(sniffed)) return { type: claimed };
    return { type: sniffed };
  }
  return { type: claimed ?? 'application/octet-stream' };
}

/** Whether `type` matches the CSV setting `file_mimetype_whitelist` (`image/*` allowed); empty = all. */
export function typeAllowed(type: string, whitelist: string | null | undefined): boolean {
  const entries = (whitelist ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  if (entries.length === 0) return true;
  const t = type.toLowerCase();
  return entries.some((e) => (e.endsWith('/*') ? t.startsWith(e.slice(0, -1)) : e === t));
}

/** v8's `charset` column: the text encoding of text files, `binary` otherwise. */
export function charsetOf(type: string, head: Buffer): string {
  const textual = type.startsWith('text/') || /(json|xml|javascript|csv)/.test(type);
  if (!textual) return 'binary';
  if (head.every((b) => b < 0x80)) return 'us-ascii';
  try {
    // Cut at a character boundary: the head may end inside a multi-byte sequence.
    let end = head.length;
    while (end > 0 && end > head.length - 4 && (head[end - 1]! & 0xc0) === 0x80) end--;
    if (end > 0 && head[end - 1]! >= 0xc0) end--;
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, end));
    return 'utf-8';
  } catch {
    return 'binary';
  }
}
