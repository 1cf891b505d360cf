import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  NumberField as AriaNumberField,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import './inputs.css';

interface NumberFieldProps {
  label: string;
  value: number | null;
  onChange(value: number | null): void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  placeholder?: string;
  note?: string;
  isReadOnly?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** Intl number format (grouping, decimals, units) in the UI language. */
  formatOptions?: Intl.NumberFormatOptions;
}

/** A locale-aware number box; arrow keys and the stepper buttons change the value by `step`. */
export function NumberField({ label, value, onChange, placeholder, note, ...rest }: NumberFieldProps) {
  const { t, i18n } = useTranslation();
  return (
    <AriaNumberField
      className="field"
      value={value ?? Number.NaN}
      onChange={(n) => onChange(Number.isNaN(n) ? null : n)}
      {...rest}
    >
      <Label className="field-label">{label}</Label>
      <Group className="input-box" lang={i18n.language}>
        <Input className="input-box-text" placeholder={placeholder} />
        <AriaButton slot="decrement" className="input-box-button" aria-label={t('decrement')}>
          <Icon name="remove" />
        </AriaButton>
        <AriaButton slot="increment" className="input-box-button" aria-label={t('increment')}>
          <Icon name="add" />
        </AriaButton>
      </Group>
      {note && (
        <Text slot="description" className="field-note">
          {note}
        </Text>
      )}
      <FieldError className="field-error" />
    </AriaNumberField>
  );
}
