import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Text,
  type Key,
} from 'react-aria-components';
import { Icon } from './Icon';
import type { Choice } from './Select';
import './Popover.css';
import './inputs.css';

interface ComboBoxProps {
  label: string;
  choices: Choice[];
  value: string | null;
  onChange(value: string | null): void;
  /** Free text typed into the box (for custom values or remote search). */
  onInputChange?(text: string): void;
  allowsCustomValue?: boolean;
  placeholder?: string;
  note?: string;
  isDisabled?: boolean;
}

/** A text box that filters a listbox of choices as the user types. */
export function ComboBox({ label, choices, value, onChange, placeholder, note, ...rest }: ComboBoxProps) {
  return (
    <AriaComboBox
      className="field"
      defaultItems={choices}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      {...rest}
    >
      <Label className="field-label">{label}</Label>
      <div className="input-box combobox-box">
        <Input className="input-box-text" placeholder={placeholder} />
        <AriaButton className="combobox-button">
          <Icon name="arrow_drop_down" className="input-box-icon" />
        </AriaButton>
      </div>
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
      <AriaPopover className="popover" offset={4}>
        <ListBox className="option-list">
          {(choice: Choice) => (
            <ListBoxItem id={choice.value} className="option" textValue={choice.label}>
              {choice.icon && <Icon name={choice.icon} />}
              <span>{choice.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </AriaPopover>
    </AriaComboBox>
  );
}
