/**
 * Paths into the computed `data` object of `directus_files` rows (`fields=data.full_url`, which
 * the Directus 8.8 app asks for image fields): which keys were asked, and picking them.
 */

/**
 * The keys of `data` asked for when only paths into it were requested (`data.full_url`); null
 * when the whole object is wanted (`*`, `data`, `data.*`).
 */
export function fileDataKeys(list: string[]): string[] | null {
  const keys = new Set<string>();
  for (const p of list) {
    if (p === '*' || p === 'data') return null;
    if (!p.startsWith('data.')) continue;
    const key = p.slice('data.'.length).split('.')[0]!;
    if (key === '*') return null;
    keys.add(key);
  }
  return keys.size > 0 ? [...keys] : null;
}

/** The asked-for keys of a file's `data` object (all of it when none were named). */
export function pickDataKeys(data: unknown, keys: string[] | null | undefined): unknown {
  if (!keys || data === null || typeof data !== 'object') return data;
  const src = data as Record<string, unknown>;
  return Object.fromEntries(keys.filter((k) => k in src).map((k) => [k, src[k]]));
}
