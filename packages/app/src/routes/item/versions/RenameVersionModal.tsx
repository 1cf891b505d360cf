import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentVersion, PrimaryKey } from '@atrium/sdk';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import { useVersionWrites } from './versions-api';

interface RenameVersionModalProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  version: ContentVersion;
  onClose(): void;
}

/** Renames the version the form edits (its key, in the address, stays). */
export function RenameVersionModal({
  project,
  collection,
  itemKey,
  version,
  onClose,
}: RenameVersionModalProps) {
  const { t } = useTranslation();
  const current = version.name ?? version.key;
  const [name, setName] = useState(current);
  const writes = useVersionWrites(project, collection, itemKey);
  const valid = name.trim() !== '' && name.trim() !== current;
  const submit = () =>
    writes.rename.mutate(
      { id: version.id, name: name.trim() },
      {
        onSuccess: () => {
          notify({ title: t('workflow.version_renamed', { name: name.trim() }), color: 'success' });
          onClose();
        },
        onError: (error) =>
          notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' }),
      },
    );
  return (
    <Modal
      title={t('version_edit.rename_title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            loading={writes.rename.isPending}
            disabled={!valid || writes.rename.isPending}
            onClick={submit}
          >
            {t('workflow.rename')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) submit();
        }}
      >
        <TextField
          label={t('workflow.version_name')}
          value={name}
          autoFocus
          maxLength={255}
          onChange={(e) => setName(e.target.value)}
        />
      </form>
    </Modal>
  );
}
