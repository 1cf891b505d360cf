import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ErrorCode, SYSTEM_PREFIX } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { Confirm } from '../../components/Confirm';
import { IconButton } from '../../components/IconButton';
import { Notice } from '../../components/Notice';
import { Spinner } from '../../components/Spinner';
import { HEADER_TOOLTIP_DELAY } from '../../components/Tooltip';
import { Form } from '../../form/Form';
import { errorCode, errorMessage } from '../../lib/errors';
import { ErrorScreen } from '../../shell/ErrorScreen';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { NotFound } from '../not-found/NotFound';
import { ConflictDialog } from './ConflictDialog';
import { EditWarning } from './EditWarning';
import { ItemBreadcrumb, itemTrail } from './ItemBreadcrumb';
import { itemTitle } from './item-title';
import { listingTitle } from '../listing/Breadcrumb';
import { SaveActions } from './SaveActions';
import { StatusIndicator } from './StatusIndicator';
import { Timeline } from './Timeline';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { useItemEditor } from './useItemEditor';
import { useSaveShortcut } from './useSaveShortcut';
import { LocalDraftNotice } from './drafts/LocalDraftNotice';
import { VersionMenu } from './versions/VersionMenu';
import './item-edit.css';

/**
 * The edit screen (product.md §2 Edit screen, §4). `collection` is given by the alias routes of
 * system collections (`files/{id}`, `users/{id}`); otherwise it comes from the path.
 */
