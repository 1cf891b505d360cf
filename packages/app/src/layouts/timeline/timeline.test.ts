import { describe, expect, it } from 'vitest';
import { distanceToNow, parseStored } from './distance';
import { actionColor, groupByDay } from './groups';
import { colorValue } from '../shared/color';

describe('timeline helpers', () => {
  it('groups consecutive items per day', () => {
    const items = [
      { id: 1, on: '2026-11-23 10:00:00' },
      { id: 2, on: '2026-11-23 08:00:00' },
      { id: 3, on: '2026-11-20 23:00:00' },
    ];
    expect(groupByDay(items, 'on').map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-23', [1, 2]],
      ['2026-11-20', [3]],
    ]);
  });

  it('gives the distance to now without a suffix, in the UI language', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(distanceToNow(new Date(Date.UTC(2026, 10, 20, 12)), 'en-US', now)).toBe('3 days');
    expect(distanceToNow(new Date(Date.UTC(2026, 10, 23, 11, 59)), 'en-US', now)).toBe('1 minute');
    expect(distanceToNow(new Date(Date.UTC(2026, 10, 20, 12)), 'de-DE', now)).toBe('3 Tage');
  });

  it('reads stored dates as UTC', () => {
    expect(parseStored('2026-11-23 10:00:00')!.toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(parseStored(null)).toBeNull();
  });

  it('maps activity actions to colours and other values to tokens', () => {
    expect(colorValue(actionColor('action', 'delete'), 'input-border-color')).toBe('var(--warning)');
    expect(colorValue(actionColor('action', 'authenticate'), 'x')).toBe('var(--blue-grey-600)');
    expect(colorValue(actionColor('tone', 'danger'), 'x')).toBe('var(--danger)');
    expect(colorValue(null, 'input-border-color')).toBe('var(--input-border-color)');
  });
});
