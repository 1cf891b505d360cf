import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import type { PrimaryKey } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import type { StagingStore } from '../../../form/staging';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import { useVersionWrites } from './versions-api';

interface NewVersionModalProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  store: StagingStore;
  /** The form edits the live item: its unsaved changes go into the new version (default). */
  takeEdits?: boolean;
  onClose(): void;
}

/** Names a new version; the form's unsaved changes go into it, and the live item stays as it is. */
export function NewVersionModal({
  project,
  collection,
  itemKey,
  store,
  takeEdits = true,
  onClose,
}: NewVersionModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const staged = useStore(store, (s) => s.edits);
  // Edits made over another version are that version's: the new one starts from the live item.
  const edits = takeEdits ? staged : {};
  const writes = useVersionWrites(project, collection, itemKey);
  const busy = writes.create.isPending || writes.save.isPending;
  const fail = (error: Error) =>
    notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' });
  const submit = async () => {
    try {
      const version = await writes.create.mutateAsync(name.trim());
      if (Object.keys(edits).length) {
        await writes.save.mutateAsync({ id: version.id, edits });
        store.getState().discard();
      }
      notify({ title: t('workflow.version_created', { name: name.trim() }), color: 'success' });
      onClose();
    } catch (e) {
      fail(e as Error);
    }
  };
  return (
    <Modal
      title={t('workflow.new_version')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={busy} disabled={busy || name.trim() === ''} onClick={() => void submit()}>
            {t('workflow.create_version')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) void submit();
        }}
      >
        <TextField
          label={t('workflow.version_name')}
          value={name}
          autoFocus
          maxLength={255}
          onChange={(e) => setName(e.target.value)}
          note={
            Object.keys(edits).length
              ? t('workflow.new_version_takes_edits')
              : t('workflow.new_version_empty')
          }
        />
      </form>
    </Modal>
  );
}
