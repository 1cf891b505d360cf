import { describe, expect, it } from 'vitest';
import { changedFields, sameStoredValue } from './stored-value';

const f = (type: string) => ({ type }) as never;

describe('values as the server stores them (issue 31 #6)', () => {
  it('compares relations by key, expanded or not', () => {
    expect(sameStoredValue(f('m2o'), { id: 3, name: 'Ada' }, 3)).toBe(true);
    expect(sameStoredValue(f('file'), { id: 3 }, { id: 4 })).toBe(false);
    expect(sameStoredValue(f('o2m'), [{ id: 1 }, { id: 2 }], [1, 2])).toBe(true);
    expect(sameStoredValue(f('o2m'), [1, 2], [1])).toBe(false);
  });

  it('compares dates as moments, numbers as numbers, JSON as data', () => {
    expect(sameStoredValue(f('datetime'), '2026-11-27 06:48:38', '2026-11-27T06:48:38+00:00')).toBe(true);
    expect(sameStoredValue(f('datetime'), '2026-11-27 06:48:38', '2026-11-27T07:48:38+00:00')).toBe(false);
    expect(sameStoredValue(f('date'), '2026-11-27', '2026-11-27')).toBe(true);
    expect(sameStoredValue(f('decimal'), '4.50', 4.5)).toBe(true);
    expect(sameStoredValue(f('integer'), '4', 5)).toBe(false);
    expect(sameStoredValue(f('json'), '{"b":1,"a":[1,2]}', { a: [1, 2], b: 1 })).toBe(true);
    expect(sameStoredValue(f('array'), 'a,b', ['a', 'b'])).toBe(true);
    expect(sameStoredValue(f('boolean'), 1, true)).toBe(true);
    expect(sameStoredValue(f('string'), null, '')).toBe(true);
    expect(sameStoredValue(f('string'), 'a', 'b')).toBe(false);
  });

  it('counts only the fields someone changed: the title, not the shapes nor the update time', () => {
    const fields = {
      title: f('string'),
      author: f('m2o'),
      publish_date: f('datetime'),
      rating: f('integer'),
      metadata: f('json'),
      tags: f('o2m'),
      modified_on: f('datetime_updated'),
    };
    const saved = {
      title: 'Old',
      author: 3,
      publish_date: '2026-11-27 06:48:38',
      rating: '4',
      metadata: '{"a":1}',
      tags: [7, 8],
      modified_on: '2026-11-27 06:48:38',
    };
    const theirs = {
      title: 'New',
      author: { id: 3, name: 'Ada' },
      publish_date: '2026-11-27T06:48:38+00:00',
      rating: 4,
      metadata: { a: 1 },
      tags: [{ id: 7 }, { id: 8 }],
      modified_on: '2026-11-27T08:00:00+00:00',
    };
    expect([...changedFields(fields, saved, theirs)]).toEqual(['title']);
  });
});
