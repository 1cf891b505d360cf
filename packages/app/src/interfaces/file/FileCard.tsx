import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu';
import { formatDate } from '../../i18n/dates';
import { formatBytes } from '../../lib/bytes';
import {
  fileExtension,
  fileTitle,
  mimeIcon,
  thumbnailUrl,
  withVersion,
  type FileLike,
  type ThumbFit,
} from '../../lib/file-media';

interface Props {
  file: FileLike;
  /** Large thumbnails for a full-width field, medium otherwise. */
  large: boolean;
  fit: ThumbFit;
  readonly: boolean;
  allowDelete: boolean;
  onDeselect(): void;
  onDelete(): void;
}

/**
 * The chosen file: its thumbnail (or MIME icon), title and "EXT • upload date [• size for
 * images]", with a menu: Download, Deselect and (with `allowDelete`) Delete.
 */
export function FileCard({ file, large, fit, readonly, allowDelete, onDeselect, onDelete }: Props) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const src = withVersion(
    thumbnailUrl(file, large ? 'large' : 'medium', fit),
    file.checksum as string | undefined,
  );
  const title = fileTitle(file);
  const uploaded =
    typeof file.uploaded_on === 'string' ? new Date(file.uploaded_on.replace(' ', 'T') + 'Z') : null;
  const isImage = typeof file.type === 'string' && file.type.startsWith('image/');
  const subtitle = [
    fileExtension(file),
    uploaded && !Number.isNaN(uploaded.getTime()) ? formatDate(uploaded) : null,
    isImage && Number(file.filesize) > 0 ? formatBytes(Number(file.filesize)) : null,
  ]
    .filter(Boolean)
    .join(' • ');
  const download = file.data?.full_url ?? file.data?.asset_url ?? null;

  return (
    <div className={`file-card${large ? ' large' : ''}`}>
      <div className="file-card-media">
        {src && !broken ? (
          <img src={src} alt={title} onError={() => setBroken(true)} />
        ) : (
          <Icon name={broken ? 'broken_image' : mimeIcon(file.type)} size={64} />
        )}
      </div>
      <div className="file-card-info">
        <div className="file-card-text">
          <span className="file-card-title">{title}</span>
          <span className="file-card-subtitle">{subtitle}</span>
        </div>
        <MenuTrigger>
          <AriaButton className="icon-button" aria-label={t('interfaces.file.actions', { title })}>
            <Icon name="more_vert" />
          </AriaButton>
          <Menu
            label={t('interfaces.file.actions', { title })}
            onAction={(key) => {
              if (key === 'download' && download) window.open(download, '_blank', 'noopener');
              if (key === 'deselect') onDeselect();
              if (key === 'delete') onDelete();
            }}
          >
            {download ? (
              <MenuItem id="download" icon="get_app">
                {t('interfaces.file.download')}
              </MenuItem>
            ) : null}
            {!readonly ? (
              <MenuItem id="deselect" icon="clear">
                {t('interfaces.file.deselect')}
              </MenuItem>
            ) : null}
            {!readonly && allowDelete ? (
              <MenuItem id="delete" icon="delete_outline">
                {t('delete')}
              </MenuItem>
            ) : null}
          </Menu>
        </MenuTrigger>
      </div>
    </div>
  );
}
