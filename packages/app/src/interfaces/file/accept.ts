/** The `accept` option: a comma-separated MIME list (or an array); empty = any type. */
export function acceptList(accept: unknown): string[] {
  const parts = Array.isArray(accept) ? accept : typeof accept === 'string' ? accept.split(',') : [];
  return parts.map((p) => String(p).trim()).filter(Boolean);
}
