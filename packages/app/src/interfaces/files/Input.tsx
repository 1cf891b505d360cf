import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrimaryKey } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { ItemSelectModal } from '../../item-select/ItemSelectModal';
import { Notice } from '../../components/Notice';
import { SortableList } from '../../components/SortableList';
import { UploadModal } from '../../uploads/UploadModal';
import {
  fileTitle,
  isFileObject,
  mimeIcon,
  thumbnailUrl,
  withVersion,
  type FileLike,
} from '../../lib/file-media';
import { acceptList } from '../file/accept';
import {
  keyOf,
  savedRows,
  stagedPayload,
  valueToStage,
  withRemoval,
  workingRows,
  type Row,
  type WorkingRow,
} from '../related/payload';
import { useRelatedCollection, useRowsByKey } from '../related/use-related';
import { renderTemplate } from '../template';
import type { InputProps } from '../types';
import { nextSortValue } from '../related/sort';
import { byJunctionSort, withOrder } from './order';
import './files.css';

interface Options {
  template?: string | null;
  allow_create?: boolean | null;
  allow_select?: boolean | null;
  accept?: string | string[] | null;
}

const DELETE = { kind: 'delete' } as const;
const LIBRARY_FIELDS = ['title', 'type', 'filename_download', 'uploaded_on'];

/**
 * Files (app-catalogue.md §1 files): the files linked to this item through a junction, each with
 * its thumbnail, in the junction's sort order (drag to reorder when it has a sort field). Upload
 * (several at once) and Choose from the library add junction rows; × removes one. Emits only
 * changes, like many-to-many: new junction rows without a key (`{<jf>: fileId}`), edits
 * `{jpk, sort}`, removals `{jpk, $delete: true}`.
 */
