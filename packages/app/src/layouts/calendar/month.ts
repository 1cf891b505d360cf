import { addDays, endOfMonth, format, startOfMonth, startOfWeek, type Day } from 'date-fns';

export const WEEKS = 6;
export const DAYS = 7;
/** Height of one event chip, and the fixed parts of a cell (app-catalogue.md §2). */
const CHIP_HEIGHT = 22;
const CELL_CHROME = 32;
const WEEKDAY_LABEL = 15;
const TODAY_MARK = 5;

export const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

/**
 * The 42 days of a month view: six weeks from the first day of the week (Monday unless the UI
 * language starts its weeks elsewhere: Sunday in en-US, Saturday in ar-SA) on or before the 1st.
 */
export function monthGrid(month: Date, weekStartsOn: Day = 1): Date[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn });
  return Array.from({ length: WEEKS * DAYS }, (_, i) => addDays(first, i));
}

/**
 * The `between` bounds of a month: the 1st at midnight to the last day at 23:59:59 (the original
 * stopped at the last day's midnight and missed that day's events).
 */
export function monthBounds(month: Date): [string, string] {
  return [
    `${format(startOfMonth(month), 'yyyy-MM-dd')} 00:00:00`,
    `${format(endOfMonth(month), 'yyyy-MM-dd')} 23:59:59`,
  ];
}

/**
 * How many chips fit in a cell of the given height (the catalogue's formula, per cell): the cell
 * less its chrome, less the weekday label on the first row, less the today mark, over 22 px.
 */
export function cellCapacity(cellHeight: number, firstRow: boolean, today: boolean): number {
  const free = cellHeight - CELL_CHROME - (firstRow ? WEEKDAY_LABEL : 0) - (today ? TODAY_MARK : 0);
  return Math.max(0, Math.floor(free / CHIP_HEIGHT));
}

/** Events shown in a cell and the "and {amount} more..." count: capacity − 1 chips on overflow. */
export function fitEvents<T>(events: T[], capacity: number): { shown: T[]; more: number } {
  if (events.length <= capacity) return { shown: events, more: 0 };
  const shown = events.slice(0, Math.max(0, capacity - 1));
  return { shown, more: events.length - shown.length };
}
