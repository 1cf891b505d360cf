export interface SliderRange {
  min: number;
  max: number;
  step: number;
}

const numberOr = (raw: unknown, fallback: number) => {
  const n = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? n : fallback;
};

/**
 * The slider's range from its options, which may arrive as `null` (app-catalogue §8.1: the
 * `minimum` default 0 becomes `null`), falling back to 0–100 step 1.
 */
export function sliderRange(options: { minimum?: unknown; maximum?: unknown; step?: unknown }): SliderRange {
  const min = numberOr(options.minimum, 0);
  const max = Math.max(min, numberOr(options.maximum, 100));
  const step = numberOr(options.step, 1);
  return { min, max, step: step > 0 ? step : 1 };
}

/**
 * Where an empty value is shown: at `minimum` when one was set, else (untouched default, `null`)
 * at the midpoint, as the original did.
 */
export function emptyPosition(options: { minimum?: unknown }, range: SliderRange): number {
  if (options.minimum !== null && options.minimum !== undefined && options.minimum !== '') return range.min;
  const mid = (range.min + range.max) / 2;
  return range.min + Math.round((mid - range.min) / range.step) * range.step;
}
