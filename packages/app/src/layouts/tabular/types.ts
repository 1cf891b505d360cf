export type Spacing = 'compact' | 'cozy' | 'comfortable';

/** `view_query.tabular` (app-catalogue.md §2). */
export interface TabularQuery {
  /** Visible columns, comma-separated, in order. */
  fields?: string;
  /** `field` ascending, `-field` descending. */
  sort?: string;
}

/** `view_options.tabular`. */
export interface TabularOptions {
  spacing?: Spacing;
  widths?: Record<string, number>;
}