export function ItemEdit({
  collection: alias,
  intro,
  outro,
}: {
  collection?: string;
  /** Shown above the form of an opened item (the file page's details). */
  intro?: (values: Record<string, unknown>) => ReactNode;
  /** Shown below the form of an opened item (a webhook's delivery log). */
  outro?: ReactNode;
} = {}) {
  const { t, i18n } = useTranslation();
  const project = useProjectKey();
  const params = useParams();
  const collection = alias ?? params.collection ?? '';
  const primaryKey = params.primaryKey ?? '+';
  const editor = useItemEditor(project, collection, primaryKey);
  const { target, info, single, store, access } = editor;
  const saved = useStore(store, (s) => s.saved);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmBatch, setConfirmBatch] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useSaveShortcut(() => {
    if (target.kind === 'batch') setConfirmBatch(true);
    else void editor.save('stay');
  });

  const name = listingTitle(t, collection, info.data ?? null, i18n.language);
  const title = itemTitle(t, target.kind, collection, name, target.kind === 'single' ? saved : null);
  const rules = useMemo(
    () => ({
      readonly: access.readonly,
      readBlacklist: access.readBlacklist,
      writeBlacklist: access.writeBlacklist,
    }),
    [access],
  );

  useEffect(() => {
    document.title = title;
  }, [title]);

  if (info.isPending) return <PageSpinner label={t('loading')} />;
  if (info.isError) return <Trouble error={info.error} />;
  if (info.data === null) return <NotFound />;
  const isSingleCollection = info.data.single === true;
  if (target.kind === 'single') {
    if (single.isError) {
      const code = errorCode(single.error);
      if (code === ErrorCode.ItemNotFound) {
        // A single-item collection without its item yet opens the new-item form.
        if (isSingleCollection) return <Navigate to={`${editor.listing}/+`} replace />;
        return <NotFound />;
      }
      return <Trouble error={single.error} />;
    }
    if (single.isPending) return <PageSpinner label={t('loading')} />;
  }
  if (target.kind === 'batch' && editor.batch.isError) return <Trouble error={editor.batch.error} />;

  const canDelete = target.kind === 'single' && !isSingleCollection && access.canDelete;
  const trail = itemTrail(
    project,
    collection,
    { to: editor.listing, label: listingTitle(t, collection, info.data, i18n.language) },
    { collections: t('collections'), settings: t('settings') },
    isSingleCollection,
  );
  // A soft delete keeps the item under its deleted status: it can be undone.
  const softDelete =
    !!editor.statusField && Object.values(editor.statusMapping ?? {}).some((s) => s.soft_delete);
  const system = collection.startsWith(SYSTEM_PREFIX);

  return (
    <>
      <Header
        title={title}
        icon={info.data.icon ?? undefined}
        back={trail.at(-1)}
        breadcrumb={<ItemBreadcrumb trail={trail} />}
      >
        {editor.statusField && editor.statusMapping && (
          <StatusIndicator store={store} field={editor.statusField.field} mapping={editor.statusMapping} />
        )}
        {target.kind === 'single' && !system && !isSingleCollection && (
          <VersionMenu
            project={project}
            collection={collection}
            itemKey={target.key}
            fields={editor.fields}
            store={store}
            statusMapping={editor.statusField ? editor.statusMapping : null}
          />
        )}
        {canDelete && (
          <IconButton
            icon="delete_outline"
            label={t('delete')}
            className="header-button header-delete"
            tooltip={HEADER_TOOLTIP_DELAY}
            onPress={() => setConfirmDelete(true)}
          />
        )}
        {access.canSave && (
          <SaveActions
            store={store}
            options={!isSingleCollection && target.kind !== 'batch'}
            onSave={(mode) => (target.kind === 'batch' ? setConfirmBatch(true) : void editor.save(mode))}
          />
        )}
      </Header>
      <div className="page-body item-edit">
        {target.kind === 'single' && !system && <EditWarning project={project} />}
        {access.readonly && (
          <Notice color="gray" icon="lock">
            {t('form_read_only')}
          </Notice>
        )}
        {editor.errors[''] && (
          <Notice color="danger" icon="error_outline">
            {editor.errors['']}
          </Notice>
        )}
        {!system && target.kind !== 'batch' && (
          <LocalDraftNotice
            project={project}
            collection={collection}
            item={target.kind === 'single' ? String(target.key) : '+'}
            store={store}
            fields={editor.fields}
          />
        )}
        {intro && target.kind === 'single' && intro(saved)}
        <Form
          store={store}
          collection={collection}
          fields={editor.fields}
          primaryKey={target.kind === 'single' ? target.key : null}
          newItem={target.kind === 'new'}
          rules={rules}
          batch={target.kind === 'batch'}
          statusBlacklist={access.statusBlacklist}
          errors={editor.errors}
        />
        {outro && target.kind === 'single' && <div className="item-edit-outro">{outro}</div>}
      </div>
      {target.kind === 'single' && (
        <InfoSidebarContent>
          <Timeline
            project={project}
            collection={collection}
            itemKey={target.key}
            fields={editor.fields}
            canComment={access.canComment}
            canRevert={access.canSave}
            onReverted={() => void single.refetch()}
          />
        </InfoSidebarContent>
      )}
      <UnsavedChangesGuard />
      {confirmDelete && (
        <Confirm
          message={softDelete ? t('delete_soft_are_you_sure') : t('delete_are_you_sure')}
          confirmText={t('delete')}
          danger
          loading={deleting}
          onCancel={() => setConfirmDelete(false)}
          onConfirm={async () => {
            setDeleting(true);
            await editor.remove();
            setDeleting(false);
            setConfirmDelete(false);
          }}
        />
      )}
      {confirmBatch && (
        <Confirm
          message={t('update_confirm', { count: target.kind === 'batch' ? target.keys.length : 1 })}
          confirmText={t('update')}
          loading={editor.saving}
          onCancel={() => setConfirmBatch(false)}
          onConfirm={async () => {
            await editor.save('leave');
            setConfirmBatch(false);
          }}
        />
      )}
      {editor.conflict && (
        <ConflictDialog
          collection={collection}
          fields={editor.fields}
          conflict={editor.conflict}
          differing={editor.conflictFields}
          onResolve={(choice) => void editor.resolveConflict(choice)}
        />
      )}
    </>
  );
}

function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-body item-edit-loading">
      <Spinner label={label} />
    </div>
  );
}

function Trouble({ error }: { error: Error }) {
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
