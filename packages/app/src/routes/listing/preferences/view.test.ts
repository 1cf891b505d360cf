import { describe, expect, it } from 'vitest';
import { applyChange, planSave, sanitizeView, viewOf, type ListingView } from './view';
import { defaultView } from './system-defaults';

const base: ListingView = {
  viewType: 'tabular',
  viewQuery: { tabular: { fields: 'title,gone,status', sort: '-gone' }, cards: { sort: 'title' } },
  viewOptions: { tabular: { widths: { title: 300 } } },
  filters: [
    { field: 'title', operator: 'contains', value: 'a' },
    { field: 'gone', operator: 'eq', value: '1' },
  ],
  search: 'hello',
};

describe('listing preferences', () => {
  it('drops unknown fields from the view and falls back to the primary key for the sort', () => {
    const view = sanitizeView(base, ['id', 'title', 'status'], 'id');
    expect(view.viewQuery.tabular).toEqual({ fields: 'title,status', sort: 'id' });
    expect(view.viewQuery.cards).toEqual({ sort: 'title' });
    expect(view.filters).toEqual([{ field: 'title', operator: 'contains', value: 'a' }]);
  });

  it('drops a saved filter whose operator the field does not take (issue 31 #2)', () => {
    const saved: ListingView = {
      ...base,
      filters: [
        { field: 'rating', operator: 'has', value: '4' },
        { field: 'rating', operator: 'gte', value: '3' },
        { field: 'tags', operator: 'has', value: '1' },
        { field: 'tags', operator: 'contains', value: 'x' },
      ],
    };
    const view = sanitizeView(saved, ['id', 'rating', 'tags'], 'id', { rating: 'integer', tags: 'o2m' });
    expect(view.filters).toEqual([
      { field: 'rating', operator: 'gte', value: '3' },
      { field: 'tags', operator: 'has', value: '1' },
    ]);
  });

  it('creates a personal preset with the whole view on the first change', () => {
    const next = applyChange(base, { kind: 'type', viewType: 'cards' });
    const plan = planSave(null, 7, 'articles', next, { kind: 'type', viewType: 'cards' });
    expect(plan.id).toBeUndefined();
    expect(plan.values).toMatchObject({
      collection: 'articles',
      user: 7,
      title: null,
      view_type: 'cards',
      search_query: 'hello',
      view_query: base.viewQuery,
    });
  });

  it('copies a role or global fallback into a new personal preset', () => {
    const change = { kind: 'search', search: 'x' } as const;
    const plan = planSave(
      { id: 3, user: null, title: null },
      7,
      'articles',
      applyChange(base, change),
      change,
    );
    expect(plan.id).toBeUndefined();
    expect(plan.values.user).toBe(7);
  });

  it('updates only the changed column of the own preset afterwards', () => {
    const change = { kind: 'options', layout: 'tabular', partial: { spacing: 'compact' } } as const;
    const next = applyChange(base, change);
    const plan = planSave({ id: 12, user: 7, title: null }, 7, 'articles', next, change);
    expect(plan).toEqual({
      id: 12,
      values: {
        collection: 'articles',
        view_options: { tabular: { widths: { title: 300 }, spacing: 'compact' } },
      },
    });
  });

  it('clearing the filters clears the search too', () => {
    const next = applyChange(base, { kind: 'clear' });
    expect(next.filters).toEqual([]);
    expect(next.search).toBe('');
    expect(planSave({ id: 1, user: 7, title: null }, 7, 'a', next, { kind: 'clear' }).values).toEqual({
      collection: 'a',
      filters: [],
      search_query: null,
    });
  });

  it('reads a preset, else the built-in default of system listings', () => {
    expect(viewOf(null, defaultView('directus_files')).viewType).toBe('cards');
    expect(viewOf(null, defaultView('directus_activity')).viewQuery.timeline).toEqual({ sort: '-action_on' });
    expect(viewOf(null, defaultView('articles')).viewType).toBe('tabular');
    expect(viewOf({ view_type: 'calendar', search_query: 'q', filters: null }).search).toBe('q');
  });
});
