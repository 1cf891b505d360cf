import { CalendarDateTime } from '@internationalized/date';

const PLAIN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A stored datetime as a Date. `yyyy-MM-dd HH:mm:ss` is wall-clock time: local, or UTC when
 * `plainIsUtc` (system timestamps); an ISO string with an offset (`…+00:00`, `…Z`) is exact.
 */
export function toDate(value: unknown, plainIsUtc = false): Date | null {
  if (typeof value !== 'string' || value === '') return null;
  const plain = PLAIN.exec(value);
  if (plain) {
    const [y, mo, d, h, mi, s] = plain.slice(1).map((part) => Number(part ?? 0)) as number[];
    const date = plainIsUtc
      ? new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!))
      : new Date(y!, mo! - 1, d!, h!, mi!, s!);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');

/** Storage format of datetime fields: local `yyyy-MM-dd HH:mm:ss`. */
export function toStoredDatetime(date: Date): string {
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A calendar datetime in storage format. */
export function calendarToStored(value: CalendarDateTime): string {
  return (
    `${pad(value.year, 4)}-${pad(value.month)}-${pad(value.day)} ` +
    `${pad(value.hour)}:${pad(value.minute)}:${pad(value.second)}`
  );
}

/** A stored datetime as the wall-clock value the picker edits. */
export function toCalendarDateTime(value: unknown): CalendarDateTime | null {
  const date = toDate(value);
  if (!date) return null;
  return new CalendarDateTime(
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds(),
  );
}
