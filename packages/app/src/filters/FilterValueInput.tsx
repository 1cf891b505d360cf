import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { LIST_OPERATORS, VALUELESS, type Operator } from './operators';

interface Props {
  field: Field | undefined;
  operator: Operator;
  value: string;
  label: string;
  onChange(value: string): void;
}

const NUMERIC = ['integer', 'decimal', 'sort'];

/** The value input of one filter, shaped by the field's type (none for value-less operators). */
export function FilterValueInput({ field, operator, value, label, onChange }: Props) {
  const { t } = useTranslation();
  if (VALUELESS.includes(operator)) return null;
  const type = field?.type ?? 'string';
  const list = LIST_OPERATORS.includes(operator);
  if (!list && type === 'boolean') {
    return (
      <select
        className="input select"
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('choose_one')}</option>
        <option value="1">{t('yes')}</option>
        <option value="0">{t('no')}</option>
      </select>
    );
  }
  // has / nhas count related rows, whatever the field's own type.
  const counting = operator === 'has' || operator === 'nhas';
  const inputType = list
    ? 'text'
    : counting || NUMERIC.includes(type)
      ? 'number'
      : type === 'date'
        ? 'date'
        : type === 'time'
          ? 'time'
          : type.startsWith('datetime')
            ? 'datetime-local'
            : 'text';
  return (
    <input
      className="input"
      type={inputType}
      aria-label={label}
      min={counting ? 0 : undefined}
      placeholder={list ? t('comma_separated_values') : t('enter_value')}
      value={inputType === 'datetime-local' ? value.replace(' ', 'T') : value}
      onChange={(e) =>
        onChange(inputType === 'datetime-local' ? e.target.value.replace('T', ' ') : e.target.value)
      }
    />
  );
}
