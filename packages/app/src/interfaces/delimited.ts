/**
 * Array values of the list interfaces (multiselect, checkboxes, tags; app-catalogue §8.5): a
 * field of type `array` stores a list, other types a comma-separated string; `wrap` puts an
 * empty entry at both ends (`['', 'a', 'b', '']` → `",a,b,"`) so a `contains ,a,` filter matches
 * whole entries.
 */

/** The entries of a stored value, with the wrapping empty ends removed. */
export function readList(value: unknown): string[] {
  let list: unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === 'string') list = value === '' ? [] : value.split(',');
  else return [];
  return list.map((v) => String(v)).filter((v) => v !== '');
}

/**
 * The value to stage for a list of entries: array for `array` fields, CSV otherwise; an empty
 * list clears the field to `null` (the original staged `''` / `['']`).
 */
export function writeList(list: string[], type: string, wrap: boolean): string[] | string | null {
  if (list.length === 0) return null;
  const entries = wrap && list.length > 0 ? ['', ...list, ''] : list;
  return type === 'array' ? entries : entries.join(',');
}
