import { CalendarDate, parseDate } from '@internationalized/date';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** A stored `yyyy-mm-dd` (or a datetime starting with one) as a calendar date; null when unusable. */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = DATE.exec(value);
  if (!match) return null;
  try {
    return parseDate(`${match[1]}-${match[2]}-${match[3]}`);
  } catch {
    return null;
  }
}

/** A stored `yyyy-mm-dd` as a local-time Date (midnight where the user is), null when unusable. */
export function toLocalDate(value: unknown): Date | null {
  const date = toCalendarDate(value);
  return date ? new Date(date.year, date.month - 1, date.day) : null;
}
