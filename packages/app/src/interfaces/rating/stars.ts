export type StarFill = 'full' | 'half' | 'empty';

/** Fill of star `n` (1-based) for a value: fractions 0.25–0.75 show half a star, ≥ 0.75 a full one. */
export function starFill(value: number, n: number): StarFill {
  if (value >= n) return 'full';
  const fraction = value - (n - 1);
  if (fraction >= 0.75) return 'full';
  if (fraction >= 0.25) return 'half';
  return 'empty';
}

export function maxStars(raw: unknown): number {
  const n = Math.round(Number(raw));
  return Number.isFinite(n) && n > 0 ? Math.min(n, 50) : 5;
}

/** A palette token name (`amber`, `pink-500`) as a CSS colour. */
export function paletteColor(token: unknown, fallback = 'amber'): string {
  const name = typeof token === 'string' && /^[a-z-]+(-\d{2,3})?$/.test(token) ? token : fallback;
  return `var(--${name})`;
}
