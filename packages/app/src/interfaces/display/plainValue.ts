import { renderTemplate } from './template';

const MAX = 120;

function clip(text: string): string {
  return text.length > MAX ? `${text.slice(0, MAX - 1)}…` : text;
}

/**
 * A field value as short plain text, for cells whose interface Display is not (yet) available:
 * scalars as they are, arrays joined by commas, objects through the field's `template` option when
 * it has one, else a common label key, else their JSON.
 */
export function plainValue(value: unknown, options?: Record<string, unknown> | null): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return clip(String(value));
  if (Array.isArray(value)) {
    return clip(value.map((entry) => plainValue(entry, options)).join(', '));
  }
  const template = options?.template;
  if (typeof template === 'string' && template.includes('{{')) {
    const text = renderTemplate(template, value).trim();
    if (text) return clip(text);
  }
  const record = value as Record<string, unknown>;
  for (const key of ['title', 'name', 'filename_download', 'email']) {
    const label = record[key];
    if (typeof label === 'string' && label) return clip(label);
  }
  return clip(JSON.stringify(value));
}
