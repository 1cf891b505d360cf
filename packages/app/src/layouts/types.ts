/**
 * The contract of a listing layout (app-catalogue.md §2). A layout is one folder under
 * `src/layouts/<id>/` whose `index.ts` default-exports a {@link LayoutModule}; the registry
 * (`registry.ts`) loads it on demand (one chunk per layout).
 */
import type { ComponentType } from 'react';
import type { Field } from '@atrium/sdk';

export interface LayoutMeta {
  /** `$t:key` words resolve to `layouts.<id>.<key>`. */
  name: string;
  icon: string;
}

export type Item = Record<string, unknown>;

export interface LayoutProps<Q = Record<string, unknown>, O = Record<string, unknown>> {
  collection: string;
  primaryKeyField: string;
  /** Visible fields keyed by name, ordered by `sort`, each with a translated `name`. */
  fields: Record<string, Field & { name: string }>;
  items: Item[];
  /** This layout's part of the preset's `view_query` / `view_options`. */
  viewQuery: Q;
  viewOptions: O;
  loading: boolean;
  lazyLoading: boolean;
  /** Selected primary keys. */
  selection: (string | number)[];
  /** Detail link of a row (a hash route path). */
  link(item: Item): string;
  /**
   * When given, opening a row (click, Enter) calls this instead of following `link` (the item
   * select modal picks the row).
   */
  onOpen?(item: Item): void;
  /** The collection's `sort`-type field, if any (manual sorting). */
  sortField: string | null;
  /** Total rows matching the current filters, when known. */
  total: number | null;
  /** Merge into `view_query[<layout>]`. */
  onQuery(partial: Partial<Q>): void;
  /** Merge into `view_options[<layout>]`. */
  onOptions(partial: Partial<O>): void;
  onSelect(keys: (string | number)[]): void;
  /** Load the next page. */
  onNextPage(): void;
  /** Rows with a primary key are updated, rows without are created; then the list refetches. */
  onInput(rows: Item[]): void;
  /**
   * For layouts that fetch on their own (calendar: one month at a time): GET the collection's
   * items with these params (fields, filter, sort, limit...), the listing's filters and search
   * already applied. Wrap it in `useQuery` with a key that starts with {@link queryKey}.
   */
  fetchItems(params: Record<string, unknown>): Promise<Item[]>;
  /** Query-key prefix of this collection's items (project included): invalidated by writes. */
  queryKey: readonly unknown[];
}

export interface LayoutModule<Q = Record<string, unknown>, O = Record<string, unknown>> {
  id: string;
  meta: LayoutMeta;
  View: ComponentType<LayoutProps<Q, O>>;
  /** The options panel (info sidebar, under the layout picker); same props. */
  Options: ComponentType<LayoutProps<Q, O>>;
}
