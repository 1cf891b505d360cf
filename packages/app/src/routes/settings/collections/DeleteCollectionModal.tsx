import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteCollection } from '../../../api/collections/mutations';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { Modal } from '../../../components/Modal';
import { errorCode, errorMessage } from '../../../lib/errors';

/** Deleting a collection drops its table: the name must be typed to confirm. */
export function DeleteCollectionModal({
  project,
  collection,
  onClose,
  onDeleted,
}: {
  project: string;
  collection: string;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCollection(project);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const matches = typed === collection;
  const submit = async () => {
    if (!matches) return;
    try {
      await remove.mutateAsync(collection);
      onDeleted();
    } catch (err) {
      setError(errorMessage(t, errorCode(err), (err as Error).message));
    }
  };
  return (
    <Modal
      title={t('collections_settings.delete_collection_title', { collection })}
      role="alertdialog"
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t('cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!matches}
            loading={remove.isPending}
            onClick={() => void submit()}
          >
            {t('delete')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p>{t('collections_settings.delete_collection_body')}</p>
        <TextField
          label={t('collections_settings.type_name_to_confirm', { collection })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          error={error}
        />
      </form>
    </Modal>
  );
}
