import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { ErrorCode, type Field, type PrimaryKey } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { TextField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { Notice } from '../../../components/Notice';
import { Spinner } from '../../../components/Spinner';
import type { StagingStore } from '../../../form/staging';
import { fieldName } from '../../../lib/field-list';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import { ScheduleSection } from './ScheduleSection';
import type { ContentVersion } from '@atrium/sdk';
import { useComparison, useVersionWrites } from './versions-api';

interface VersionModalProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  fields: Record<string, Field>;
  store: StagingStore;
  version: ContentVersion;
  /** The form edits this version: its own Save saves the form's changes here. */
  editingThis?: boolean;
  onClose(): void;
}

/** A value as the comparison shows it: text, or compact JSON for relations and objects. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > 240 ? `${text.slice(0, 240)}…` : text;
  }
  return String(value);
}

/**
 * Compare and promote (docs/content-workflow.md): the live item and the version side by side,
 * field by field, relational fields included; the chosen fields are promoted against the hash of
 * the live item that was compared, so a change made meanwhile is refused, not overwritten.
 */
export function VersionModal({
  project,
  collection,
  itemKey,
  fields,
  store,
  version,
  editingThis = false,
  onClose,
}: VersionModalProps) {
  const { t, i18n } = useTranslation();
  const comparison = useComparison(project, version.id);
  const writes = useVersionWrites(project, collection, itemKey);
  const edits = useStore(store, (s) => s.edits);
  const changed = useMemo(() => Object.keys(comparison.data?.current ?? {}), [comparison.data]);
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => setChosen(changed), [changed]);
  const fail = (error: Error) =>
    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' });
  const label = (f: string) => (fields[f] ? fieldName(t, fields[f], i18n.language) : f);
  const name = version.name ?? version.key;
  const [newName, setNewName] = useState(name);
  const rename = () =>
    writes.rename.mutate(
      { id: version.id, name: newName.trim() },
      {
        onSuccess: () =>
          notify({ title: t('workflow.version_renamed', { name: newName.trim() }), color: 'success' }),
        onError: fail,
      },
    );

  const saveEdits = () =>
    writes.save.mutate(
      { id: version.id, edits },
      {
        onSuccess: () => {
          store.getState().discard();
          notify({ title: t('workflow.saved_to_version', { name }), color: 'success' });
        },
        onError: fail,
      },
    );
  const promote = () =>
    writes.promote.mutate(
      { id: version.id, mainHash: comparison.data!.mainHash, fields: chosen },
      {
        onSuccess: () => {
          notify({ title: t('workflow.promoted', { name }), color: 'success' });
          onClose();
        },
        onError: (error) => {
          if (errorCode(error) === ErrorCode.VersionOutdated)
            notify({ title: t('workflow.outdated_refused'), color: 'warning' });
          else fail(error);
          void comparison.refetch();
        },
      },
    );
  const remove = () =>
    writes.remove.mutate(version.id, {
      onSuccess: () => {
        notify({ title: t('workflow.version_deleted', { name }), color: 'success' });
        onClose();
      },
      onError: fail,
    });

  return (
    <Modal
      title={t('workflow.compare_title', { name })}
      onClose={onClose}
      className="modal-wide version-modal"
      actions={
        <>
          <Button
            variant="danger"
            className="version-delete"
            loading={writes.remove.isPending}
            onClick={remove}
          >
            {t('workflow.delete_version')}
          </Button>
          {!editingThis && Object.keys(edits).length > 0 && (
            <Button variant="secondary" loading={writes.save.isPending} onClick={saveEdits}>
              {t('workflow.save_edits_to_version')}
            </Button>
          )}
          <Button
            loading={writes.promote.isPending}
            disabled={!comparison.data || chosen.length === 0}
            onClick={promote}
          >
            {t('workflow.promote')}
          </Button>
        </>
      }
    >
      <form
        className="version-rename"
        onSubmit={(e) => {
          e.preventDefault();
          if (newName.trim() && newName.trim() !== name) rename();
        }}
      >
        <TextField
          label={t('workflow.version_name')}
          value={newName}
          maxLength={255}
          onChange={(e) => setNewName(e.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          loading={writes.rename.isPending}
          disabled={!newName.trim() || newName.trim() === name}
        >
          {t('workflow.rename')}
        </Button>
      </form>
      {comparison.isPending && <Spinner label={t('loading')} />}
      {comparison.isError && (
        <Notice color="danger" icon="error_outline">
          {errorMessage(t, errorCode(comparison.error), comparison.error.message)}
        </Notice>
      )}
      {comparison.data?.outdated && (
        <Notice color="warning" icon="warning">
          {t('workflow.outdated')}
        </Notice>
      )}
      {comparison.data && changed.length === 0 && (
        <Notice color="gray" icon="info">
          {t('workflow.no_changes')}
        </Notice>
      )}
      {comparison.data && changed.length > 0 && (
        <table className="version-compare">
          <thead>
            <tr>
              <th scope="col">{t('workflow.field')}</th>
              <th scope="col">{t('workflow.main')}</th>
              <th scope="col">{name}</th>
            </tr>
          </thead>
          <tbody>
            {changed.map((f) => (
              <tr key={f}>
                <th scope="row">
                  <Checkbox
                    isSelected={chosen.includes(f)}
                    onChange={(on) => setChosen((c) => (on ? [...c, f] : c.filter((x) => x !== f)))}
                  >
                    {label(f)}
                  </Checkbox>
                </th>
                <td className="version-main">{shown(comparison.data.main[f])}</td>
                <td className="version-new">{shown(comparison.data.current[f])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ScheduleSection project={project} collection={collection} itemKey={itemKey} version={version} />
    </Modal>
  );
}
