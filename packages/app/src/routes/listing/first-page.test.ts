import { describe, expect, it } from 'vitest';
import type { Field, Preset } from '@atrium/sdk';
import { savedViewParams, type SavedViewInput } from './first-page';

const field = (name: string, extra: Partial<Field> = {}): Field =>
  ({ collection: 'articles', field: name, type: 'string', datatype: 'VARCHAR', ...extra }) as Field;

const input: SavedViewInput = {
  collection: 'articles',
  fields: {
    id: field('id', { type: 'integer', primary_key: true, sort: 1 }),
    title: field('title', { sort: 2 }),
    status: field('status', { type: 'status', sort: 3 }),
    owner: field('owner', { type: 'owner', sort: 4 }),
    secret: field('secret', { sort: 5 }),
  },
  blacklist: [],
  admin: true,
  limitSetting: '50',
};

const preset = (values: Partial<Preset>): Preset =>
  ({ id: 1, collection: 'articles', user: 1, role: null, title: null, ...values }) as Preset;

describe('the first page of a saved view', () => {
  it('asks what the saved view shows: its fields, sort, search and filters, a page of default_limit', () => {
    const params = savedViewParams(
      input,
      preset({
        view_type: 'tabular',
        view_query: { tabular: { fields: 'title,gone', sort: '-title' } },
        search_query: 'hello',
        filters: [{ field: 'status', operator: 'eq', value: 'published' }],
      }),
    );
    expect(params).toEqual({
      meta: 'result_count',
      limit: 50,
      fields: ['title.*', 'id', 'status.*'],
      sort: '-title',
      q: 'hello',
      filter: { status: { eq: 'published' } },
    });
  });

  it('falls back to the primary key when the saved sort names a field that is gone', () => {
    const params = savedViewParams(input, preset({ view_query: { tabular: { sort: 'gone' } } }));
    expect(params?.sort).toBe('id');
  });

  it('uses the query of the layout the view shows, and the collection default without a preset', () => {
    const cards = preset({
      view_type: 'cards',
      view_query: { tabular: { sort: 'title' }, cards: { sort: '-id' } },
    });
    expect(savedViewParams(input, cards)?.sort).toBe('-id');
    expect(savedViewParams(input, null)).toEqual({ meta: 'result_count', limit: 50, fields: '*.*' });
  });

  it("leaves out the role's blacklisted fields and asks the owner for non-admins", () => {
    const params = savedViewParams(
      { ...input, admin: false, blacklist: ['secret'] },
      preset({ view_query: { tabular: { fields: 'title,secret' } } }),
    );
    expect(params?.fields).toEqual(['title.*', 'id', 'status.*', 'owner.*']);
  });

  it('asks nothing for a collection without readable fields', () => {
    expect(savedViewParams({ ...input, fields: {} }, null)).toBeNull();
  });
});
