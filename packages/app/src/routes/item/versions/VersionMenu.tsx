import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentVersion, Field, PrimaryKey, StatusMapping } from '@atrium/sdk';
import { Confirm } from '../../../components/Confirm';
import { Icon } from '../../../components/Icon';
import { IconButton } from '../../../components/IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/Menu';
import { HEADER_TOOLTIP_DELAY } from '../../../components/Tooltip';
import type { StagingStore } from '../../../form/staging';
import { errorCode, errorMessage } from '../../../lib/errors';
import { notify } from '../../../stores/notifications';
import { useUnsavedEdits } from '../../../stores/unsaved-edits';
import { NewVersionModal } from './NewVersionModal';
import { RenameVersionModal } from './RenameVersionModal';
import { ScheduleStatusModal } from './ScheduleStatusModal';
import { VersionModal } from './VersionModal';
import { useItemVersions, useVersionWrites } from './versions-api';
import './versions.css';

interface VersionMenuProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  fields: Record<string, Field>;
  store: StagingStore;
  /** The collection's status mapping, when it has a status field: status changes can be scheduled. */
  statusMapping?: StatusMapping | null;
  /** The key of the version the form edits; null for the live item ("Main"). */
  currentKey: string | null;
  /** Switches the form to a version (its key) or back to the live item (null). */
  onSwitch(key: string | null): void;
}

/**
 * The edit header's version menu (docs/content-workflow.md) and the label of what the form edits:
 * the live item ("Main") or one of the item's versions. Choosing one switches the form to it
 * (the unsaved-changes guard asks first when there are unsaved changes); the version being edited can be compared and
 * promoted, renamed and deleted; a new version takes the live form's unsaved changes.
 */
export function VersionMenu({ currentKey, onSwitch, ...props }: VersionMenuProps) {
  const { t } = useTranslation();
  const versions = useItemVersions(props.project, props.collection, props.itemKey);
  const writes = useVersionWrites(props.project, props.collection, props.itemKey);
  const [dialog, setDialog] = useState<'new' | 'compare' | 'rename' | 'delete' | 'schedule' | null>(null);
  const list = versions.data ?? [];
  const current = currentKey === null ? null : (list.find((v) => v.key === currentKey) ?? null);
  const currentName = current ? (current.name ?? current.key) : currentKey;

  // With unsaved changes, the edit screen's unsaved-changes guard asks first.
  const switchTo = (key: string | null) => {
    if (key !== currentKey) onSwitch(key);
  };
  const remove = (version: ContentVersion) =>
    writes.remove.mutate(version.id, {
      onSuccess: () => {
        notify({
          title: t('workflow.version_deleted', { name: version.name ?? version.key }),
          color: 'success',
        });
        setDialog(null);
        // The version and its unsaved changes are gone: nothing to ask about.
        props.store.getState().discard();
        useUnsavedEdits.getState().setDirty(false);
        onSwitch(null);
      },
      onError: (error) =>
        notify({ title: errorMessage(t, errorCode(error), error.message), color: 'danger' }),
    });

  return (
    <>
      {(currentKey !== null || list.length > 0) && (
        <span
          className="version-pill"
          data-version={currentKey ?? 'main'}
          title={currentKey === null ? t('version_edit.main_note') : t('version_edit.version_note')}
        >
          <Icon name={currentKey === null ? 'radio_button_checked' : 'call_split'} />
          <span>
            {currentKey === null
              ? t('version_edit.main_pill')
              : t('version_edit.version_pill', { name: currentName })}
          </span>
        </span>
      )}
      <MenuTrigger>
        <IconButton
          icon="call_split"
          label={
            list.length ? t('workflow.versions_with_count', { count: list.length }) : t('workflow.versions')
          }
          className="header-button version-menu-button"
          tooltip={HEADER_TOOLTIP_DELAY}
        />
        <Menu
          label={t('workflow.versions')}
          disabledKeys={currentKey === null ? ['main'] : current ? [current.id] : []}
          onAction={(key) => {
            const action = String(key);
            if (action === 'main') switchTo(null);
            else if (action === 'new') setDialog('new');
            else if (action === 'schedule-status') setDialog('schedule');
            else if (action === 'compare' || action === 'rename' || action === 'delete') setDialog(action);
            else {
              const chosen = list.find((v) => v.id === action);
              if (chosen) switchTo(chosen.key);
            }
          }}
        >
          <MenuItem id="main" icon={currentKey === null ? 'radio_button_checked' : 'radio_button_unchecked'}>
            {t('workflow.main')}
          </MenuItem>
          {list.map((v) => (
            <MenuItem
              key={v.id}
              id={v.id}
              icon={v.key === currentKey ? 'radio_button_checked' : 'radio_button_unchecked'}
            >
              {v.name ?? v.key}
            </MenuItem>
          ))}
          <MenuSeparator />
          {current ? (
            <MenuItem id="compare" icon="compare_arrows">
              {t('version_edit.compare')}
            </MenuItem>
          ) : null}
          {current ? (
            <MenuItem id="rename" icon="edit">
              {t('version_edit.rename')}
            </MenuItem>
          ) : null}
          {current ? (
            <MenuItem id="delete" icon="delete_outline">
              {t('workflow.delete_version')}
            </MenuItem>
          ) : null}
          <MenuItem id="new" icon="add">
            {t('workflow.new_version')}
          </MenuItem>
          {props.statusMapping ? (
            <MenuItem id="schedule-status" icon="schedule">
              {t('workflow.schedule_status')}
            </MenuItem>
          ) : null}
        </Menu>
      </MenuTrigger>
      {dialog === 'new' && (
        <NewVersionModal {...props} takeEdits={currentKey === null} onClose={() => setDialog(null)} />
      )}
      {dialog === 'schedule' && props.statusMapping && (
        <ScheduleStatusModal {...props} statusMapping={props.statusMapping} onClose={() => setDialog(null)} />
      )}
      {dialog === 'compare' && current && (
        <VersionModal {...props} version={current} editingThis onClose={() => setDialog(null)} />
      )}
      {dialog === 'rename' && current && (
        <RenameVersionModal {...props} version={current} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && current && (
        <Confirm
          message={t('version_edit.delete_confirm', { name: currentName })}
          confirmText={t('workflow.delete_version')}
          danger
          loading={writes.remove.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={() => remove(current)}
        />
      )}
    </>
  );
}
