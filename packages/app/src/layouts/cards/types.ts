export type Fit = 'crop' | 'contain';

/** `view_query.cards` (app-catalogue.md §2). */
export interface CardsQuery {
  sort?: string;
}

/** `view_options.cards`; `null` = "Don't Show". */
export interface CardsOptions {
  src?: string | null;
  fit?: Fit;
  title?: string | null;
  subtitle?: string | null;
  icon?: string | null;
  /** Kept in presets, not rendered. */
  content?: string | null;
}
