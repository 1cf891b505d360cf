/**
 * Mustache-style templates (app-catalogue.md §0): `{{ field }}` and `{{ a.b }}` dot paths into a
 * row. Missing values render as nothing; objects render as their JSON short form.
 */
const TAG = /{{\s*(.*?)\s*}}/g;

/** The field names a template reads (the first segment of each path). */
export function templateFields(template: string): string[] {
  const out = new Set<string>();
  for (const match of template.matchAll(TAG)) {
    const head = match[1]!.split('.')[0];
    if (head) out.add(head);
  }
  return [...out];
}

export function readPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function renderTemplate(template: string, row: unknown): string {
  return template.replace(TAG, (_, path: string) => {
    const value = readPath(row, path);
    if (value === null || value === undefined) return '';
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  });
}
