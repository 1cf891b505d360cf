import { describe, expect, it } from 'vitest';
import { patchRows, removeRows, unseenKeys } from './live-cache';
import { backoffMs } from './connection';

const pages = {
  pages: [
    {
      data: [
        { id: 1, title: 'a' },
        { id: 2, title: 'b' },
      ],
    },
    { data: [{ id: 3, title: 'c' }] },
  ],
  pageParams: [0, 1],
};

describe('live listing cache', () => {
  it('changes updated rows in place and leaves the order alone', () => {
    const next = patchRows(
      pages,
      [
        { id: 3, title: 'C' },
        { id: 9, title: 'elsewhere' },
      ],
      'id',
    )!;
    expect(next.pages.flatMap((p) => p.data)).toEqual([
      { id: 1, title: 'a' },
      { id: 2, title: 'b' },
      { id: 3, title: 'C' },
    ]);
    expect(next.pages[0]).toBe(pages.pages[0]);
    expect(patchRows(pages, [{ id: 9 }], 'id')).toBe(pages);
  });

  it('removes deleted rows and says how many left', () => {
    const { pages: next, removed } = removeRows(pages, ['2', 3], 'id');
    expect(removed).toBe(2);
    expect(next!.pages.flatMap((p) => p.data)).toEqual([{ id: 1, title: 'a' }]);
  });

  it('tells new rows from rows already shown', () => {
    expect(unseenKeys(pages, [{ id: 2 }, { id: 7 }], 'id')).toEqual([7]);
  });

  it('backs off from one second to thirty, with jitter', () => {
    expect(backoffMs(1, 0.5)).toBe(1000);
    expect(backoffMs(3, 0.5)).toBe(4000);
    expect(backoffMs(20, 0.5)).toBe(30000);
    expect(backoffMs(2, 0)).toBe(1500);
  });
});
