export interface ButtonChoice {
  label: string | null;
  value: string;
  icon: string | null;
}

function toChoice(raw: unknown): ButtonChoice | null {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'object') return { label: String(raw), value: String(raw), icon: null };
  const { label, text, value, icon } = raw as Record<string, unknown>;
  if (value === undefined || value === null) return null;
  return {
    label: label == null && text == null ? null : String(label ?? text),
    value: String(value),
    icon: typeof icon === 'string' && icon ? icon : null,
  };
}

/**
 * The strips of buttons from the `choices` option. Both shapes are accepted (app-catalogue §1,
 * fixed quirk): a list of sub-groups `[{groups: [{label, value, icon}]}]` (or a list of lists),
 * and the flat `[{label, value}]` list the core metas pass; a JSON string or a `{value: label}`
 * object work too.
 */
export function buttonGroups(option: unknown): ButtonChoice[][] {
  let source = option;
  if (typeof source === 'string') {
    try {
      source = JSON.parse(source);
    } catch {
      return [];
    }
  }
  if (source && typeof source === 'object' && !Array.isArray(source)) {
    const record = source as Record<string, unknown>;
    if (Array.isArray(record.groups)) source = [record];
    else
      return [Object.entries(record).map(([value, label]) => ({ value, label: String(label), icon: null }))];
  }
  if (!Array.isArray(source)) return [];
  const strips: ButtonChoice[][] = [];
  let flat: ButtonChoice[] = [];
  for (const item of source) {
    const groups = Array.isArray(item)
      ? item
      : item && typeof item === 'object' && Array.isArray((item as { groups?: unknown }).groups)
        ? (item as { groups: unknown[] }).groups
        : null;
    if (groups) {
      if (flat.length) {
        strips.push(flat);
        flat = [];
      }
      strips.push(groups.map(toChoice).filter((c): c is ButtonChoice => c !== null));
    } else {
      const choice = toChoice(item);
      if (choice) flat.push(choice);
    }
  }
  if (flat.length) strips.push(flat);
  return strips.filter((s) => s.length > 0);
}
