import { useTranslation } from 'react-i18next';
import type { CheckboxRow } from './rows';

export interface RowBodyProps {
  row: CheckboxRow;
  readonly: boolean;
  onChange(patch: Partial<CheckboxRow>): void;
}

/** One checkbox with its label, or with a free-text box for a custom value. */
export function RowBody({ row, readonly, onChange }: RowBodyProps) {
  const { t } = useTranslation();
  if (row.custom) {
    return (
      <span className="checkboxes-row-body">
        <input
          type="checkbox"
          checked={row.checked}
          disabled={readonly}
          aria-label={row.key || t('interfaces.checkboxes.other')}
          onChange={(e) => onChange({ checked: e.target.checked })}
        />
        <input
          type="text"
          className="checkboxes-other"
          value={row.key}
          placeholder={t('interfaces.checkboxes.other')}
          aria-label={t('interfaces.checkboxes.other')}
          readOnly={readonly}
          onChange={(e) => onChange({ key: e.target.value, label: e.target.value, checked: true })}
        />
      </span>
    );
  }
  return (
    <label className="checkboxes-row-body" title={row.key}>
      <input
        type="checkbox"
        checked={row.checked}
        disabled={readonly}
        onChange={(e) => onChange({ checked: e.target.checked })}
      />
      <span>{row.label}</span>
    </label>
  );
}
