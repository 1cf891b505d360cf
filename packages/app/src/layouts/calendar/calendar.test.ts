import { describe, expect, it } from 'vitest';
import { cellCapacity, dayKey, fitEvents, monthBounds, monthGrid } from './month';
import { eventColor, eventsByDay } from './events';

describe('month grid', () => {
  it('has 42 days starting on the Monday on or before the 1st', () => {
    const grid = monthGrid(new Date(2026, 10, 15)); // November 2026 starts on a Sunday
    expect(grid).toHaveLength(42);
    expect(dayKey(grid[0]!)).toBe('2026-10-26');
    expect(grid[0]!.getDay()).toBe(1);
    expect(dayKey(grid[6]!)).toBe('2026-11-01');
    expect(dayKey(monthGrid(new Date(2026, 5, 1))[0]!)).toBe('2026-06-01'); // June 2026 starts on a Monday
  });

  it("fetches up to the end of the month's last day", () => {
    expect(monthBounds(new Date(2026, 1, 10))).toEqual(['2026-02-01 00:00:00', '2026-02-28 23:59:59']);
  });

  it('computes the capacity from the cell height, the weekday row and the today mark', () => {
    // floor((120 - 32) / 22) = 4; first row: floor(73 / 22) = 3; also today: floor(68 / 22) = 3
    expect(cellCapacity(120, false, false)).toBe(4);
    expect(cellCapacity(120, true, false)).toBe(3);
    expect(cellCapacity(99, false, true)).toBe(2);
    expect(cellCapacity(20, true, true)).toBe(0);
  });

  it('shows capacity − 1 events and "and N more" on overflow', () => {
    expect(fitEvents([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(fitEvents([1, 2, 3, 4, 5], 3)).toEqual({ shown: [1, 2], more: 3 });
  });
});

describe('calendar events', () => {
  it('groups by day and sorts each day by time', () => {
    const items = [
      { id: 1, on: '2026-11-02', at: '14:00:00' },
      { id: 2, on: '2026-11-02', at: '09:30:00' },
      { id: 3, on: '2026-11-03', at: null },
    ];
    const days = eventsByDay(items, { date: 'on', time: 'at' });
    expect(days.get('2026-11-02')!.map((e) => [e.item.id, e.time])).toEqual([
      [2, '09:30'],
      [1, '14:00'],
    ]);
    expect(days.get('2026-11-03')![0]!.time).toBe('');
  });

  it("uses the datetime's clock when the time option is explicitly none", () => {
    const items = [{ id: 1, when: '2026-11-02 18:45:00' }];
    expect(eventsByDay(items, { datetime: 'when', time: null }).get('2026-11-02')![0]!.time).toBe('18:45');
    expect(eventsByDay(items, { datetime: 'when' }).get('2026-11-02')![0]!.time).toBe('');
  });

  it('maps colours', () => {
    expect(eventColor('10, 20,30')).toBe('rgb(10, 20,30)');
    expect(eventColor('#ff0000')).toBe('#ff0000');
    expect(eventColor('warning')).toBe('var(--warning)');
    expect(eventColor(null)).toBe('var(--accent)');
  });
});
