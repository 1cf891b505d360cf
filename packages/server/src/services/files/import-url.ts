import path from 'node:path';
import sharp from 'sharp';
import { OutboundError, readAll, safeFetch, type SafeFetchOptions } from '../../net/safe-fetch';
import { previewImageUrl, parseEmbedUrl, type EmbedRef } from './embed';
import { fileErrors } from './errors';
import { extensionForType } from './mime';
import { prepareBase64, prepareStream, type PreparedUpload, type UploadTarget } from './upload';

/** Content types a URL import accepts (v8: images and PDF; audio and video as well here). */
const IMPORTABLE = /^(image\/[\w.+-]+|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/i;

export interface ImportedUpload {
  upload: PreparedUpload;
  /** Set for YouTube/Vimeo links: the file is the video's preview image. */
  embed: EmbedRef | null;
}

/** Whether `data` of a JSON upload is a URL to import rather than base64 (any `scheme:` but `data:`). */
export const looksLikeUrl = (data: string) => /^[a-z][a-z0-9+.-]*:/i.test(data) && !/^data:/i.test(data);

function describe(err: unknown): string {
  if (err instanceof OutboundError) return err.message;
  return (err as Error).message ?? 'unknown error';
}

/** The file name a download suggests: Content-Disposition, else the last path segment. */
function downloadName(url: string, disposition: string | undefined, type: string): string {
  let name: string;
  const star = disposition ? /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition) : null;
  const plain = disposition ? /filename\s*=\s*"?([^";]+)"?/.exec(disposition) : null;
  try {
    if (star) name = decodeURIComponent(star[1]!.trim());
    else if (plain) name = plain[1]!.trim();
    else name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
  } catch {
    name = '';
  }
  name = name.split(/[\\/]/).pop()!.trim() || 'file';
  if (!path.extname(name)) {
    const ext = extensionForType(type);
    if (ext) name = `${name}.${ext}`;
  }
  return name;
}

/** A neutral 16:9 preview stored for an embed whose provider image cannot be fetched. */
async function placeholderPreview(): Promise<Buffer> {
  return sharp({ create: { width: 480, height: 270, channels: 3, background: '#263238' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Imports `data` = URL (api.md §5.5 form 3) through the SSRF-safe fetcher. Video links become
 * embeds whose file is the preview image (a placeholder when the provider cannot be reached).
 */
export async function prepareUrl(
  target: UploadTarget,
  url: string,
  outbound: Pick<SafeFetchOptions, 'allowPrivate' | 'timeout' | 'maxRedirects'> & { embedPreviews?: boolean },
): Promise<ImportedUpload> {
  const embed = parseEmbedUrl(url);
  if (embed) {
    let image: Buffer | null = null;
    const preview = outbound.embedPreviews === false ? null : previewImageUrl(embed);
    if (preview) {
      try {
        const res = await safeFetch(preview, { ...outbound, timeout: 5000, maxBytes: 5 * 1024 * 1024 });
        const body = await readAll(res.body);
        if (res.status === 200 && /^image\//.test(String(res.headers['content-type']))) image = body;
      } catch {
        image = null;
      }
    }
    image ??= await placeholderPreview();
    const upload = await prepareBase64(target, image.toString('base64'), `${embed.id}.jpg`);
    return { upload, embed };
  }

  let res;
  try {
    res = await safeFetch(url, { ...outbound, maxBytes: target.maxBytes });
  } catch (err) {
    if (err instanceof OutboundError && err.reason === 'size') throw fileErrors.tooLarge(target.maxBytes);
    throw fileErrors.importFailed(describe(err));
  }
  if (res.status < 200 || res.status > 299) {
    res.body.destroy();
    throw fileErrors.importFailed(`the server answered ${res.status}`);
  }
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (!IMPORTABLE.test(type)) {
    res.body.destroy();
    throw fileErrors.importFailed(
      `only images, audio, video and PDF documents can be imported (got "${type || 'no type'}")`,
    );
  }
  const name = downloadName(res.url, res.headers['content-disposition'], type);
  try {
    const upload = await prepareStream(target, res.body, name, () => fileErrors.tooLarge(target.maxBytes));
    return { upload, embed: null };
  } catch (err) {
    if (err instanceof OutboundError) {
      if (err.reason === 'size') throw fileErrors.tooLarge(target.maxBytes);
      throw fileErrors.importFailed(describe(err));
    }
    throw err;
  }
}
