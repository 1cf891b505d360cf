import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileObject } from '@atrium/sdk';
import { useDeleteFiles } from '../../api/files/mutations';
import { useFile } from '../../api/files/queries';
import { useProjectKey } from '../../api/project-key';
import { Confirm } from '../../components/Confirm';
import { ItemSelectModal } from '../../item-select/ItemSelectModal';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { bus } from '../../lib/events';
import { isFileObject, type FileLike } from '../../lib/file-media';
import type { InputProps } from '../types';
import { acceptList } from './accept';
import { FileCard } from './FileCard';
import { FileSource } from './FileSource';
import './file.css';

interface Options {
  crop?: boolean | null;
  accept?: string | string[] | null;
  allowDelete?: boolean | null;
}

type Value = FileLike | number | string;

const LIBRARY_FIELDS = ['title', 'type', 'filename_download', 'uploaded_on'];

/**
 * One file (app-catalogue.md §1 file). Empty: upload (drop or pick), choose from the library (the
 * item select modal on directus_files, limited to `accept`), or embed a URL. Set: a card with the
 * thumbnail and a menu (download, deselect, delete with `allowDelete`). Emits the file's id.
 */
export default function FileInput(props: InputProps<Value, Options>) {
  const { value, options, readonly, width, inputId, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const accept = acceptList(options.accept);
  // The file object behind an id this field just emitted (upload, pick), so it shows at once.
  const [known, setKnown] = useState<FileLike | null>(null);
  const [choosing, setChoosing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const remove = useDeleteFiles(project);

  const id = isFileObject(value) ? (value.id ?? null) : value === '' || value === undefined ? null : value;
  const fromValue = isFileObject(value) && value.data ? value : null;
  const fromKnown = known && id !== null && String(known.id) === String(id) ? known : null;
  const fetched = useFile(project, !fromValue && !fromKnown && id !== null ? id : null);
  const file: FileLike | null = fromValue ?? fromKnown ?? (fetched.data as FileLike | undefined) ?? null;

  const choose = (next: FileLike) => {
    setKnown(next);
    onInput((next.id as number) ?? null);
  };

  if (id !== null && !file) {
    if (fetched.isError)
      return (
        <div className="file-input">
          <Notice color="warning" icon="broken_image">
            {t('this_item_is_not_available')}
          </Notice>
          {!readonly && (
            <button type="button" className="button button-tertiary" onClick={() => onInput(null)}>
              {t('interfaces.file.deselect')}
            </button>
          )}
        </div>
      );
    return (
      <div className="file-input file-input-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }

  return (
    <div className="file-input">
      {file ? (
        <FileCard
          file={file}
          large={width === 'full' || width === 'fill'}
          fit={options.crop === false ? 'contain' : 'crop'}
          readonly={readonly}
          allowDelete={!!options.allowDelete}
          onDeselect={() => onInput(null)}
          onDelete={() => setConfirmDelete(true)}
        />
      ) : readonly ? (
        <p className="file-input-empty" id={inputId}>
          {t('interfaces.file.no_file')}
        </p>
      ) : (
        <FileSource
          project={project}
          accept={accept}
          inputId={inputId}
          onFile={(f: FileObject) => choose(f as unknown as FileLike)}
          onChoose={() => setChoosing(true)}
        />
      )}
      {choosing && (
        <ItemSelectModal
          collection="directus_files"
          mode="single"
          title={t('interfaces.file.choose_one')}
          fields={LIBRARY_FIELDS}
          filter={accept.length ? { type: { in: accept.join(',') } } : undefined}
          onCancel={() => setChoosing(false)}
          onSelect={(keys, items) => {
            setChoosing(false);
            const key = keys[0];
            if (key === undefined) return;
            const item = items.find((i) => String(i.id) === String(key));
            if (item) setKnown(item as FileLike);
            onInput(key as number);
          }}
        />
      )}
      {confirmDelete && file && (
        <Confirm
          message={t('interfaces.file.delete_confirm', {
            title: String(file.title ?? file.filename_download ?? ''),
          })}
          confirmText={t('delete')}
          danger
          loading={remove.isPending}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={() =>
            remove.mutate([file.id as number], {
              onSuccess: () => {
                setConfirmDelete(false);
                onInput(null);
              },
              onError: (error) => {
                setConfirmDelete(false);
                bus.emit('error', { error, notify: 'something_went_wrong_body', details: error.message });
              },
            })
          }
        />
      )}
    </div>
  );
}
