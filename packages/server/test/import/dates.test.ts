import { describe, expect, it } from 'vitest';
import { importDate, importDatetime, importTime } from '../../src/services/import/dates';

/** Dates of an import file (services/import/dates.ts): local forms, time zones, daylight saving. */
describe('import dates', () => {
  it('reads local date forms in the chosen order and refuses impossible dates', () => {
    expect(importDate('27/11/2026', 'dmy')).toBe('2026-11-27');
    expect(importDate('11/27/2026', 'mdy')).toBe('2026-11-27');
    expect(importDate('27.11.26', 'dmy')).toBe('2026-11-27');
    expect(importDate('2026/11/27', 'dmy')).toBe('2026-11-27');
    expect(importDate('31/02/2026', 'dmy')).toBeNull();
    expect(importDate('soon', 'dmy')).toBeNull();
  });

  it('turns wall times into UTC in the zone, across daylight saving, and keeps given offsets', () => {
    expect(importDatetime('27/11/2026 14:30', 'dmy', 'Europe/Paris')).toBe('2026-11-27 13:30:00');
    expect(importDatetime('2026-07-01 14:30', 'dmy', 'Europe/Paris')).toBe('2026-07-01 12:30:00');
    expect(importDatetime('03/08/2026 2:30 pm', 'mdy', 'America/New_York')).toBe('2026-03-08 18:30:00');
    expect(importDatetime('2026-06-01T08:00:00+02:00', 'dmy', 'Asia/Tokyo')).toBe('2026-06-01 06:00:00');
    expect(importDatetime('2026-06-01', 'dmy', 'UTC')).toBe('2026-06-01 00:00:00');
    expect(importTime('2:05 pm')).toBe('14:05:00');
    expect(importTime('25:00')).toBeNull();
  });
});
