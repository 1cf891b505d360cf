import type { DisplayProps } from '../types';
import { formatPattern, formatRelative } from '../../i18n/dates';
import { toLocalDate } from '../date/parse-date';

interface Options {
  formatting: string | null;
}

/** The date in the `formatting` pattern (date-fns tokens), else relative ("in 3 days"). */
export default function CalendarDisplay({ value, options }: DisplayProps<string, Options>) {
  const date = toLocalDate(value);
  if (!date) return <>{value ? String(value) : '--'}</>;
  let text: string;
  try {
    text = options.formatting ? formatPattern(date, options.formatting) : formatRelative(date);
  } catch {
    text = String(value);
  }
  return <time dateTime={String(value)}>{text}</time>;
}
