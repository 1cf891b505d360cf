import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirm } from '../../components/Confirm';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { errorCode, errorMessage } from '../../lib/errors';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { ConflictDialog } from './ConflictDialog';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import type { ItemEditor } from './useItemEditor';

/**
 * What every edit screen (an item's, a user's) shares around its own header, form and sidebar:
 * the page title, the read-only and save-error notices, the loading and server-trouble screens,
 * and the dialogs — unsaved changes, delete confirmation, conflict.
 */
export function useEditScreen(title: string) {
  const [confirmDelete, setConfirmDelete] = useState(false);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return {
    confirmDelete,
    askDelete: () => setConfirmDelete(true),
    closeDelete: () => setConfirmDelete(false),
  };
}

/** The form is read-only for this role; a save failed for a reason no field names. */
export function EditNotices({ editor }: { editor: ItemEditor }) {
  const { t } = useTranslation();
  return (
    <>
      {editor.access.readonly && (
        <Notice color="gray" icon="lock">
          {t('form_read_only')}
        </Notice>
      )}
      {editor.errors[''] && (
        <Notice color="danger" icon="error_outline">
          {editor.errors['']}
        </Notice>
      )}
    </>
  );
}

/**
 * The edit screen's dialogs: the unsaved-changes guard, the delete confirmation (while
 * `confirmDelete`) and the conflict dialog (`onResolve` after the editor resolved it).
 */
export function EditDialogs({
  editor,
  collection,
  confirmDelete,
  deleteMessage,
  onCloseDelete,
  onResolved,
}: {
  editor: ItemEditor;
  collection: string;
  confirmDelete: boolean;
  deleteMessage: string;
  onCloseDelete(): void;
  onResolved?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <UnsavedChangesGuard />
      {confirmDelete && (
        <Confirm
          message={deleteMessage}
          confirmText={t('delete')}
          danger
          loading={deleting}
          onCancel={onCloseDelete}
          onConfirm={async () => {
            setDeleting(true);
            await editor.remove();
            setDeleting(false);
            onCloseDelete();
          }}
        />
      )}
      {editor.conflict && (
        <ConflictDialog
          collection={collection}
          fields={editor.fields}
          conflict={editor.conflict}
          differing={editor.conflictFields}
          onResolve={async (choice) => {
            await editor.resolveConflict(choice);
            await onResolved?.();
          }}
        />
      )}
    </>
  );
}

/** The edit screen while its item loads (`header`: the page header shown meanwhile, if any). */
export function EditLoading({ header }: { header?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      {header}
      <div className="page-body item-edit-loading">
        <Spinner label={t('loading')} />
      </div>
    </>
  );
}

/** The server failed to answer for the item or its collection. */
export function EditTrouble({ error }: { error: Error }) {
  const { t } = useTranslation();
  return (
    <ErrorScreen
      icon="warning"
      title={t('server_trouble')}
      body={t('server_trouble_copy')}
      details={errorMessage(t, errorCode(error), error.message)}
    />
  );
}
