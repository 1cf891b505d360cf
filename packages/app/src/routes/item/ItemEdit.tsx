import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorCode, SYSTEM_PREFIX } from '@atrium/sdk';
import { useProjectKey } from '../../api/project-key';
import { Confirm } from '../../components/Confirm';
import { Notice } from '../../components/Notice';
import { IconButton } from '../../components/IconButton';
import { HEADER_TOOLTIP_DELAY } from '../../components/Tooltip';
import { Form } from '../../form/Form';
import { errorCode } from '../../lib/errors';
import { Header } from '../../shell/Header';
import { InfoSidebarContent } from '../../shell/InfoSidebar';
import { NotFound } from '../not-found/NotFound';
import { EditDialogs, EditLoading, EditNotices, EditTrouble, useEditScreen } from './EditScreen';
import { EditWarning } from './EditWarning';
import { LiveItem } from '../../realtime/LiveItem';
import { ItemBreadcrumb, itemTrail } from './ItemBreadcrumb';
import { itemTitle } from './item-title';
import { listingTitle } from '../listing/Breadcrumb';
import { SaveActions } from './SaveActions';
import { StatusIndicator } from './StatusIndicator';
import { Timeline } from './Timeline';
import { parseItemTarget } from './item-route';
import { useItemEditor } from './useItemEditor';
import { useSaveShortcut } from './useSaveShortcut';
import { LocalDraftNotice } from './drafts/LocalDraftNotice';
import { notify } from '../../stores/notifications';
import { VersionMenu } from './versions/VersionMenu';
import { useItemVersions } from './versions/versions-api';
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
  // `?version=<key>`: the form edits that version of the item instead of the live item.
  const [search, setSearch] = useSearchParams();
  const parsed = useMemo(() => parseItemTarget(primaryKey), [primaryKey]);
  const versionable = parsed.kind === 'single' && !collection.startsWith(SYSTEM_PREFIX);
  const requested = search.get('version');
  const versionKey = versionable && requested && requested !== 'main' ? requested : null;
  const versions = useItemVersions(
    project,
    collection,
    parsed.kind === 'single' ? parsed.key : '',
    versionKey !== null,
  );
  const version = versionKey === null ? null : (versions.data?.find((v) => v.key === versionKey) ?? null);
  const missingVersion = versionKey !== null && !!versions.data && !versions.isFetching && !version;
  const editor = useItemEditor(
    project,
    collection,
    primaryKey,
    versionKey === null ? null : { key: versionKey, version },
  );
  const switchVersion = (key: string | null, replace = false) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (key === null) next.delete('version');
        else next.set('version', key);
        return next;
      },
      { replace },
    );
  // A version deleted meanwhile (or a stale link): back to the live item, saying so.
  useEffect(() => {
    if (!missingVersion) return;
    notify({ title: t('version_edit.missing'), color: 'warning' });
    switchVersion(null, true);
  }, [missingVersion]); // eslint-disable-line react-hooks/exhaustive-deps
  const { target, info, single, store, access } = editor;
  const saved = useStore(store, (s) => s.saved);
  const [confirmBatch, setConfirmBatch] = useState(false);

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
  const { confirmDelete, askDelete, closeDelete } = useEditScreen(title);

  if (info.isPending) return <EditLoading />;
  if (info.isError) return <EditTrouble error={info.error} />;
  if (info.data === null) return <NotFound />;
  const isSingleCollection = info.data.single === true;
  if (target.kind === 'single') {
    // A version that is not there: the effect above goes back to the live item.
    if (versionKey !== null && (missingVersion || (single.isError && !versions.data))) return <EditLoading />;
    if (single.isError) {
      const code = errorCode(single.error);
      if (code === ErrorCode.ItemNotFound) {
        // A single-item collection without its item yet opens the new-item form.
        if (isSingleCollection) return <Navigate to={`${editor.listing}/+`} replace />;
        return <NotFound />;
      }
      return <EditTrouble error={single.error} />;
    }
    if (single.isPending) return <EditLoading />;
  }
  if (target.kind === 'batch' && editor.batch.isError) return <EditTrouble error={editor.batch.error} />;

  const canDelete = target.kind === 'single' && !isSingleCollection && access.canDelete && !versionKey;
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
            currentKey={versionKey}
            onSwitch={(key) => switchVersion(key)}
          />
        )}
        {canDelete && (
          <IconButton
            icon="delete_outline"
            label={t('delete')}
            className="header-button header-delete"
            tooltip={HEADER_TOOLTIP_DELAY}
            onPress={askDelete}
          />
        )}
        {access.canSave && (
          <SaveActions
            store={store}
            options={!isSingleCollection && target.kind !== 'batch' && !versionKey}
            onSave={(mode) => (target.kind === 'batch' ? setConfirmBatch(true) : void editor.save(mode))}
            label={versionKey ? t('version_edit.save') : undefined}
          />
        )}
      </Header>
      <div className="page-body item-edit">
        {versionKey !== null && (
          <Notice color="accent" icon="call_split">
            {t('version_edit.editing_notice', { name: version?.name ?? versionKey })}
          </Notice>
        )}
        {target.kind === 'single' && !system && versionKey === null && (
          <LiveItem
            {...{ project, collection, store }}
            item={target.key}
            fallback={<EditWarning project={project} />}
          />
        )}
        <EditNotices editor={editor} />
        {!system && target.kind !== 'batch' && (
          <LocalDraftNotice
            project={project}
            collection={collection}
            item={target.kind === 'single' ? String(target.key) : '+'}
            version={versionKey}
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
            canRevert={access.canSave && versionKey === null}
            onReverted={() => void single.refetch()}
          />
        </InfoSidebarContent>
      )}
      <EditDialogs
        editor={editor}
        collection={collection}
        confirmDelete={confirmDelete}
        deleteMessage={softDelete ? t('delete_soft_are_you_sure') : t('delete_are_you_sure')}
        onCloseDelete={closeDelete}
      />
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
    </>
  );
}
