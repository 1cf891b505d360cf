/**
 * `{{ field }}` templates (app-catalogue.md §0 "Templates"): mustache-style tags with dotted paths,
 * rendered against a row of values. The result is plain text, never HTML: callers render it as a
 * React text node, so a value holding markup shows as text and cannot inject anything.
 */

const TAG = /\{\{\s*(.*?)\s*\}\}/g;

/** The field paths a template refers to, in order, without duplicates (`{{ a.b }}` → `a.b`). */
export function templateFields(template: string | null | undefined): string[] {
  if (!template) return [];
  const out: string[] = [];
  for (const match of template.matchAll(TAG)) {
    const path = match[1]!;
    if (path && !out.includes(path)) out.push(path);
  }
  return out;
}

/** Reads a dotted path (`author.name`) from a value; `undefined` when any step is missing. */
export function valueAtPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Renders a template: each tag becomes the value at its path as text; missing values become ''.
 * `encode` lets a caller escape each value for its context (e.g. `encodeURIComponent` in a URL).
 */
export function renderTemplate(
  template: string | null | undefined,
  values: unknown,
  encode: (text: string) => string = (text) => text,
): string {
  if (!template) return '';
  return template.replace(TAG, (_tag, path: string) => encode(asText(valueAtPath(values, path))));
}

/** True when every field the template refers to is empty in `values` (a row still blank). */
export function templateIsBlank(template: string | null | undefined, values: unknown): boolean {
  const fields = templateFields(template);
  return fields.every((path) => {
    const value = valueAtPath(values, path);
    return value === null || value === undefined || value === '';
  });
}
