import { vi } from 'vitest';

export interface MockCall {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

type Handler = (
  call: MockCall,
) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;

/**
 * Replaces fetch with a router keyed by "METHOD /path" (path relative to the API root, no query).
 * Unknown routes answer 404 with code 1, like the server. Returns the recorded calls.
 */
export function mockFetch(
  routes: Record<string, Handler | { status?: number; body?: unknown }>,
  root = 'http://localhost/',
) {
  const calls: MockCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const path = url.href.slice(root.length).split('?')[0]!;
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: MockCall = {
      method,
      path: decodeURIComponent(path),
      search: decodeURIComponent(url.search),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${call.path}`];
    const result =
      route === undefined
        ? { status: 404, body: { error: { code: 1, message: 'Not Found' } } }
        : typeof route === 'function'
          ? await route(call)
          : route;
    const status = result.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(result.body ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

export const adminUser = {
  id: 1,
  email: 'admin@example.com',
  first_name: 'Ada',
  last_name: 'Admin',
  avatar: null,
  locale: 'en-US',
  role: { id: 1, name: 'Administrator', collection_listing: null, module_listing: null },
  last_page: null,
  theme: 'auto',
};
