import { describe, expect, it } from 'vitest';
import type { Preset } from '@atrium/sdk';
import { matchesBookmark, matchingBookmark } from './bookmark-match';
import type { ListingView } from '../preferences/view';

const bookmark: Preset = {
  id: 4,
  title: 'Drafts',
  user: 7,
  role: null,
  collection: 'articles',
  search_query: 'news',
  filters: [{ field: 'status', operator: 'in', value: ['draft', 'review'] }],
  view_type: 'tabular',
  view_query: { tabular: { sort: '-id', fields: 'title,status' } },
  view_options: { tabular: {} },
};

const view: ListingView = {
  viewType: 'tabular',
  viewQuery: { tabular: { fields: 'title,status', sort: '-id' } },
  viewOptions: {},
  filters: [{ field: 'status', operator: 'in', value: 'draft,review' }],
  search: 'news',
};

describe('bookmark matching', () => {
  it('matches the same view regardless of key order, empty options and list encoding', () => {
    expect(matchesBookmark(view, 'articles', bookmark)).toBe(true);
    expect(matchingBookmark(view, 'articles', [bookmark])?.id).toBe(4);
  });

  it('does not match another collection, search, filter, sort or layout', () => {
    expect(matchesBookmark(view, 'pages', bookmark)).toBe(false);
    expect(matchesBookmark({ ...view, search: '' }, 'articles', bookmark)).toBe(false);
    expect(matchesBookmark({ ...view, filters: [] }, 'articles', bookmark)).toBe(false);
    expect(
      matchesBookmark(
        { ...view, viewQuery: { tabular: { fields: 'title,status', sort: 'id' } } },
        'articles',
        bookmark,
      ),
    ).toBe(false);
    expect(matchesBookmark({ ...view, viewType: 'cards' }, 'articles', bookmark)).toBe(false);
    expect(matchingBookmark(view, 'articles', [{ ...bookmark, title: null }])).toBeNull();
  });
});
