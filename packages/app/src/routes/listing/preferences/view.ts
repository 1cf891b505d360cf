/**
 * A listing's saved view (product.md §3 Collection preset, §4 Listing preferences): which layout,
 * its query and options per layout, the filters and the search. Pure: sanitising against the
 * collection's fields and planning the preset write of a change.
 */
import type { Preset, PresetInput } from '@atrium/sdk';
import { operatorApplies } from '../../../filters/field-operators';
import { fromPreset, toPreset, type ListingFilter } from '../../../filters/filter-query';
import { DEFAULT_LAYOUT } from './layout-default';

export type PerLayout = Record<string, Record<string, unknown>>;

export interface ListingView {
  viewType: string;
  viewQuery: PerLayout;
  viewOptions: PerLayout;
  filters: ListingFilter[];
  search: string;
}

const asPerLayout = (value: unknown): PerLayout =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as PerLayout) : {};

/** A preset (or a collection's built-in default when there is none) as a view. */
export function viewOf(
  preset: Partial<Preset> | null | undefined,
  fallback?: Partial<ListingView>,
): ListingView {
  return {
    viewType: preset?.view_type || fallback?.viewType || DEFAULT_LAYOUT,
    viewQuery: preset?.view_query ? asPerLayout(preset.view_query) : (fallback?.viewQuery ?? {}),
    viewOptions: preset?.view_options ? asPerLayout(preset.view_options) : (fallback?.viewOptions ?? {}),
    filters: fromPreset(preset?.filters),
    search: preset?.search_query ?? '',
  };
}

const stripSign = (sort: string) => sort.replace(/^-/, '');

/**
 * The view as it may be used against these fields (app-catalogue.md §2 Persistence, keep):
 * unknown names leave `view_query.<layout>.fields`; a sort on a missing field becomes the primary
 * key (ascending); filters on missing fields, or with an operator the field's type (from `types`)
 * does not take, are dropped: a saved filter the server would refuse is never replayed.
 */
export function sanitizeView(
  view: ListingView,
  known: readonly string[],
  primaryKey: string,
  types: Readonly<Record<string, string | null | undefined>> = {},
): ListingView {
  const has = new Set(known);
  const viewQuery: PerLayout = {};
  for (const [layout, query] of Object.entries(view.viewQuery)) {
    const next = { ...query };
    if (typeof next.fields === 'string') {
      next.fields = next.fields
        .split(',')
        .map((f) => f.trim())
        .filter((f) => has.has(f))
        .join(',');
    }
    if (typeof next.sort === 'string' && next.sort !== '') {
      const valid = next.sort.split(',').every((s) => has.has(stripSign(s.trim())));
      if (!valid) next.sort = primaryKey;
    }
    viewQuery[layout] = next;
  }
  const filters = view.filters.filter(
    (f) => has.has(f.field) && (!(f.field in types) || operatorApplies(types[f.field], f.operator)),
  );
  return { ...view, viewQuery, filters };
}

/** What a listing change touches, in preset terms. */
export type ViewChange =
  | { kind: 'type'; viewType: string }
  | { kind: 'query'; layout: string; partial: Record<string, unknown> }
  | { kind: 'options'; layout: string; partial: Record<string, unknown> }
  | { kind: 'filters'; filters: ListingFilter[] }
  | { kind: 'search'; search: string }
  | { kind: 'clear' };

/** The view after a change. Clearing the filters clears the search too (product.md §4). */
export function applyChange(view: ListingView, change: ViewChange): ListingView {
  switch (change.kind) {
    case 'type':
      return { ...view, viewType: change.viewType };
    case 'query':
      return {
        ...view,
        viewQuery: {
          ...view.viewQuery,
          [change.layout]: { ...view.viewQuery[change.layout], ...change.partial },
        },
      };
    case 'options':
      return {
        ...view,
        viewOptions: {
          ...view.viewOptions,
          [change.layout]: { ...view.viewOptions[change.layout], ...change.partial },
        },
      };
    case 'filters':
      return { ...view, filters: change.filters };
    case 'search':
      return { ...view, search: change.search };
    case 'clear':
      return { ...view, filters: [], search: '' };
  }
}

/** The preset columns a change writes. */
function changedColumns(view: ListingView, change: ViewChange): PresetInput {
  switch (change.kind) {
    case 'type':
      return { view_type: view.viewType };
    case 'query':
      return { view_query: view.viewQuery };
    case 'options':
      return { view_options: view.viewOptions };
    case 'filters':
      return { filters: toPreset(view.filters) };
    case 'search':
      return { search_query: view.search || null };
    case 'clear':
      return { filters: [], search_query: null };
  }
}

/** Every view column of a preset. */
export function presetColumns(view: ListingView): PresetInput {
  return {
    view_type: view.viewType,
    view_query: view.viewQuery,
    view_options: view.viewOptions,
    filters: toPreset(view.filters),
    search_query: view.search || null,
  };
}

export interface SavePlan {
  /** Update this preset; undefined = create. */
  id?: number;
  values: PresetInput;
}

/**
 * The preset write of a change (product.md §4): the user's own untitled preset is updated with
 * only the changed column; otherwise (none yet, or a role/global fallback) a personal preset is
 * created holding the whole view.
 */
export function planSave(
  current: Pick<Preset, 'id' | 'user' | 'title'> | null | undefined,
  userId: number,
  collection: string,
  next: ListingView,
  change: ViewChange,
): SavePlan {
  if (current && current.user === userId && current.title === null) {
    return { id: current.id, values: { collection, ...changedColumns(next, change) } };
  }
  return { values: { collection, user: userId, role: null, title: null, ...presetColumns(next) } };
}
