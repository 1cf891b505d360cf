import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../components/IconButton';
import { i18n } from '../i18n';
import { Menu, MenuItem, MenuTrigger } from '../components/Menu';

interface FieldMenuProps {
  label: string;
  value: unknown;
  defaultValue: unknown;
  initial: unknown;
  onSet(value: unknown): void;
}

/** The menu's own words, once per language rather than once per field of every form. */
let words = new WeakMap<TFunction, { clear: string; reset: string; undo: string }>();
// Messages added later (a language's files arriving) replace them.
i18n.store?.on('added', () => {
  words = new WeakMap();
});
function menuWords(t: TFunction) {
  let w = words.get(t);
  if (!w)
    words.set(t, (w = { clear: t('clear_value'), reset: t('reset_to_default'), undo: t('undo_changes') }));
  return w;
}

/** The label menu of an editable field: clear to null, reset to default, undo changes. */
export function FieldMenu({ label, value, defaultValue, initial, onSet }: FieldMenuProps) {
  const { t } = useTranslation();
  const name = t('field_options', { field: label });
  const w = menuWords(t);
  const disabled: string[] = [];
  if (value === null || value === undefined) disabled.push('clear');
  return (
    <MenuTrigger>
      {/* No tooltip: the label beside it names the field, the button's accessible name says what
          it does, and a tooltip per field cost a 40-field form about a quarter of the CPU time of
          its opening. */}
      <IconButton icon="more_vert" label={name} className="form-field-menu" tooltip={false} />
      <Menu
        label={name}
        disabledKeys={disabled}
        onAction={(key) => {
          if (key === 'clear') onSet(null);
          else if (key === 'reset') onSet(defaultValue ?? null);
          else if (key === 'undo') onSet(initial);
        }}
      >
        <MenuItem id="clear" icon="close">
          {w.clear}
        </MenuItem>
        <MenuItem id="reset" icon="settings_backup_restore">
          {w.reset}
        </MenuItem>
        <MenuItem id="undo" icon="undo">
          {w.undo}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
