/**
 * The app's API client: cookie mode (credentials included), API root derived from the page URL
 * before the admin segment, Directus 8 envelopes and error codes (api.md §3).
 */

export class ApiError extends Error {
  constructor(
    /** Error code of the catalogue (api.md §3.1); -1 when the API could not be reached. */
    readonly code: number,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** `https://host/base/admin/...` → `https://host/base/`. */
export function deriveApiRoot(href: string): string {
  const url = new URL(href);
  const index = url.pathname.indexOf('/admin');
  const base = index >= 0 ? url.pathname.slice(0, index + 1) : '/';
  return `${url.origin}${base}`;
}

type Params = Record<string, unknown>;

/** PHP bracket semantics: nested objects `a[b][c]=v`, arrays `a[0]=x` (api.md §8). */
export function serializeParams(params: Params): string {
  const parts: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) {
      value.forEach((v, i) => add(`${key}[${i}]`, v));
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(value === null ? '' : String(value))}`);
    }
  };
  for (const [k, v] of Object.entries(params)) add(k, v);
  return parts.join('&');
}

export interface RequestOptions {
  params?: Params;
  body?: unknown;
  /** Path relative to the API root instead of the project (server/*, interfaces, ...). */
  root?: boolean;
  /** Expect a text body (server/ping). */
  text?: boolean;
}

export class ApiClient {
  project: string | null = null;

  constructor(public apiRoot: string) {}

  url(path: string, root = false): string {
    const clean = path.replace(/^\//, '');
    if (root) return this.apiRoot + clean;
    if (!this.project) throw new ApiError(-1, 'No project selected');
    return `${this.apiRoot}${encodeURIComponent(this.project)}/${clean}`;
  }

  async request<T = unknown>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    let url = this.url(path, options.root);
    if (options.params) {
      const qs = serializeParams(options.params);
      if (qs) url += (url.includes('?') ? '&' : '?') + qs;
    }
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.project) headers['x-directus-project'] = this.project;
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
    } catch (err) {
      throw new ApiError(-1, (err as Error).message || 'Network error');
    }
    if (res.status === 204) return null as T;
    const text = await res.text();
    if (options.text && res.ok) return text as T;
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (!res.ok) throw new ApiError(-1, text || res.statusText, res.status);
      throw new ApiError(-1, 'Invalid response', res.status);
    }
    const error = (json as { error?: { code?: number; message?: string } } | null)?.error;
    if (!res.ok) {
      throw new ApiError(
        typeof error?.code === 'number' ? error.code : -1,
        error?.message ?? res.statusText,
        res.status,
      );
    }
    return json as T;
  }

  get<T = unknown>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body: body ?? {} });
  }
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body: body ?? {} });
  }
}

export const api = new ApiClient(
  typeof window === 'undefined' ? 'http://localhost/' : deriveApiRoot(window.location.href),
);
