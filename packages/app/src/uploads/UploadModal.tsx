/**
 * The "file upload" modal (product.md §2, §5, §8): a drop zone and a file picker taking several
 * files at once, one progress entry per file, the server's message on failure, a warning for files
 * over the server's maximum size or of a type not accepted, and an embed-by-URL input. Done closes.
 * Reusable by the file interfaces (`accept`, `onUploaded`).
 */
import { formatBytes } from '../lib/bytes';
import { useState } from 'react';
import { DropZone, FileTrigger, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import { useProjectInfo } from '../api/server/queries';
import { bus } from '../lib/events';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { uploadWarning } from './upload-checks';
import { useEmbed } from './use-embed';
import { useUploads } from './use-uploads';
import './upload.css';

interface Props {
  project: string;
  /** Accepted MIME types (exact match); none = any. */
  accept?: readonly string[];
  onUploaded?(file: FileObject): void;
  onDone(): void;
}

export function UploadModal({ project, accept, onUploaded, onDone }: Props) {
  const { t } = useTranslation();
  const info = useProjectInfo(project);
  const maxSize = info.data?.data.server?.max_upload_size ?? null;
  const { entries, upload } = useUploads(project, onUploaded);
  const embed = useEmbed(project, onUploaded);
  const [over, setOver] = useState(false);

  const take = (files: File[]) => {
    for (const file of files) {
      const warning = uploadWarning(file, maxSize, accept);
      if (warning) {
        bus.emit('warning', { notify: warning, values: { filename: file.name } });
        continue;
      }
      void upload(file);
    }
  };

  return (
    <Modal title={t('file_upload')} onClose={onDone} actions={<Button onClick={onDone}>{t('done')}</Button>}>
      <div className="upload">
        <DropZone
          className={`upload-drop${over ? ' over' : ''}`}
          onDropEnter={() => setOver(true)}
          onDropExit={() => setOver(false)}
          onDrop={async (event) => {
            setOver(false);
            const files = await Promise.all(
              event.items
                .filter((i) => i.kind === 'file')
                .map((i) => (i as { getFile(): Promise<File> }).getFile()),
            );
            take(files);
          }}
        >
          <Icon name="cloud_upload" size={48} />
          <p className="upload-drop-text">{t('drop_files_here')}</p>
          <FileTrigger
            allowsMultiple
            acceptedFileTypes={accept ? [...accept] : undefined}
            onSelect={(list) => take(list ? [...list] : [])}
          >
            <AriaButton className="button button-secondary">{t('select_from_device')}</AriaButton>
          </FileTrigger>
          {maxSize ? <p className="upload-note">{t('max_size', { size: formatBytes(maxSize) })}</p> : null}
        </DropZone>

        {entries.length > 0 && (
          <ul className="upload-list" aria-label={t('uploads')}>
            {entries.map((entry) => (
              <li key={entry.id} className={`upload-entry ${entry.status}`}>
                <Icon
                  name={
                    entry.status === 'done'
                      ? 'check_circle'
                      : entry.status === 'error'
                        ? 'error'
                        : 'insert_drive_file'
                  }
                />
                <div className="upload-entry-main">
                  <span className="upload-entry-name">{entry.name}</span>
                  {entry.status === 'error' ? (
                    <span className="upload-entry-error" role="alert">
                      {entry.error}
                    </span>
                  ) : (
                    <progress
                      className="upload-progress"
                      max={100}
                      value={entry.progress}
                      aria-label={t('upload_progress', { filename: entry.name })}
                    />
                  )}
                </div>
                {entry.status !== 'error' && <span className="upload-entry-pct">{entry.progress}%</span>}
              </li>
            ))}
          </ul>
        )}

        <form
          className="upload-embed"
          onSubmit={(e) => {
            e.preventDefault();
            embed.submit();
          }}
        >
          <label className="field-label" htmlFor="upload-embed-url">
            {t('embed')}
          </label>
          <div className="upload-embed-row">
            <input
              id="upload-embed-url"
              className="input"
              type="url"
              placeholder={t('embed_placeholder')}
              value={embed.url}
              onChange={(e) => embed.setUrl(e.target.value)}
              aria-invalid={embed.error ? true : undefined}
              aria-describedby={embed.error ? 'upload-embed-error' : undefined}
            />
            <Button type="submit" variant="secondary" disabled={!embed.url.trim()} loading={embed.pending}>
              {t('add_url')}
            </Button>
          </div>
          {embed.error && (
            <p id="upload-embed-error" className="field-error" role="alert">
              {embed.error}
            </p>
          )}
        </form>
      </div>
    </Modal>
  );
}
