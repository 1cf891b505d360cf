import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Project } from '../../projects/registry';
import { errors } from '../../errors';
import { projectStorage, StorageNotFoundError, type ByteRange } from '../../storage';
import { readSettings } from '../settings';
import { typeFromName } from './mime';
import {
  FORMAT_TYPES,
  getThumbnail,
  resolveThumbnail,
  thumbnailFormat,
  wantsThumbnail,
  whitelistsFrom,
  type ThumbnailQuery,
} from './thumbnails';

/** What the asset route sends: headers plus a body (stream or buffer), or 304/416 without one. */
export interface AssetResponse {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  body: Readable | Buffer | null;
}

interface FileRow {
  filename_disk: string;
  filename_download: string;
  type: string | null;
  charset: string | null;
  checksum: string | null;
  filesize: number | string | null;
  uploaded_on: string | Date | null;
}

/**
 * Types that a browser would run as a document with script in the API's origin: served as
 * attachments, in addition to the sandboxing CSP every asset gets.
 */
const ACTIVE =
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/xsl|application\/javascript|text\/javascript|application\/x-shockwave-flash)$/i;

/** `filename="…"` with an ASCII fallback and the exact name in RFC 5987 form. */
function disposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Headers that keep any asset from acting as a page of the API's origin. */
function safetyHeaders(type: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Content-Type-Options': 'nosniff' };
  // PDF viewers are plug-ins a sandbox would block; PDF script runs in the viewer, not the origin.
  if (type !== 'application/pdf') {
    headers['Content-Security-Policy'] =
      "default-src 'none'; img-src data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";
  }
  return headers;
}

function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // multiple or malformed ranges: whole file
  if (size === 0) return 'unsatisfiable';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  !!ifNoneMatch &&
  ifNoneMatch
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);

/** `uploaded_on` as the drivers return it (Date, or 'YYYY-MM-DD HH:MM:SS' in UTC); null when unreadable. */
function toDate(value: string | Date | null): Date | null {
  if (!value) return null;
  const d =
    value instanceof Date
      ? value
      : new Date(`${String(value).replace(' ', 'T')}${/Z|[+-]\d\d:?\d\d$/.test(String(value)) ? '' : 'Z'}`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export interface AssetRequest {
  key: string;
  /** `filename_disk`: the original under the storage `root_url` (no thumbnails); default: per `asset_url_naming`. */
  by?: 'filename_disk';
  query: ThumbnailQuery;
  range?: string;
  ifNoneMatch?: string;
  ifRange?: string;
}

/**
 * `GET /{p}/assets/{key}` (api.md §5.7): the original (with single byte ranges, for audio and video
 * seeking) or a whitelisted thumbnail, cached in thumbnail storage. The private hash in the URL
 * is the capability: no other authorisation applies.
 */
export async function serveAsset(
  project: Project,
  dataDir: string,
  req: AssetRequest,
): Promise<AssetResponse> {
  const settings = await readSettings(project.knex);
  const column =
    req.by ??
    (settings.get('asset_url_naming') === 'filename_download' ? 'filename_download' : 'private_hash');
  const row = (await project
    .knex('directus_files')
    .where(column, req.key)
    .orderBy('id')
    .first(
      'filename_disk',
      'filename_download',
      'type',
      'charset',
      'checksum',
      'filesize',
      'uploaded_on',
    )) as FileRow | undefined;
  if (!row || !req.key) throw errors.itemNotFound();
  const storage = projectStorage(project, dataDir);
  const ttl = settings.get('thumbnail_cache_ttl');
  const cacheControl = ttl && /^\d+$/.test(ttl) ? `max-age=${ttl}, public` : 'public, no-cache';
  const modified = toDate(row.uploaded_on);
  const lastModified = modified ? modified.toUTCString() : null;

  if (!req.by && wantsThumbnail(req.query)) {
    const spec = resolveThumbnail(req.query, whitelistsFrom(settings));
    const format = thumbnailFormat(row.filename_disk);
    const etag = `"${row.checksum ?? row.filename_disk}-w${spec.width}h${spec.height}${spec.fit}q${spec.quality}"`;
    const type = FORMAT_TYPES[format];
    const headers: Record<string, string> = {
      ...safetyHeaders(type),
      'Content-Type': type,
      ETag: etag,
      'Cache-Control': cacheControl,
      'Content-Disposition': disposition('inline', row.filename_download),
    };
    if (lastModified) headers['Last-Modified'] = lastModified;
    if (matches(req.ifNoneMatch, etag)) return { status: 304, headers, body: null };
    let body: Buffer;
    try {
      body = await getThumbnail(
        storage.originals,
        storage.thumbnails,
        row.filename_disk,
        spec,
        format,
        project.state.thumbnailRenders,
      );
    } catch (err) {
      if (err instanceof StorageNotFoundError) throw errors.itemNotFound();
      throw err;
    }
    return { status: 200, headers: { ...headers, 'Content-Length': String(body.length) }, body };
  }

  const stat = await storage.originals.stat(row.filename_disk);
  if (!stat) throw errors.itemNotFound();
  // Embeds store their preview image: the row's type (embed/youtube) is not what the bytes are.
  const type =
    row.type && !row.type.startsWith('embed/')
      ? row.type
      : (typeFromName(row.filename_disk) ?? 'application/octet-stream');
  const active = ACTIVE.test(type);
  const etag = `"${row.checksum ?? 'x'}-${stat.size}"`;
  const headers: Record<string, string> = {
    ...safetyHeaders(type),
    'Content-Type': /^(utf-8|us-ascii)$/.test(row.charset ?? '') ? `${type}; charset=${row.charset}` : type,
    'Content-Disposition': disposition(
      active ? 'attachment' : 'inline',
      row.filename_download || path.basename(row.filename_disk),
    ),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'Cache-Control': cacheControl,
    'Last-Modified': (lastModified
      ? new Date(Math.max(Date.parse(lastModified), stat.modified.getTime()))
      : stat.modified
    ).toUTCString(),
  };
  if (matches(req.ifNoneMatch, etag)) return { status: 304, headers, body: null };
  const rangeAllowed = !req.ifRange || req.ifRange === etag;
  const range = rangeAllowed ? parseRange(req.range, stat.size) : null;
  if (range === 'unsatisfiable') {
    return { status: 416, headers: { ...headers, 'Content-Range': `bytes */${stat.size}` }, body: null };
  }
  try {
    if (range) {
      const body = await storage.originals.read(row.filename_disk, range);
      return {
        status: 206,
        headers: {
          ...headers,
          'Content-Range': `bytes ${range.start}-${range.end}/${stat.size}`,
          'Content-Length': String(range.end - range.start + 1),
        },
        body,
      };
    }
    const body = await storage.originals.read(row.filename_disk);
    return { status: 200, headers: { ...headers, 'Content-Length': String(stat.size) }, body };
  } catch (err) {
    if (err instanceof StorageNotFoundError) throw errors.itemNotFound();
    throw err;
  }
}
