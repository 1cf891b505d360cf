/**
 * The app's one API client (the sdk's typed client): cookie mode, API root derived from the page
 * URL before the admin segment (product.md §7). The project is an argument of every call.
 */
import { createClient, type Client } from '@atrium/sdk';
import { setAbsoluteUrlRoot } from '../lib/absolute-url';
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
export let api: Client = makeClient(initialRoot);

function makeClient(apiRoot: string): Client {
  const client = createClient({ apiRoot, headers: viewAsHeaders, fetch: reportingFetch });
  setAbsoluteUrlRoot(client.apiRoot);
  return client;
}

/** Points the app at another API root (unit tests; never changes at run time in the browser). */
export function setApiRoot(apiRoot: string): void {
  api = makeClient(apiRoot);
}
