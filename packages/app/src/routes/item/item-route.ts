import type { PrimaryKey } from '@atrium/sdk';

/** What the `:primaryKey` segment asks for: a new item (`+`), one item, or a batch (`1,2,3`). */
export type ItemTarget =
  { kind: 'new' } | { kind: 'single'; key: PrimaryKey } | { kind: 'batch'; keys: PrimaryKey[] };

export function parseItemTarget(segment: string): ItemTarget {
  const raw = decodeURIComponent(segment);
  if (raw === '+') return { kind: 'new' };
  const keys = raw
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
  if (keys.length > 1) return { kind: 'batch', keys };
  return { kind: 'single', key: keys[0] ?? raw };
}

/**
 * Server validation messages are "<field>: <violation>" joined by spaces (api.md, v8): split
 * them onto the fields they name. Unmatched text stays under `''`.
 */
export function validationErrors(message: string, fieldNames: string[]): Record<string, string> {
  const names = [...fieldNames].sort((a, b) => b.length - a.length);
  const hits: { field: string; at: number }[] = [];
  for (const name of names) {
    const re = new RegExp(`(^|\\s)${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: `, 'g');
    for (let m = re.exec(message); m; m = re.exec(message)) {
      const at = m.index + m[1]!.length;
      if (!hits.some((h) => h.at === at)) hits.push({ field: name, at });
    }
  }
  hits.sort((a, b) => a.at - b.at);
  const out: Record<string, string> = {};
  if (hits.length === 0) return message ? { '': message } : out;
  hits.forEach((hit, i) => {
    const end = i + 1 < hits.length ? hits[i + 1]!.at : message.length;
    const text = message.slice(hit.at + hit.field.length + 2, end).trim();
    out[hit.field] = out[hit.field] ? `${out[hit.field]} ${text}` : text;
  });
  return out;
}

/** Fields whose values differ between two versions of an item. */
export function differingFields(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  same: (x: unknown, y: unknown) => boolean,
): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((n) => !same(a[n], b[n]));
}
