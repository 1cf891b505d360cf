/**
 * A colour stored in a field: `r,g,b` → `rgb()`, `#hex` as is, anything else the name of a theme
 * token (`warning` → `var(--warning)`); empty → the fallback token.
 */
export function colorValue(value: unknown, fallback: string): string {
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '') {
    return `var(--${fallback})`;
  }
  const text = String(value).trim();
  if (/^\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}$/.test(text)) return `rgb(${text})`;
  if (text.startsWith('#')) return text;
  return `var(--${text})`;
}
