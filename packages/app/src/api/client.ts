/**
 * The app's one API client (the sdk's typed client): cookie mode, API root derived from the page
 * URL before the admin segment (product.md §7). The project is an argument of every call.
 */
import { createClient, type Client } from '@atrium/sdk';
import { reportingFetch } from '../lib/reachability';
import { viewAsHeaders } from '../stores/view-as';

export { ApiError, isApiError } from '@atrium/sdk';

/** `https://host/base/admin/...` → `https://host/base/`. */
export function deriveApiRoot(href: string): string {
  const url = new URL(href);
  const index = url.pathname.indexOf('/admin');
  const base = index >= 0 ? url.pathname.slice(0, index + 1) : '/';
  return `${url.origin}${base}`;
}

const initialRoot = typeof window === 'undefined' ? 'http://localhost/' : deriveApiRoot(window.location.href);

/** The client every query, mutation and store uses. Replaced only by `useApiRoot` in tests. */
export let api: Client = createClient({
  apiRoot: initialRoot,
  headers: viewAsHeaders,
  fetch: reportingFetch,
});

/** Points the app at another API root (unit tests; never changes at run time in the browser). */
export function setApiRoot(apiRoot: string): void {
  api = createClient({ apiRoot, headers: viewAsHeaders, fetch: reportingFetch });
}

/** An absolute URL for a path the server gives relative to its root (`/uploads/...`). */
export function absoluteUrl(url: string): string {
  return /^https?:\/\//.test(url) ? url : `${api.apiRoot.replace(/\/$/, '')}${url}`;
}
