import { DateInput, DateSegment, I18nProvider, TimeField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { InputProps } from '../types';
import { useLabelId } from '../use-label-id';
import { toStoredTime, toTime } from './parse-time';
import '../date/date-picker.css';

interface Options {
  display24HourClock: boolean | null;
}

/** Hours and minutes (seconds kept from the stored value), stored `HH:mm:ss`; cleared → null. */
export default function TimeInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<string, Options>) {
  const { t, i18n } = useTranslation();
  const labelId = useLabelId(inputId);
  return (
    <I18nProvider locale={i18n.language}>
      <TimeField
        className="time-field"
        id={inputId}
        value={toTime(value)}
        onChange={(time) => onInput(time ? toStoredTime(time) : null)}
        hourCycle={options.display24HourClock ? 24 : 12}
        granularity="minute"
        isDisabled={readonly}
        aria-labelledby={labelId}
        aria-label={labelId ? undefined : t('interfaces.time.time')}
        shouldForceLeadingZeros
      >
        <DateInput className="input date-picker-group date-picker-segments">
          {(segment) => <DateSegment segment={segment} className="date-picker-segment" />}
        </DateInput>
      </TimeField>
    </I18nProvider>
  );
}
