/**
 * The step of a number input: 1 for integers; for decimals `0.0…1` with as many decimals as the
 * scale S of the field length `P,S` (`"10,2"` → `0.01`), or `any` when the length has no scale.
 */
export function numericStep(type: string, length: string | number | null): string {
  if (type !== 'decimal') return '1';
  const scale = Number(String(length ?? '').split(',')[1]);
  if (!Number.isInteger(scale) || scale <= 0) return 'any';
  return `0.${'0'.repeat(scale - 1)}1`;
}
