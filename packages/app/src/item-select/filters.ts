import type { Filter } from '@atrium/sdk';

/**
 * Joins the caller's fixed filter with the person's own filters: conditions on the same field
 * are all kept (the wire takes a list per field).
 */
export function mergeFilters(fixed: Filter | undefined, own: Filter | undefined): Filter | undefined {
  if (!fixed) return own;
  if (!own) return fixed;
  const out: Record<string, unknown> = { ...fixed };
  for (const [field, condition] of Object.entries(own)) {
    const before = out[field];
    if (before === undefined) out[field] = condition;
    else
      out[field] = [
        ...(Array.isArray(before) ? before : [before]),
        ...(Array.isArray(condition) ? condition : [condition]),
      ];
  }
  return out as Filter;
}

/** Single selection keeps the key just added (or none); multiple keeps the list as it is. */
export function nextSelection<K extends string | number>(
  mode: 'single' | 'multiple',
  current: K[],
  next: K[],
): K[] {
  if (mode === 'multiple') return next;
  const added = next.filter((k) => !current.some((c) => String(c) === String(k)));
  if (added.length > 0) return [added[added.length - 1]!];
  return next.length < current.length ? [] : current.slice(0, 1);
}
