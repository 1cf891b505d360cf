/**
 * What the file interfaces show for a file (app-catalogue.md §1 Files): a thumbnail of the
 * system whitelist (`directus-{small|medium|large}-{crop|contain}`), the asset URL for SVG (no
 * thumbnails), otherwise a Material icon by MIME type.
 */
import type { FileObject } from '@atrium/sdk';

export type FileLike = Partial<
  Pick<FileObject, 'id' | 'type' | 'title' | 'filename_download' | 'filename_disk'>
> & {
  data?: Partial<FileObject['data']> | null;
  [key: string]: unknown;
};

export type ThumbSize = 'small' | 'medium' | 'large';
export type ThumbFit = 'crop' | 'contain';

/** True when the value is a file object (as opposed to a bare id). */
export const isFileObject = (value: unknown): value is FileLike =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** The URL of a system thumbnail, the asset URL for SVG, or null when the file has no image. */
export function thumbnailUrl(
  file: FileLike | null | undefined,
  size: ThumbSize,
  fit: ThumbFit,
): string | null {
  if (!file?.data) return null;
  if (file.type === 'image/svg+xml') return file.data.asset_url ?? file.data.full_url ?? null;
  const thumb = file.data.thumbnails?.find((t) => t.key === `directus-${size}-${fit}`);
  return thumb?.url ?? thumb?.relative_url ?? null;
}

/** A cache-busting suffix: the same file id shows its new content after a replace. */
export function withVersion(url: string | null, version: string | number | null | undefined): string | null {
  if (!url || version === null || version === undefined || version === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}v=${encodeURIComponent(String(version))}`;
}

/** The icon of a MIME type: pdf, application, image, video, code, audio, anything else. */
export function mimeIcon(type: string | null | undefined): string {
  if (!type) return 'save';
  if (type === 'application/pdf') return 'picture_as_pdf';
  if (/^(text\/(x-|javascript|css|html|xml)|application\/(json|javascript|xml|x-))/.test(type)) return 'code';
  const [group] = type.split('/');
  if (group === 'image') return 'crop_original';
  if (group === 'video' || type.startsWith('embed/')) return 'videocam';
  if (group === 'audio') return 'audiotrack';
  if (group === 'application') return 'insert_drive_file';
  return 'save';
}

/** The file's extension in capitals (`PNG`), or its MIME subtype when the name has none. */
export function fileExtension(file: FileLike): string {
  const name = file.filename_download ?? file.filename_disk ?? '';
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) return name.slice(dot + 1).toUpperCase();
  return (file.type?.split('/')[1] ?? '').toUpperCase();
}

/** The title of a file, or its download name. */
export const fileTitle = (file: FileLike): string =>
  file.title || file.filename_download || file.filename_disk || String(file.id ?? '');
