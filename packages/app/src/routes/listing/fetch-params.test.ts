import { describe, expect, it } from 'vitest';
import { listingParams, pageSize, type FetchInput } from './fetch-params';

const input: FetchInput = {
  known: ['id', 'title', 'status', 'owner', 'author'],
  primaryKey: 'id',
  statusField: 'status',
  ownerField: 'owner',
  admin: true,
  limit: 200,
  query: {},
  search: '',
  filters: [],
};

describe('listing fetch params', () => {
  it('asks every field one level deep without a field list', () => {
    expect(listingParams(input)).toEqual({
      meta: 'result_count',
      limit: 200,
      fields: '*.*',
    });
  });

  it('asks the chosen known fields with .*, plus the primary key and status', () => {
    expect(listingParams({ ...input, query: { fields: 'title,nope,author' } }).fields).toEqual([
      'title.*',
      'author.*',
      'id',
      'status.*',
    ]);
  });

  it('adds the owner field for non-admins', () => {
    expect(listingParams({ ...input, admin: false, query: { fields: 'title' } }).fields).toEqual([
      'title.*',
      'id',
      'status.*',
      'owner.*',
    ]);
  });

  it('drops sorts on unknown fields and passes search and filters', () => {
    const params = listingParams({
      ...input,
      query: { sort: '-title,ghost' },
      search: 'moon',
      filters: [{ field: 'status', operator: 'eq', value: 'draft' }],
    });
    expect(params).toMatchObject({ sort: '-title', q: 'moon', filter: { status: { eq: 'draft' } } });
    expect(listingParams({ ...input, query: { sort: 'ghost' } }).sort).toBeUndefined();
  });

  it('never asks for a hash field, as a column or a sort (issue 31 #3)', () => {
    const withSecret = { ...input, known: [...input.known, 'pin'], secret: ['pin'] };
    expect(
      listingParams({ ...withSecret, query: { fields: 'title,pin', sort: '-pin,title' } }),
    ).toMatchObject({
      fields: ['title.*', 'id', 'status.*'],
      sort: 'title',
    });
    expect(listingParams({ ...withSecret, query: { sort: 'pin' } }).sort).toBeUndefined();
  });

  it('uses default_limit as the page size', () => {
    expect(pageSize('200')).toBe(200);
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize('x')).toBe(20);
  });
});
