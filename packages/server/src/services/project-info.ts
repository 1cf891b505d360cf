import type { Accountability } from '../auth/accountability';
import { dialectOf } from '../database/connection';
import type { Project } from '../projects/registry';
import { DIRECTUS_VERSION } from '../version';
import { fileUrls, type FileUrlRow, type FileUrls } from './files/file-urls';
import { readSettings } from './settings';

const IMAGE_SETTINGS = ['project_logo', 'project_foreground', 'project_background'] as const;

/**
 * `GET /{p}/` (api.md §5.20): branding for the public pages; with a signed-in caller also the API
 * version, database type and upload limit.
 */
export async function projectInfo(
  project: Project,
  accountability: Accountability,
  baseUrl: string,
  requires2FA: boolean,
): Promise<Record<string, unknown>> {
  const settings = await readSettings(project.knex);
  const fileIds = IMAGE_SETTINGS.map((k) => Number(settings.get(k))).filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  const files = new Map<number, FileUrls>();
  if (fileIds.length) {
    const rows: (FileUrlRow & { id: number })[] = await project
      .knex('directus_files')
      .select('id', 'filename_disk', 'filename_download', 'private_hash')
      .whereIn('id', fileIds);
    const naming = settings.get('asset_url_naming') ?? 'private_hash';
    for (const row of rows) files.set(Number(row.id), fileUrls(project, row, baseUrl, naming));
  }
  const image = (key: (typeof IMAGE_SETTINGS)[number]) => files.get(Number(settings.get(key))) ?? null;
  const publicApi = {
    requires2FA,
    project_name: settings.get('project_name') ?? 'Directus',
    project_logo: image('project_logo'),
    project_color: settings.get('project_color') || '#263238',
    project_foreground: image('project_foreground'),
    project_background: image('project_background'),
    project_public_note: settings.get('project_public_note') || null,
    default_locale: settings.get('default_locale') || null,
    telemetry: settings.get('telemetry') === '1' || settings.get('telemetry') === 'true',
  };
  if (accountability.public) return { api: publicApi };
  const dialect = dialectOf(project.knex);
  return {
    api: {
      version: DIRECTUS_VERSION,
      ...publicApi,
      database: dialect === 'pg' ? 'postgres' : dialect,
      // The map interface's tiles and geocoder (docs/configuration.md, Maps); signed-in callers only.
      map: {
        tile_url: project.config.map.tile_url,
        subdomains: project.config.map.subdomains,
        attribution: project.config.map.attribution,
        geocoder_url: project.config.map.geocoder_url,
      },
    },
    server: {
      max_upload_size: project.config.storage.max_upload_size,
      ...(accountability.admin ? { general: { node_version: process.versions.node } } : {}),
    },
  };
}
