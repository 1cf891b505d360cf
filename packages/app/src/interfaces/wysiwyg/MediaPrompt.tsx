/**
 * The image and media prompt of the wysiwyg toolbar: an address to insert, a file chosen from the
 * project's file library (the item select modal on directus_files; images only for the image
 * button), or a new upload, which lands in the library and is inserted.
 */
import { useState, type FormEvent } from 'react';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import type { JSONContent } from '@tiptap/react';
import { useProjectKey } from '../../api/project-key';
import { useProjectInfo } from '../../api/server/queries';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { ItemSelectModal } from '../../item-select/ItemSelectModal';
import { uploadWarning } from '../../uploads/upload-checks';
import { UploadStatus } from '../../uploads/UploadStatus';
import { useUploads } from '../../uploads/use-uploads';
import { bus } from '../../lib/events';
import type { FileLike } from '../../lib/file-media';
import { fileContent, mediaContent, mediaKind } from './media';

const LIBRARY_FIELDS = ['title', 'type', 'filename_download', 'uploaded_on'];

interface Props {
  kind: 'image' | 'media';
  onInsert(content: JSONContent): void;
  onCancel(): void;
}

export function MediaPrompt({ kind, onInsert, onCancel }: Props) {
  const { t } = useTranslation();
  const project = useProjectKey();
  const info = useProjectInfo(project);
  const maxSize = info.data?.data.server?.max_upload_size ?? null;
  const [url, setUrl] = useState('');
  const [choosing, setChoosing] = useState(false);
  const insertFile = (file: FileLike) => {
    const content = fileContent(file);
    if (content) onInsert(content);
  };
  const { entries, upload } = useUploads(project, (file: FileObject) =>
    insertFile(file as unknown as FileLike),
  );
  const current = entries[entries.length - 1];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const src = url.trim();
    if (!src) return onCancel();
    onInsert(mediaContent(kind === 'image' ? 'image' : mediaKind(null, src), src, ''));
  };

  const take = (file: File | undefined) => {
    if (!file) return;
    const warning =
      kind === 'image' && !file.type.startsWith('image/')
        ? 'file_type_not_accepted'
        : uploadWarning(file, maxSize);
    if (warning) {
      bus.emit('warning', { notify: warning, values: { filename: file.name } });
      return;
    }
    void upload(file);
  };

  return (
    <div className="wysiwyg-prompt wysiwyg-media-prompt">
      <form className="wysiwyg-prompt-url" onSubmit={submit}>
        <input
          className="input"
          type="url"
          value={url}
          aria-label={
            kind === 'image' ? t('interfaces.wysiwyg.image_url') : t('interfaces.wysiwyg.media_url')
          }
          placeholder="https://"
          // The prompt opens on request; its field takes the focus.
          autoFocus
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') onCancel();
          }}
        />
        <button type="submit" className="button button-primary" disabled={!url.trim()}>
          {t('interfaces.wysiwyg.apply')}
        </button>
      </form>
      <div className="wysiwyg-prompt-sources">
        <Button variant="tertiary" icon="folder_open" onClick={() => setChoosing(true)}>
          {t('interfaces.wysiwyg.from_library')}
        </Button>
        <FileTrigger
          acceptedFileTypes={kind === 'image' ? ['image/*'] : undefined}
          onSelect={(list) => take(list ? [...list][0] : undefined)}
        >
          <AriaButton className="button button-tertiary" isDisabled={current?.status === 'uploading'}>
            <Icon name="cloud_upload" />
            <span>{t('interfaces.wysiwyg.upload')}</span>
          </AriaButton>
        </FileTrigger>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
      <UploadStatus entry={current} className="wysiwyg-prompt-progress" />
      {choosing && (
        <ItemSelectModal
          collection="directus_files"
          mode="single"
          title={
            kind === 'image' ? t('interfaces.wysiwyg.choose_image') : t('interfaces.wysiwyg.choose_media')
          }
          fields={LIBRARY_FIELDS}
          filter={kind === 'image' ? { type: { contains: 'image/' } } : undefined}
          onCancel={() => setChoosing(false)}
          onSelect={(keys, items) => {
            setChoosing(false);
            const item = items.find((i) => String(i.id) === String(keys[0]));
            if (item) insertFile(item as FileLike);
          }}
        />
      )}
    </div>
  );
}
