import { describe, expect, it } from 'vitest';
import type { Field } from '@atrium/sdk';
import { columnWidth, isSortable, nextSort, visibleColumns } from './columns';

const f = (field: string, extra: Partial<Field> = {}) =>
  ({ field, type: 'string', hidden_browse: false, ...extra }) as Field;
const fields = Object.fromEntries(
  [f('id'), f('title'), f('secret', { hidden_browse: true }), f('a'), f('b'), f('c'), f('d')].map((x) => [
    x.field,
    x,
  ]),
);

describe('tabular columns', () => {
  it('defaults to the first four non-PK, non-hidden fields', () => {
    expect(visibleColumns(fields, undefined, 'id')).toEqual(['title', 'a', 'b', 'c']);
  });

  it('keeps the saved order and drops unknown names', () => {
    expect(visibleColumns(fields, 'c,gone,id, title', 'id')).toEqual(['c', 'id', 'title']);
  });

  it('uses 200 px for missing or non-positive widths', () => {
    expect(columnWidth({ a: 0, b: -3, c: 90 }, 'a')).toBe(200);
    expect(columnWidth({ a: 0, b: -3, c: 90 }, 'b')).toBe(200);
    expect(columnWidth({ a: 0, b: -3, c: 90 }, 'c')).toBe(90);
    expect(columnWidth(undefined, 'x')).toBe(200);
  });

  it('flips the same column and sorts a new one ascending', () => {
    expect(nextSort(undefined, 'id', 'id')).toBe('-id');
    expect(nextSort('title', 'id', 'title')).toBe('-title');
    expect(nextSort('-title', 'id', 'title')).toBe('title');
    expect(nextSort('-title', 'id', 'a')).toBe('a');
  });

  it('does not sort relational columns', () => {
    for (const type of [
      'o2m',
      'm2o',
      'm2m',
      'user',
      'owner',
      'user_updated',
      'alias',
      'translation',
      'file',
    ]) {
      expect(isSortable({ type })).toBe(false);
    }
    expect(isSortable({ type: 'integer' })).toBe(true);
  });
});
