import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../components/Field';
import { MONTH_KEYS } from './names';

interface MonthPickerProps {
  month: Date;
  onChange(month: Date): void;
}

/** The month/year picker under the calendar's "Month YYYY" heading. */
export function MonthPicker({ month, onChange }: MonthPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="calendar-picker" role="group" aria-label={t('layouts.calendar.choose_month')}>
      <SelectField
        label={t('layouts.calendar.month')}
        value={String(month.getMonth())}
        options={MONTH_KEYS.map((key, i) => ({ value: String(i), label: t(`months.${key}`) }))}
        onChange={(e) => onChange(new Date(month.getFullYear(), Number(e.target.value), 1))}
      />
      <TextField
        label={t('layouts.calendar.year')}
        type="number"
        min={1}
        max={9999}
        value={month.getFullYear()}
        onChange={(e) => {
          const year = Number(e.target.value);
          if (Number.isInteger(year) && year >= 1 && year <= 9999)
            onChange(new Date(year, month.getMonth(), 1));
        }}
      />
    </div>
  );
}
