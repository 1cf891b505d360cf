import type { Project } from '../../projects/registry';
import { embedOf } from './embed';
import { whitelistsFrom } from './thumbnails';
import { readSettings } from '../settings';

export interface FileUrlRow {
  filename_disk: string;
  filename_download: string;
  private_hash: string | null;
}

export interface FileUrls {
  full_url: string;
  url: string;
  asset_url: string | null;
}

/**
 * The computed URLs of a file (api.md §5.6): `url` under the storage `root_url`, `full_url` the same
 * made absolute, `asset_url` the asset endpoint keyed by private hash (or download name, per the
 * `asset_url_naming` setting).
 */
export function fileUrls(
  project: Project,
  file: FileUrlRow,
  baseUrl: string,
  assetNaming = 'private_hash',
): FileUrls {
  const rootUrl = (project.config.storage.root_url ?? `/uploads/${project.key}/originals`).replace(
    /\/+$/,
    '',
  );
  const url = `${rootUrl}/${encodeURIComponent(file.filename_disk)}`;
  const full_url = /^[a-z]+:\/\//i.test(url) ? url : `${baseUrl}${url}`;
  const alias = assetNaming === 'filename_download' ? file.filename_download : file.private_hash;
  const asset_url = alias ? `/${project.key}/assets/${encodeURIComponent(alias)}` : null;
  return { full_url, url, asset_url };
}

export interface FileDataRow extends FileUrlRow {
  type: string | null;
  embed: string | null;
}

export interface ThumbnailLink {
  key: string | null;
  url: string;
  relative_url: string;
  dimension: string;
  width: number;
  height: number;
}

export interface FileData extends FileUrls {
  thumbnails: ThumbnailLink[] | null;
  embed: { html: string; url: string } | null;
}

/** Extensions whose images get thumbnail links (api.md §5.6). */
const THUMBNAIL_EXTENSIONS = /\.(jpe?g|gif|png|webp)$/i;

/** The computed `data` of a file object (api.md §5.6): URLs, thumbnail links and embed code. */
export function fileData(
  project: Project,
  file: FileDataRow,
  baseUrl: string,
  settings: Map<string, string | null>,
): FileData {
  const naming = settings.get('asset_url_naming') ?? 'private_hash';
  const urls = fileUrls(project, file, baseUrl, naming);
  const embed = embedOf(file.type, file.embed);
  const type = file.type ?? '';
  const thumbnailable =
    Boolean(embed) ||
    (type.startsWith('image/') && type !== 'image/svg+xml' && THUMBNAIL_EXTENSIONS.test(file.filename_disk));
  let thumbnails: ThumbnailLink[] | null = null;
  if (thumbnailable && urls.asset_url) {
    const lists = whitelistsFrom(settings);
    const specs = [...lists.system, ...lists.user];
    thumbnails = specs.map((s) => {
      const relative = `${urls.asset_url}?key=${encodeURIComponent(s.key ?? '')}`;
      return {
        key: s.key ?? null,
        url: `${baseUrl}${relative}`,
        relative_url: relative,
        dimension: `${s.width}x${s.height}`,
        width: s.width,
        height: s.height,
      };
    });
  }
  return { ...urls, thumbnails, embed };
}

/**
 * Adds the computed `data` to file objects read elsewhere (a file setting, a user's avatar, a file
 * field expanded with `.*`): rows need their `id`; the other columns are read here in one query.
 */
export async function attachFileData(
  project: Project,
  rows: Record<string, unknown>[],
  baseUrl: string,
  settings?: Map<string, string | null>,
): Promise<void> {
  const ids = rows.map((r) => r.id).filter((id) => id !== undefined && id !== null) as (string | number)[];
  if (!ids.length) return;
  const config = settings ?? (await readSettings(project.knex));
  const stored = (await project
    .knex('directus_files')
    .whereIn('id', ids)
    .select('id', 'filename_disk', 'filename_download', 'private_hash', 'type', 'embed')) as (FileDataRow & {
    id: unknown;
  })[];
  const byId = new Map(stored.map((r) => [String(r.id), r]));
  for (const row of rows) {
    const s = byId.get(String(row.id));
    if (s) row.data = fileData(project, s, baseUrl, config);
  }
}
