import type { CalendarDate } from '@internationalized/date';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import MonthCalendar from '../date/MonthCalendar';
import { toCalendarDate } from '../date/parse-date';
import { useLabelId } from '../use-label-id';

interface Options {
  min: string | null;
  max: string | null;
}

/** An always-open month calendar; picking a day stores `yyyy-mm-dd`. */
export default function CalendarInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<string, Options>) {
  const { i18n } = useTranslation();
  const labelId = useLabelId(inputId);
  return (
    <I18nProvider locale={i18n.language}>
      <MonthCalendar<CalendarDate>
        id={inputId}
        aria-labelledby={labelId}
        value={toCalendarDate(value)}
        onChange={(date) => onInput(date.toString())}
        minValue={toCalendarDate(options.min)}
        maxValue={toCalendarDate(options.max)}
        isReadOnly={readonly}
      />
    </I18nProvider>
  );
}
