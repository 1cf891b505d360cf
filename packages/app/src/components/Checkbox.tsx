import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Label,
  Text,
} from 'react-aria-components';
import { Icon } from './Icon';
import './toggles.css';

interface CheckboxProps {
  children: ReactNode;
  /** Inside a {@link CheckboxGroup}: the value it adds. */
  value?: string;
  isSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?(selected: boolean): void;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox className="checkbox" {...rest}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <Icon
            name={
              isIndeterminate
                ? 'indeterminate_check_box'
                : isSelected
                  ? 'check_box'
                  : 'check_box_outline_blank'
            }
            className="toggle-icon"
          />
          <span>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}

interface CheckboxGroupProps {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  children: ReactNode;
  note?: string;
  isDisabled?: boolean;
  isReadOnly?: boolean;
}

/** A labelled group of checkboxes whose value is the list of checked values. */
export function CheckboxGroup({ label, children, note, ...rest }: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup className="field toggle-group" {...rest}>
      <Label className="field-label">{label}</Label>
      <div className="toggle-group-items">{children}</div>
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
    </AriaCheckboxGroup>
  );
}
