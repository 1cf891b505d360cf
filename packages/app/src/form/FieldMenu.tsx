import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton';
import { Menu, MenuItem, MenuTrigger } from '../components/Menu';

interface FieldMenuProps {
  label: string;
  value: unknown;
  defaultValue: unknown;
  initial: unknown;
  onSet(value: unknown): void;
}

/** The label menu of an editable field: clear to null, reset to default, undo changes. */
export function FieldMenu({ label, value, defaultValue, initial, onSet }: FieldMenuProps) {
  const { t } = useTranslation();
  const disabled: string[] = [];
  if (value === null || value === undefined) disabled.push('clear');
  return (
    <MenuTrigger>
      {/* No tooltip: the label beside it names the field, the button's accessible name says what it
          does, and a tooltip per field costs a
          40-field form about a quarter of the CPU time of its opening. */}
      <IconButton
        icon="more_vert"
        label={t('field_options', { field: label })}
        className="form-field-menu"
        tooltip={false}
      />
      <Menu
        label={t('field_options', { field: label })}
        disabledKeys={disabled}
        onAction={(key) => {
          if (key === 'clear') onSet(null);
          else if (key === 'reset') onSet(defaultValue ?? null);
          else if (key === 'undo') onSet(initial);
        }}
      >
        <MenuItem id="clear" icon="close">
          {t('clear_value')}
        </MenuItem>
        <MenuItem id="reset" icon="settings_backup_restore">
          {t('reset_to_default')}
        </MenuItem>
        <MenuItem id="undo" icon="undo">
          {t('undo_changes')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
