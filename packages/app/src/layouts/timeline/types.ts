/** `view_options.timeline` (app-catalogue.md §2). */
export interface TimelineOptions {
  /** Date or datetime field (required). */
  date?: string | null;
  /** Mustache template of field names (required). */
  title?: string | null;
  content?: string | null;
  color?: string | null;
}

/** `view_query.timeline`. */
export interface TimelineQuery {
  sort?: string;
}
