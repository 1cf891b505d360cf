import type { ReactNode } from 'react';
import { Label, Radio as AriaRadio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { Icon } from './Icon';
import './toggles.css';

interface RadioGroupProps {
  label: string;
  value: string | null;
  onChange(value: string): void;
  children: ReactNode;
  note?: string;
  orientation?: 'horizontal' | 'vertical';
  isDisabled?: boolean;
  isReadOnly?: boolean;
  isRequired?: boolean;
}

/** A labelled group of radios: one tab stop, arrow keys move and select. */
export function RadioGroup({ label, children, note, value, ...rest }: RadioGroupProps) {
  return (
    <AriaRadioGroup className="field toggle-group" value={value} {...rest}>
      <Label className="field-label">{label}</Label>
      <div className="toggle-group-items">{children}</div>
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
    </AriaRadioGroup>
  );
}

export function Radio({
  value,
  children,
  isDisabled,
}: {
  value: string;
  children: ReactNode;
  isDisabled?: boolean;
}) {
  return (
    <AriaRadio className="checkbox" value={value} isDisabled={isDisabled}>
      {({ isSelected }) => (
        <>
          <Icon
            name={isSelected ? 'radio_button_checked' : 'radio_button_unchecked'}
            className="toggle-icon"
          />
          <span>{children}</span>
        </>
      )}
    </AriaRadio>
  );
}
