import { i18n } from '../i18n';

/**
 * Byte sizes for people (app-catalogue.md §1 file-size): decimal units (kB … YB, ÷1000) or binary
 * units (KiB … YiB, ÷1024) with one decimal; below the first unit, "N B". The number is written
 * the way the UI language writes numbers ("1.5 MB", "1,5 MB").
 */
const DECIMAL = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const BINARY = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

export function formatBytes(bytes: number, decimal = true, locale: string = i18n.language): string {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? DECIMAL : BINARY;
  if (Math.abs(bytes) < base) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  let value = bytes;
  let unit = -1;
  do {
    value /= base;
    unit += 1;
  } while (Math.abs(value) >= base && unit < units.length - 1);
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${number.format(value)} ${units[unit]}`;
}

/** Units of the file-size input: each a power of 1000. */
export const INPUT_UNITS = ['B', 'kB', 'MB', 'GB', 'TB', 'PB', 'EB'] as const;
export type InputUnit = (typeof INPUT_UNITS)[number];

/** The largest unit that keeps the number at 1 or more (B for 0 and small sizes). */
export function unitFor(bytes: number): InputUnit {
  let unit = 0;
  while (unit < INPUT_UNITS.length - 1 && Math.abs(bytes) >= 1000 ** (unit + 1)) unit += 1;
  return INPUT_UNITS[unit]!;
}

export const unitFactor = (unit: InputUnit) => 1000 ** INPUT_UNITS.indexOf(unit);
