import type { Project } from '../../projects/registry';

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
