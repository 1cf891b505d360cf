import type { CalendarDate } from '@internationalized/date';
import type { InputProps } from '../types';
import DatePickerField from './DatePickerField';
import { toCalendarDate } from './parse-date';

interface Options {
  min: string | null;
  max: string | null;
  iconLeft: string | null;
  iconRight: string | null;
}

/** A date typed in or picked from a calendar; stored `yyyy-mm-dd`, `''` once cleared (catalogue). */
export default function DateInput({
  value,
  options,
  readonly,
  inputId,
  onInput,
}: InputProps<string, Options>) {
  return (
    <DatePickerField
      inputId={inputId}
      value={toCalendarDate(value)}
      onChange={(date) => onInput(date ? (date as CalendarDate).toString() : '')}
      granularity="day"
      minValue={toCalendarDate(options.min)}
      maxValue={toCalendarDate(options.max)}
      readonly={readonly}
      iconLeft={options.iconLeft}
      iconRight={options.iconRight}
    />
  );
}
