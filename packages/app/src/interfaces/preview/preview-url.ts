import { renderTemplate } from '../template';

/**
 * The preview address: the template rendered with the item's values (each value URL-encoded).
 * Only http(s) and relative addresses are returned, so a template can't produce a `javascript:` link.
 */
export function previewUrl(template: unknown, values: Record<string, unknown>): string | null {
  if (typeof template !== 'string' || template.trim() === '') return null;
  const url = renderTemplate(template, values, encodeURIComponent).trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^https?:/i.test(url)) return null;
  return url;
}
