import { useTranslation } from 'react-i18next';
import type { Field } from '@atrium/sdk';
import { Select } from '../../components/Select';
import { NONE } from './fieldChoices';

interface FieldOptionProps {
  label: string;
  value: string | null | undefined;
  choices: (Field & { name: string })[];
  /** Offers "Don't Show" (saved as null). */
  allowNone?: boolean;
  onChange(value: string | null): void;
}

/** A layout option that picks one of the collection's fields (layouts' options panels). */
export function FieldOption({ label, value, choices, allowNone = true, onChange }: FieldOptionProps) {
  const { t } = useTranslation();
  const options = [
    ...(allowNone || !value ? [{ value: NONE, label: t('dont_show') }] : []),
    ...choices.map((f) => ({ value: f.field, label: f.name })),
  ];
  return (
    <Select
      label={label}
      choices={options}
      value={value && choices.some((f) => f.field === value) ? value : NONE}
      onChange={(next) => onChange(next === null || next === NONE ? null : next)}
    />
  );
}
