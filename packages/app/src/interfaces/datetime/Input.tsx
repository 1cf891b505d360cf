import { useEffect } from 'react';
import type { CalendarDateTime } from '@internationalized/date';
import type { InputProps } from '../types';
import DatePickerField from '../date/DatePickerField';
import { calendarToStored, toCalendarDateTime, toStoredDatetime } from './parse-datetime';

interface Options {
  min: string | null;
  max: string | null;
  iconLeft: string | null;
  iconRight: string | null;
  defaultToCurrentDatetime: boolean | null;
  format: 'mdy' | 'dmy' | 'ymd' | null;
}

/** Segment order per `format`: month-day-year, day-month-year or year-month-day, 24-hour time. */
const ORDER_LOCALE = { mdy: 'en-US', dmy: 'en-GB', ymd: 'en-CA' } as const;

/**
 * Date and time to the second, stored `yyyy-MM-dd HH:mm:ss` (an ISO value with an offset is read
 * too). Only a complete value is staged; clearing stores null. `defaultToCurrentDatetime` fills an
 * empty field with the local time now when the form opens.
 */
export default function DatetimeInput(props: InputProps<string, Options>) {
  const { value, options, readonly, inputId, onInput } = props;
  const empty = value === null || value === undefined || value === '';
  const fillNow = !!options.defaultToCurrentDatetime && empty && !readonly;
  useEffect(() => {
    if (fillNow) onInput(toStoredDatetime(new Date()));
    // Only when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DatePickerField
      inputId={inputId}
      value={toCalendarDateTime(value)}
      onChange={(date) => onInput(date ? calendarToStored(date as CalendarDateTime) : null)}
      granularity="second"
      hourCycle={24}
      locale={ORDER_LOCALE[options.format ?? 'mdy'] ?? 'en-US'}
      minValue={toCalendarDateTime(options.min)}
      maxValue={toCalendarDateTime(options.max)}
      readonly={readonly}
      iconLeft={options.iconLeft}
      iconRight={options.iconRight}
    />
  );
}
