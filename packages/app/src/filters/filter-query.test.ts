import { describe, expect, it } from 'vitest';
import {
  fromPreset,
  fromQueryString,
  toFilterParam,
  toPreset,
  toQueryString,
  type ListingFilter,
} from './filter-query';
import { OPERATORS, VALUELESS } from './operators';

const sample = (operator: ListingFilter['operator']): ListingFilter => ({
  field: 'title',
  operator,
  value: VALUELESS.includes(operator) ? '' : operator === 'in' || operator === 'nin' ? 'a,b c,d' : 'x & y=1',
});

describe('filter query', () => {
  it.each(OPERATORS)('round-trips %s through the query string', (operator) => {
    const filters = [sample(operator)];
    const query = toQueryString(filters);
    expect(query.startsWith(`filter[title][${operator}]=`)).toBe(true);
    expect(fromQueryString(query)).toEqual(filters);
  });

  it.each(OPERATORS)('round-trips %s through the preset rows', (operator) => {
    const filters = [sample(operator)];
    expect(fromPreset(toPreset(filters))).toEqual(filters);
  });

  it('sends value-less operators as 1 and lists comma-joined', () => {
    expect(toFilterParam([sample('null'), { field: 'n', operator: 'in', value: ' 1, 2 ,,3' }])).toEqual({
      title: { null: '1' },
      n: { in: '1,2,3' },
    });
  });

  it('keeps several conditions on one field and leaves out empty values', () => {
    const filters: ListingFilter[] = [
      { field: 'n', operator: 'gt', value: '1' },
      { field: 'n', operator: 'lt', value: '9' },
      { field: 'title', operator: 'contains', value: '' },
    ];
    expect(toFilterParam(filters)).toEqual({ n: [{ gt: '1' }, { lt: '9' }] });
    expect(fromQueryString(toQueryString(filters))).toEqual(filters.slice(0, 2));
    expect(toFilterParam([])).toBeUndefined();
  });

  it('ignores other parameters and unknown operators', () => {
    expect(fromQueryString('?q=x&filter[a][between]=1,2&filter[b][eq]=2&sort=id')).toEqual([
      { field: 'b', operator: 'eq', value: '2' },
    ]);
    expect(fromPreset([{ field: 'a', operator: 'like', value: 1 }])).toEqual([]);
  });
});
