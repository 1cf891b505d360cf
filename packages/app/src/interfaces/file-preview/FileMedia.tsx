import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { fileTitle, mimeIcon, thumbnailUrl, withVersion, type FileLike } from '../../lib/file-media';
import { mediaKind } from './media-kind';

/**
 * The large preview of one file: the image (the large contained thumbnail, or the asset itself
 * for SVG and BMP), a video or audio player, an embed frame, the PDF viewer, or the MIME icon with
 * the subtype. The checksum versions every URL, so a replaced file shows its new content at once.
 */
export function FileMedia({ file }: { file: FileLike }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const type = (file.type as string | null | undefined) ?? null;
  const kind = mediaKind(type);
  const version = (file.checksum as string | null | undefined) ?? null;
  const asset = withVersion(file.data?.asset_url ?? file.data?.full_url ?? null, version);
  const title = fileTitle(file);

  if (kind === 'image' && !broken) {
    const src = withVersion(thumbnailUrl(file, 'large', 'contain'), version) ?? asset;
    if (src)
      return (
        <div className="file-media file-media-image">
          <img src={src} alt={title} onError={() => setBroken(true)} />
        </div>
      );
  }
  if (kind === 'video' && asset)
    return (
      <div className="file-media">
        <video controls src={asset} aria-label={title} />
      </div>
    );
  if (kind === 'audio' && asset)
    return (
      <div className="file-media file-media-audio">
        <audio controls src={asset} aria-label={title} />
      </div>
    );
  if (kind === 'embed' && file.data?.embed?.url)
    return (
      <div className="file-media">
        <iframe
          className="file-media-embed"
          src={file.data.embed.url}
          title={title}
          width={620}
          height={349}
          allow="fullscreen"
        />
      </div>
    );
  if (kind === 'pdf' && asset)
    return (
      <div className="file-media file-media-pdf">
        <object data={asset} type="application/pdf" aria-label={title}>
          <a href={asset} target="_blank" rel="noreferrer">
            {t('interfaces.file-preview.open_original')}
          </a>
        </object>
      </div>
    );
  return (
    <div className="file-media file-media-other">
      <Icon name={broken ? 'broken_image' : mimeIcon(type)} size={64} />
      <span className="file-media-type">
        {type ? (type.split('/')[1] ?? type) : t('interfaces.file-preview.unknown_type')}
      </span>
    </div>
  );
}
