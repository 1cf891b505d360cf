import { useState } from 'react';
import { DropZone, FileTrigger, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import { useProjectInfo } from '../../api/server/queries';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { uploadWarning } from '../../uploads/upload-checks';
import { UploadStatus } from '../../uploads/UploadStatus';
import { useEmbed } from '../../uploads/use-embed';
import { useUploads } from '../../uploads/use-uploads';
import { bus } from '../../lib/events';

interface Props {
  project: string;
  accept: string[];
  /** Accessible name prefix (the field's label). */
  inputId: string;
  onFile(file: FileObject): void;
  onChoose(): void;
}

/**
 * An empty file field: a small drop zone with "select from device", "choose from the library",
 * and "embed a URL" (a YouTube or Vimeo link, or an image or PDF to import). Warnings for a file
 * over the server maximum or of a type not accepted; progress while uploading.
 */
export function FileSource({ project, accept, inputId, onFile, onChoose }: Props) {
  const { t } = useTranslation();
  const info = useProjectInfo(project);
  const maxSize = info.data?.data.server?.max_upload_size ?? null;
  const { entries, upload } = useUploads(project, onFile);
  const [over, setOver] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const embed = useEmbed(project, (file) => {
    setEmbedding(false);
    onFile(file);
  });
  const current = entries[entries.length - 1];

  const take = (file: File | undefined) => {
    if (!file) return;
    const warning = uploadWarning(file, maxSize, accept.length ? accept : null);
    if (warning) {
      bus.emit('warning', { notify: warning, values: { filename: file.name } });
      return;
    }
    void upload(file);
  };

  return (
    <div className="file-source">
      <DropZone
        className={`file-source-drop${over ? ' over' : ''}`}
        onDropEnter={() => setOver(true)}
        onDropExit={() => setOver(false)}
        onDrop={async (event) => {
          setOver(false);
          const item = event.items.find((i) => i.kind === 'file') as { getFile(): Promise<File> } | undefined;
          take(item ? await item.getFile() : undefined);
        }}
      >
        <Icon name="cloud_upload" />
        <span className="file-source-text">{t('interfaces.file.drop_file')}</span>
        <FileTrigger
          acceptedFileTypes={accept.length ? accept : undefined}
          onSelect={(list) => take(list ? [...list][0] : undefined)}
        >
          <AriaButton id={inputId} className="button button-secondary">
            {t('select_from_device')}
          </AriaButton>
        </FileTrigger>
      </DropZone>
      <UploadStatus entry={current} className="file-source-progress" />
      <div className="file-source-actions">
        <Button variant="tertiary" icon="folder_open" onClick={onChoose}>
          {t('interfaces.file.choose_existing')}
        </Button>
        <Button
          variant="tertiary"
          icon="link"
          onClick={() => setEmbedding((v) => !v)}
          aria-expanded={embedding}
        >
          {t('embed')}
        </Button>
      </div>
      {embedding && (
        <form
          className="file-source-embed"
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            embed.submit();
          }}
        >
          <input
            className="input"
            type="url"
            aria-label={t('embed')}
            placeholder={t('embed_placeholder')}
            value={embed.url}
            onChange={(e) => embed.setUrl(e.target.value)}
            aria-invalid={embed.error ? true : undefined}
            aria-describedby={embed.error ? `${inputId}-embed-error` : undefined}
          />
          <Button type="submit" variant="secondary" disabled={!embed.url.trim()} loading={embed.pending}>
            {t('add_url')}
          </Button>
          {embed.error && (
            <p id={`${inputId}-embed-error`} className="field-error file-source-embed-error" role="alert">
              {embed.error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
