/** One entry of a collection's status mapping (app-catalogue §1 status). */
export interface StatusEntry {
  name?: string;
  value?: string;
  text_color?: string;
  background_color?: string;
  soft_delete?: boolean;
}

/** The mapping as `[value, entry]` pairs in its own order; anything unusable yields no entries. */
export function statusEntries(mapping: unknown): [string, StatusEntry][] {
  if (!mapping || typeof mapping !== 'object' || Array.isArray(mapping)) return [];
  return Object.entries(mapping as Record<string, StatusEntry>).filter(
    ([, entry]) => entry !== null && typeof entry === 'object',
  );
}

/** "in_review" → "In Review", used when an entry has no name. */
export function titleCase(text: string): string {
  return text
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function statusName(value: string, entry: StatusEntry | undefined): string {
  return entry?.name || titleCase(value);
}

/** A palette token (`blue-grey`) as a CSS colour; a raw colour (`#fff`) passes through. */
export function tokenColor(token: string | undefined, fallback: string): string {
  if (!token) return fallback;
  // An unknown token name falls back rather than leaving no colour at all.
  return /^[a-z]+(-[a-z]+)*(-\d+)?$/.test(token) ? `var(--${token}, ${fallback})` : token;
}
