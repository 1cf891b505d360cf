import type { Choices } from '../choices';

export interface CheckboxRow {
  /** Stable id for React keys and drag and drop. */
  id: string;
  key: string;
  label: string;
  checked: boolean;
  /** A value that is not among the choices (free text). */
  custom: boolean;
}

/**
 * The rows for a stored list: saved values first (in their saved order), then the remaining
 * choices; saved keys that are not choices become custom rows, dropped unless `allowOther`.
 */
export function buildRows(saved: string[], choices: Choices, allowOther: boolean): CheckboxRow[] {
  const rows: CheckboxRow[] = [];
  const seen = new Set<string>();
  for (const key of saved) {
    if (seen.has(key)) continue;
    const known = key in choices;
    if (!known && !allowOther) continue;
    seen.add(key);
    rows.push({
      id: `${known ? 'c' : 'o'}:${key}`,
      key,
      label: known ? choices[key]! : key,
      checked: true,
      custom: !known,
    });
  }
  for (const [key, label] of Object.entries(choices)) {
    if (seen.has(key)) continue;
    rows.push({ id: `c:${key}`, key, label, checked: false, custom: false });
  }
  return rows;
}

/** The checked keys in visual order (empty custom rows left out). */
export function checkedKeys(rows: CheckboxRow[]): string[] {
  return rows.filter((r) => r.checked && r.key !== '').map((r) => r.key);
}
