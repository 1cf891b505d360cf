import path from 'node:path';
import sharp from 'sharp';
import type { StorageDriver } from '../../storage';
import { errors } from '../../errors';
import { fileErrors } from './errors';

export type Fit = 'crop' | 'contain';

export interface ThumbnailSpec {
  key?: string;
  width: number;
  height: number;
  fit: Fit;
  quality: number;
}

/** The fixed system whitelist (api.md §5.7), used when the setting is missing or unreadable. */
export const SYSTEM_WHITELIST: ThumbnailSpec[] = [
  { key: 'directus-small-crop', width: 64, height: 64, fit: 'crop', quality: 80 },
  { key: 'directus-small-contain', width: 64, height: 64, fit: 'contain', quality: 80 },
  { key: 'directus-medium-crop', width: 300, height: 300, fit: 'crop', quality: 80 },
  { key: 'directus-medium-contain', width: 300, height: 300, fit: 'contain', quality: 80 },
  { key: 'directus-large-crop', width: 800, height: 600, fit: 'crop', quality: 80 },
  { key: 'directus-large-contain', width: 800, height: 600, fit: 'contain', quality: 80 },
];

/** Reads a whitelist setting (a JSON array of `{key, width, height, fit, quality}`); bad entries are skipped. */
export function parseWhitelist(value: string | null | undefined): ThumbnailSpec[] {
  if (!value) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const out: ThumbnailSpec[] = [];
  for (const entry of parsed) {
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    const width = Number(e.width);
    const height = Number(e.height);
    const quality = Number(e.quality ?? 80);
    const fit = e.fit === 'crop' ? 'crop' : e.fit === 'contain' ? 'contain' : null;
    if (!fit || !isDimension(width) || !isDimension(height) || !isQuality(quality)) continue;
    out.push({ key: e.key === undefined ? undefined : String(e.key), width, height, fit, quality });
  }
  return out;
}

const isDimension = (n: number) => Number.isInteger(n) && n > 0 && n <= 10_000;
const isQuality = (n: number) => Number.isInteger(n) && n >= 1 && n <= 100;

export interface Whitelists {
  system: ThumbnailSpec[];
  user: ThumbnailSpec[];
}

export function whitelistsFrom(settings: Map<string, string | null>): Whitelists {
  const system = parseWhitelist(settings.get('asset_whitelist_system'));
  return {
    system: system.length ? system : SYSTEM_WHITELIST,
    user: parseWhitelist(settings.get('asset_whitelist')),
  };
}

export interface ThumbnailQuery {
  key?: unknown;
  w?: unknown;
  h?: unknown;
  f?: unknown;
  q?: unknown;
}

export const wantsThumbnail = (q: ThumbnailQuery) =>
  [q.key, q.w, q.h, q.f, q.q].some((v) => v !== undefined && v !== '');

/**
 * The thumbnail a request asks for (api.md §5.7): a whitelisted `key`, or `w`, `h`, `f`, `q`
 * together, which must match a user whitelist entry unless that list is empty.
 */
export function resolveThumbnail(query: ThumbnailQuery, lists: Whitelists): ThumbnailSpec {
  if (query.key !== undefined && query.key !== '') {
    const key = String(query.key);
    const hit = [...lists.system, ...lists.user].find((s) => s.key === key);
    if (!hit) throw fileErrors.thumbnail("Key doesn't exist.");
    return hit;
  }
  const missing = (['w', 'h', 'f', 'q'] as const).filter((k) => query[k] === undefined || query[k] === '');
  if (missing.length) {
    throw errors.invalidPayload(missing.map((k) => `${k}: This value should not be blank.`).join(' '));
  }
  const width = Number(query.w);
  const height = Number(query.h);
  const quality = Number(query.q);
  const bad: string[] = [];
  if (!isDimension(width)) bad.push('w: This value should be a positive integer (at most 10000).');
  if (!isDimension(height)) bad.push('h: This value should be a positive integer (at most 10000).');
  if (query.f !== 'crop' && query.f !== 'contain') bad.push('f: This value should be "crop" or "contain".');
  if (!isQuality(quality)) bad.push('q: This value should be an integer from 1 to 100.');
  if (bad.length) throw errors.invalidPayload(bad.join(' '));
  const spec: ThumbnailSpec = { width, height, fit: query.f as Fit, quality };
  if (
    lists.user.length > 0 &&
    !lists.user.some(
      (s) => s.width === width && s.height === height && s.fit === spec.fit && s.quality === quality,
    )
  ) {
    throw fileErrors.thumbnail("The params don't match the asset whitelist.");
  }
  return spec;
}

