/**
 * URLs the server gives relative to its root (`/uploads/...`) made absolute. The root is the API
 * client's (`api/client.ts` sets it), kept here so primitives that show such URLs (avatars,
 * module icons) need nothing of the data layer.
 */
let apiRoot = 'http://localhost/';

/** Called by `api/client.ts` whenever its client is made. */
export function setAbsoluteUrlRoot(root: string): void {
  apiRoot = root;
}

/** An absolute URL for a path the server gives relative to its root. */
export function absoluteUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${apiRoot.replace(/\/$/, '')}${url}`;
}
