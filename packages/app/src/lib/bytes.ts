/**
 * Byte sizes for people (app-catalogue.md §1 file-size): decimal units (kB … YB, ÷1000) or binary
 * units (KiB … YiB, ÷1024) with one decimal; below the first unit, "N B".
 */
const DECIMAL = ['kB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];
const BINARY = ['KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB', 'ZiB', 'YiB'];

export function formatBytes(bytes: number, decimal = true): string {
  const base = decimal ? 1000 : 1024;
  const units = decimal ? DECIMAL : BINARY;
  if (Math.abs(bytes) < base) return `${bytes} B`;
  let value = bytes;
  let unit = -1;
  do {
    value /= base;
    unit += 1;
  } while (Math.abs(value) >= base && unit < units.length - 1);
  return `${value.toFixed(1)} ${units[unit]}`;
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
