/** `view_options.calendar` (app-catalogue.md §2); `null` = "Don't Show". */
export interface CalendarOptions {
  datetime?: string | null;
  date?: string | null;
  time?: string | null;
  title?: string | null;
  color?: string | null;
}

/** The calendar keeps no query of its own. */
export type CalendarQuery = Record<string, never>;
