import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { Icon } from '../../components/Icon';
import { Notice } from '../../components/Notice';
import { formatBytes } from '../../lib/bytes';
import { fileTitle, type FileLike } from '../../lib/file-media';
import type { InputProps } from '../types';
import { FileMedia } from './FileMedia';
import { ReplaceFile } from './ReplaceFile';
import './file-preview.css';

/**
 * The preview of the file whose form this is (directus_files only: it reads the sibling `id`,
 * `type`, `filesize` and `data`): the media, its name, size and dimensions, a link to the
 * original, and Replace (not when read-only).
 */
export default function FilePreviewInput(props: InputProps) {
  const { values, collection, readonly, newItem } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  // The answer of a replace, shown until the form's own values catch up.
  const [replaced, setReplaced] = useState<FileObject | null>(null);
  const current: FileLike =
    replaced && replaced.id === values.id && replaced.checksum !== values.checksum
      ? (replaced as unknown as FileLike)
      : (values as FileLike);

  if (collection !== 'directus_files' || !values.data || values.id === undefined || values.id === null) {
    return (
      <Notice color="gray" icon="info">
        {newItem ? t('interfaces.file-preview.not_uploaded') : t('interfaces.file-preview.files_only')}
      </Notice>
    );
  }
  const original = current.data?.asset_url ?? current.data?.full_url ?? null;
  const size = Number(current.filesize ?? 0);
  const { width, height } = current as { width?: number | null; height?: number | null };

  return (
    <div className="file-preview">
      <FileMedia file={current} />
      <div className="file-preview-bar">
        <div className="file-preview-facts">
          <span className="file-preview-name">{String(current.filename_download ?? fileTitle(current))}</span>
          <span className="file-preview-meta">
            {[
              size > 0 ? formatBytes(size) : null,
              width && height ? `${width} × ${height}` : null,
              current.type,
            ]
              .filter(Boolean)
              .join(' • ')}
          </span>
        </div>
        {original && (
          <a className="button button-tertiary" href={original} target="_blank" rel="noreferrer">
            <Icon name="open_in_new" />
            <span>{t('interfaces.file-preview.open_original')}</span>
          </a>
        )}
        {!readonly && (
          <ReplaceFile project={project} id={values.id as number} onReplaced={(file) => setReplaced(file)} />
        )}
      </div>
    </div>
  );
}
