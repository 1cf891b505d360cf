/**
 * Whether `url` lies under an allow-list entry that names a path (`https://app.example/callback`):
 * both are parsed and normalised (dot segments resolved, percent-encoded dots included), then
 * compared by origin and by whole path segments. `/callbackevil` is not under `/callback`, and
 * `/callback/../../x` is `/x`.
 */
export function isUnderPrefix(url: string, prefix: string): boolean {
  let u: URL;
  let p: URL;
  try {
    u = new URL(url);
    p = new URL(prefix);
  } catch {
    return false;
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') return false;
  if (u.origin !== p.origin || u.username || u.password) return false;
  const segments = (path: string) => path.split('/').filter((s) => s !== '');
  const want = segments(p.pathname);
  const have = segments(u.pathname);
  if (have.length < want.length) return false;
  return want.every((s, i) => s === have[i]);
}