export default function FilesInput(props: InputProps<unknown, Options>) {
  const { value, savedValue, options, readonly, relation, onInput } = props;
  const { t } = useTranslation();
  const project = useProjectKey();
  const junction = relation?.collection_many ?? null;
  const jf = relation?.junction_field ?? '';
  const junctionInfo = useRelatedCollection(junction);
  const jpk = junctionInfo.primaryKey;
  const sortField = useMemo(
    () => Object.values(junctionInfo.fields ?? {}).find((f) => String(f.type) === 'sort')?.field ?? null,
    [junctionInfo.fields],
  );
  const accept = acceptList(options.accept);
  const [uploading, setUploading] = useState(false);
  const [selecting, setSelecting] = useState(false);
  // File objects this field just added (uploads, picks), so they show without a fetch.
  const [known, setKnown] = useState<Map<string, FileLike>>(new Map());

  // The value as last emitted: several uploads finish before the form renders again.
  const latest = useRef(value);
  latest.current = value;
  const payload = useMemo(() => stagedPayload(value, savedValue), [value, savedValue]);
  const saved = useMemo(() => savedRows(savedValue, jpk), [savedValue, jpk]);
  const working = useMemo(
    () =>
      byJunctionSort(
        workingRows(saved, payload, jpk, DELETE).filter((r) => r.status !== 'saved' || r.row[jf] != null),
        sortField,
      ),
    [saved, payload, jpk, jf, sortField],
  );
  // Files to fetch: bare ids, and nested file objects without their computed `data` (thumbnails).
  const bareKeys = working
    .map((r) => r.row[jf])
    .filter((v) => v !== null && v !== undefined && !(isFileObject(v) && (v as FileLike).data))
    .map((v) => keyOf(v, 'id'))
    .filter((k): k is PrimaryKey => k !== null && !known.has(String(k)));
  const fetched = useRowsByKey('directus_files', 'id', bareKeys);

  if (!relation || !junction || !jf) {
    return <Notice color="warning">{t('interfaces.files.relation_missing')}</Notice>;
  }
  if (junctionInfo.loading) {
    return <div className="form-field-loading" aria-busy="true" aria-label={t('loading')} />;
  }

  const fileOf = (r: WorkingRow): FileLike | null => {
    const target = r.row[jf];
    if (isFileObject(target) && (target as FileLike).data) return target as FileLike;
    const key = keyOf(target, 'id');
    if (key === null) return null;
    const found = known.get(String(key)) ?? (fetched.get(String(key)) as FileLike | undefined);
    return found ?? (isFileObject(target) ? (target as FileLike) : null);
  };
  const fileKeyOf = (r: WorkingRow) => keyOf(r.row[jf], 'id');
  const emit = (next: Row[]) => {
    const staged = valueToStage(next, savedValue);
    latest.current = staged;
    onInput(staged as never);
  };
  const remember = (files: FileLike[]) =>
    setKnown((m) => {
      const next = new Map(m);
      for (const f of files) next.set(String(f.id), f);
      return next;
    });
  /** New junction rows for these files, placed after the current ones. */
  const add = (base: Row[], keys: PrimaryKey[]) => {
    let out = base;
    let next = sortField ? nextSortValue(workingRows(saved, base, jpk, DELETE), sortField) : 0;
    for (const key of keys) out = [...out, sortField ? { [jf]: key, [sortField]: next++ } : { [jf]: key }];
    return out;
  };

  const label = (r: WorkingRow, file: FileLike | null) => {
    const text = options.template && file ? renderTemplate(options.template, file).trim() : '';
    return text || (file ? fileTitle(file) : String(fileKeyOf(r) ?? ''));
  };

  return (
    <div className="files-input">
      {working.length === 0 ? (
        <p className="files-empty">{t('interfaces.files.no_files')}</p>
      ) : (
        <SortableList
          items={working}
          getKey={(r) => r.id}
          label={t('interfaces.files.list')}
          itemLabel={(r) => label(r, fileOf(r))}
          disabled={readonly || !sortField}
          onReorder={(ordered) => emit(withOrder(payload, ordered, jpk, sortField!, saved))}
          renderItem={(r) => {
            const file = fileOf(r);
            const name = label(r, file);
            const src = file
              ? withVersion(thumbnailUrl(file, 'small', 'crop'), file.checksum as string)
              : null;
            return (
              <div className="files-row" data-status={r.status}>
                <span className="files-thumb">
                  {src ? <img src={src} alt="" /> : <Icon name={mimeIcon(file?.type)} />}
                </span>
                <span className="files-name">{name}</span>
                {file?.type ? <span className="files-type">{String(file.type)}</span> : null}
                {!readonly && (
                  <IconButton
                    icon="close"
                    label={t('related.remove', { item: name })}
                    onPress={() => emit(withRemoval(payload, r, jpk, DELETE))}
                  />
                )}
              </div>
            );
          }}
        />
      )}
      {!readonly && (options.allow_create || options.allow_select) && (
        <div className="files-buttons">
          {options.allow_create && (
            <Button variant="secondary" icon="cloud_upload" onClick={() => setUploading(true)}>
              {t('interfaces.files.upload')}
            </Button>
          )}
          {options.allow_select && (
            <Button variant="secondary" icon="folder_open" onClick={() => setSelecting(true)}>
              {t('interfaces.file.choose_existing')}
            </Button>
          )}
        </div>
      )}
      {uploading && (
        <UploadModal
          project={project}
          accept={accept.length ? accept : undefined}
          onUploaded={(file) => {
            const f = file as unknown as FileLike;
            remember([f]);
            // Each upload becomes a junction row of its own, added to what is staged now.
            emit(add(stagedPayload(latest.current, savedValue), [f.id as number]));
          }}
          onDone={() => setUploading(false)}
        />
      )}
      {selecting && (
        <ItemSelectModal
          collection="directus_files"
          mode="multiple"
          title={t('interfaces.files.choose')}
          fields={LIBRARY_FIELDS}
          filter={accept.length ? { type: { in: accept.join(',') } } : undefined}
          onCancel={() => setSelecting(false)}
          onSelect={(keys, items) => {
            setSelecting(false);
            remember(items as FileLike[]);
            const have = new Set(working.map((r) => String(fileKeyOf(r))));
            emit(
              add(
                payload,
                keys.filter((k) => !have.has(String(k))),
              ),
            );
          }}
        />
      )}
    </div>
  );
}
