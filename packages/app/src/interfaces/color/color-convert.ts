/** Colour conversions for the color interface: RGB 0–255, HSL as H 0–359, S and L 0–100. */
export type Rgb = [r: number, g: number, b: number];
export type ColorFormat = 'hex' | 'rgb' | 'hsl';

const clamp = (n: number, max: number) => Math.min(max, Math.max(0, n));

export function hexToRgb(hex: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  let digits = match[1]!;
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as Rgb;
}

export function rgbToHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((n) => Math.round(clamp(n, 255)).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

export function rgbToHsl([r, g, b]: Rgb): Rgb {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, Math.round(l * 100)];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return [Math.round(h * 60) % 360, Math.round(s * 100), Math.round(l * 100)];
}

export function hslToRgb([h, s, l]: Rgb): Rgb {
  const sn = clamp(s, 100) / 100;
  const ln = clamp(l, 100) / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sn * Math.min(ln, 1 - ln);
  const f = (n: number) => ln - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function csv(value: string): Rgb | null {
  const parts = value.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n))) return null;
  return parts as Rgb;
}

/**
 * A stored colour as RGB: `#RRGGBB` (any format may hold hex, e.g. from the palette), or the
 * comma-separated numbers of the rgb / hsl formats.
 */
export function parseColor(value: unknown, format: ColorFormat | null): Rgb | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (value.trim().startsWith('#')) return hexToRgb(value);
  const numbers = csv(value);
  if (!numbers) return null;
  return format === 'hsl' ? hslToRgb(numbers) : numbers;
}

/** RGB in the storage format: uppercase hex, or rounded comma-separated RGB or HSL. */
export function formatColor(rgb: Rgb, format: ColorFormat | null): string {
  if (format === 'rgb') return rgb.map((n) => Math.round(n)).join(',');
  if (format === 'hsl') return rgbToHsl(rgb).join(',');
  return rgbToHex(rgb);
}

/** A valid CSS colour for a stored value (the original painted the raw CSV, which isn't CSS). */
export function cssColor(value: unknown, format: ColorFormat | null): string | null {
  const rgb = parseColor(value, format);
  return rgb ? `rgb(${rgb.join(', ')})` : null;
}
