/**
 * The stored options object: JSON fields may arrive as an object, a JSON string, or `[]` (the API's
 * empty options); anything that is not an object reads as no options.
 */
export function optionsObject(value: unknown): Record<string, unknown> {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? { ...(v as Record<string, unknown>) } : {};
}

/** Only the keys an interface has options for. */
export function pickOptions(
  value: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([key]) => keys.includes(key)));
}
