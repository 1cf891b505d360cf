const UNITS: [Intl.NumberFormatOptions['unit'], number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * The distance between a date and now without "ago"/"in" ("3 days"), in the UI language: the
 * largest whole unit, rounded down.
 */
export function distanceToNow(date: Date, locale: string, now = Date.now()): string {
  const seconds = Math.abs(now - date.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (seconds >= size || unit === 'second') {
      return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(
        Math.floor(seconds / size),
      );
    }
  }
  return '';
}

/** `yyyy-MM-dd HH:mm:ss` (the API's storage format, UTC) or ISO → a Date; null when unreadable. */
export function parseStored(value: unknown): Date | null {
  if (typeof value !== 'string' || value.length < 10) return null;
  const iso =
    value.length === 10 ? `${value}T00:00:00` : value.includes('T') ? value : `${value.replace(' ', 'T')}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}
