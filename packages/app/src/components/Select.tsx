import {
  Button as AriaButton,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover as AriaPopover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import { Icon } from './Icon';
import './Popover.css';
import './inputs.css';

export interface Choice {
  value: string;
  label: string;
  icon?: string;
  disabled?: boolean;
}

interface SelectProps {
  label: string;
  choices: Choice[];
  value: string | null;
  onChange(value: string | null): void;
  placeholder?: string;
  note?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
}

/** A single-choice dropdown: a button that opens a listbox (type-ahead, arrows, Enter). */
export function Select({
  label,
  choices,
  value,
  onChange,
  placeholder,
  note,
  hideLabel,
  ...rest
}: SelectProps) {
  return (
    <AriaSelect
      className="field"
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(key === null ? null : String(key))}
      placeholder={placeholder}
      disabledKeys={choices.filter((c) => c.disabled).map((c) => c.value)}
      {...rest}
    >
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <AriaButton className="input-box select-button">
        <SelectValue className="select-value" />
        <Icon name="arrow_drop_down" className="input-box-icon" />
      </AriaButton>
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
      <FieldError className="field-error" />
      <AriaPopover className="popover" offset={4}>
        <ListBox className="option-list" items={choices}>
          {(choice) => (
            <ListBoxItem id={choice.value} className="option" textValue={choice.label}>
              {choice.icon && <Icon name={choice.icon} />}
              <span>{choice.label}</span>
            </ListBoxItem>
          )}
        </ListBox>
      </AriaPopover>
    </AriaSelect>
  );
}
