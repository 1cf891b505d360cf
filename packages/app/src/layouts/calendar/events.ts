import type { Item } from '../types';
import { colorValue } from '../shared/color';
import type { CalendarOptions } from './types';

export interface CalendarEvent {
  item: Item;
  /** `yyyy-MM-dd`. */
  day: string;
  /** `HH:MM` or ''. */
  time: string;
  color: string;
}

/** A colour value (see {@link colorValue}); default accent. */
export const eventColor = (value: unknown) => colorValue(value, 'accent');

/** Which column dates the events: the datetime field wins over the date field. */
export function dateColumn(options: CalendarOptions): { column: string; datetime: boolean } | null {
  if (options.datetime) return { column: options.datetime, datetime: true };
  if (options.date) return { column: options.date, datetime: false };
  return null;
}

/**
 * Groups items by day and sorts each day by time (the original's comparator read the wrong key
 * and kept the fetch order). The time comes from the `time` field; with a datetime source and the
 * time option explicitly "Don't Show" (null), from the datetime's clock.
 */
export function eventsByDay(items: Item[], options: CalendarOptions): Map<string, CalendarEvent[]> {
  const source = dateColumn(options);
  const days = new Map<string, CalendarEvent[]>();
  if (!source) return days;
  for (const item of items) {
    const value = item[source.column];
    if (typeof value !== 'string' || value.length < 10) continue;
    const day = value.slice(0, 10);
    let time = '';
    if (options.time) {
      const raw = item[options.time];
      time = typeof raw === 'string' ? raw.slice(0, 5) : '';
    } else if (source.datetime && options.time === null) {
      time = value.slice(11, 16);
    }
    const event = { item, day, time, color: eventColor(options.color ? item[options.color] : null) };
    const list = days.get(day);
    if (list) list.push(event);
    else days.set(day, [event]);
  }
  for (const list of days.values()) list.sort((a, b) => a.time.localeCompare(b.time));
  return days;
}