/** Source extensions kept as the thumbnail's format, and those rasterised to JPEG. */
const KEPT = new Set(['jpg', 'jpeg', 'gif', 'png', 'webp']);
const RASTERISED = new Set(['svg', 'pdf', 'psd', 'tif', 'tiff']);

export type OutputFormat = 'jpeg' | 'png' | 'gif' | 'webp';

/** The output format for a source file name; throws 422/12 for extensions without thumbnails. */
export function thumbnailFormat(filenameDisk: string): OutputFormat {
  const ext = path.extname(filenameDisk).slice(1).toLowerCase();
  if (KEPT.has(ext)) return ext === 'jpg' ? 'jpeg' : (ext as OutputFormat);
  if (RASTERISED.has(ext)) return 'jpeg';
  throw fileErrors.thumbnail('Invalid file extension.');
}

export const FORMAT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** Where a thumbnail is cached in the thumbnail storage (api.md §5.7). */
export const thumbnailKey = (spec: ThumbnailSpec, filenameDisk: string) =>
  `w${spec.width},h${spec.height},f${spec.fit},q${spec.quality}/${filenameDisk}`;

/** Renders a thumbnail. `crop` fills exactly W×H from the centre; `contain` fits inside W×H, scaling up as v8 does. */
export async function renderThumbnail(
  source: Buffer,
  spec: ThumbnailSpec,
  format: OutputFormat,
): Promise<Buffer> {
  let image = sharp(source, { failOn: 'none', animated: false }).rotate();
  image = image.resize(spec.width, spec.height, {
    fit: spec.fit === 'crop' ? 'cover' : 'inside',
    position: 'centre',
  });
  if (format === 'jpeg') image = image.flatten({ background: '#ffffff' }).jpeg({ quality: spec.quality });
  else if (format === 'png') image = image.png({ quality: spec.quality });
  else if (format === 'webp') image = image.webp({ quality: spec.quality });
  else image = image.gif();
  return image.toBuffer();
}

/**
 * The thumbnail's bytes: from the cache in thumbnail storage, else rendered from the original and
 * cached. Concurrent requests for the same thumbnail share one rendering (`inFlight`, the
 * project's `state.thumbnailRenders`).
 */
export async function getThumbnail(
  originals: StorageDriver,
  thumbnails: StorageDriver,
  filenameDisk: string,
  spec: ThumbnailSpec,
  format: OutputFormat,
  inFlight: Map<string, Promise<Buffer>>,
): Promise<Buffer> {
  const key = thumbnailKey(spec, filenameDisk);
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    if (await thumbnails.stat(key)) return readBuffer(thumbnails, key);
    const source = await readBuffer(originals, filenameDisk);
    let rendered: Buffer;
    try {
      rendered = await renderThumbnail(source, spec, format);
    } catch {
      throw fileErrors.thumbnail('The thumbnail could not be generated from this file.');
    }
    await thumbnails.putBuffer(key, rendered, { contentType: FORMAT_TYPES[format] });
    return rendered;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

async function readBuffer(driver: StorageDriver, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await driver.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Removes every cached thumbnail of a stored file (any size, fit or quality). */
export async function deleteThumbnails(thumbnails: StorageDriver, filenameDisk: string): Promise<void> {
  const doomed: string[] = [];
  for await (const key of thumbnails.list('')) {
    if (key.split('/').pop() === filenameDisk) doomed.push(key);
  }
  await Promise.all(doomed.map((key) => thumbnails.delete(key)));
}
