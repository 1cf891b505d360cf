import { describe, expect, it } from 'vitest';
import { reorder } from './manualSort';

const rows = (sorts: (number | null)[]) => sorts.map((sort, i) => ({ id: i + 1, sort }));

describe('manual sort save rule', () => {
  it('gives each moved row the sort value previously at its new position', () => {
    const { rows: next, changes } = reorder(rows([10, 20, 30, 40]), 0, 2, 'id', 'sort');
    expect(next.map((r) => r.id)).toEqual([2, 3, 1, 4]);
    expect(next.map((r) => r.sort)).toEqual([10, 20, 30, 40]);
    expect(changes).toEqual([
      { id: 2, sort: 10 },
      { id: 3, sort: 20 },
      { id: 1, sort: 30 },
    ]);
  });

  it('renumbers every row 1..n when any row has no sort value', () => {
    const { rows: next, changes } = reorder(rows([5, null, 7]), 2, 0, 'id', 'sort');
    expect(next.map((r) => [r.id, r.sort])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
    expect(changes).toHaveLength(3);
  });

  it('changes nothing when a row is dropped in place', () => {
    expect(reorder(rows([1, 2, 3]), 1, 1, 'id', 'sort').changes).toEqual([]);
  });
});
