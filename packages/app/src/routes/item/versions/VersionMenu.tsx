import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Field, PrimaryKey, StatusMapping } from '@atrium/sdk';
import { IconButton } from '../../../components/IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/Menu';
import { HEADER_TOOLTIP_DELAY } from '../../../components/Tooltip';
import type { StagingStore } from '../../../form/staging';
import { NewVersionModal } from './NewVersionModal';
import { ScheduleStatusModal } from './ScheduleStatusModal';
import { VersionModal } from './VersionModal';
import type { ContentVersion } from '@atrium/sdk';
import { useItemVersions } from './versions-api';
import './versions.css';

interface VersionMenuProps {
  project: string;
  collection: string;
  itemKey: PrimaryKey;
  fields: Record<string, Field>;
  store: StagingStore;
  /** The collection's status mapping, when it has a status field: status changes can be scheduled. */
  statusMapping?: StatusMapping | null;
}

/**
 * The edit header's version menu (docs/content-workflow.md): the live item ("Main") and the item's
 * versions; a new version takes the form's unsaved changes without touching the live item; a
 * version opens its compare-and-promote screen.
 */
export function VersionMenu(props: VersionMenuProps) {
  const { t } = useTranslation();
  const versions = useItemVersions(props.project, props.collection, props.itemKey);
  const [open, setOpen] = useState<ContentVersion | null>(null);
  const [creating, setCreating] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const list = versions.data ?? [];
  return (
    <>
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
          disabledKeys={['main']}
          onAction={(key) => {
            if (key === 'new') setCreating(true);
            else if (key === 'schedule-status') setScheduling(true);
            else setOpen(list.find((v) => v.id === key) ?? null);
          }}
        >
          <MenuItem id="main" icon="radio_button_checked">
            {t('workflow.main')}
          </MenuItem>
          {list.map((v) => (
            <MenuItem key={v.id} id={v.id} icon="call_split">
              {v.name ?? v.key}
            </MenuItem>
          ))}
          <MenuSeparator />
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
      {creating && <NewVersionModal {...props} onClose={() => setCreating(false)} />}
      {scheduling && props.statusMapping && (
        <ScheduleStatusModal
          {...props}
          statusMapping={props.statusMapping}
          onClose={() => setScheduling(false)}
        />
      )}
      {open && <VersionModal {...props} version={open} onClose={() => setOpen(null)} />}
    </>
  );
}
