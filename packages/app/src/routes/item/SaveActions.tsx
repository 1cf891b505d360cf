import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../../components/Menu';
import { HEADER_TOOLTIP_DELAY } from '../../components/Tooltip';
import type { StagingStore } from '../../form/staging';
import type { SaveMode } from './useItemEditor';

interface SaveActionsProps {
  store: StagingStore;
  /** Offer save and stay / add / copy (not for single-item collections or batches). */
  options: boolean;
  /** The save button's text (default "Save"). */
  label?: string;
  onSave(mode: SaveMode): void;
}

/** The header's save button (leave) and its menu of save modes. */
export function SaveActions({ store, options, label, onSave }: SaveActionsProps) {
  const { t } = useTranslation();
  const saving = useStore(store, (s) => s.saving);
  const hasEdits = useStore(store, (s) => Object.keys(s.edits).length > 0);
  return (
    <div className="save-actions">
      <Button
        className="header-save"
        icon="check"
        loading={saving}
        disabled={saving}
        onClick={() => onSave(options ? 'leave' : 'stay')}
        data-has-edits={hasEdits || undefined}
      >
        {label ?? t('save')}
      </Button>
      {options && (
        <MenuTrigger>
          <IconButton
            icon="more_vert"
            label={t('more_save_options')}
            className="header-button save-more"
            tooltip={HEADER_TOOLTIP_DELAY}
            isDisabled={saving}
          />
          <Menu label={t('more_save_options')} onAction={(key) => onSave(key as SaveMode)}>
            <MenuItem id="stay" icon="check">
              {t('save_and_stay')}
            </MenuItem>
            <MenuItem id="add" icon="add">
              {t('save_and_add')}
            </MenuItem>
            <MenuItem id="copy" icon="file_copy">
              {t('save_as_copy')}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      )}
    </div>
  );
}
