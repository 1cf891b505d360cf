import { ApiError, INVALID_RESPONSE_CODE, NETWORK_ERROR_CODE } from './api-error';
import { serializeQuery } from './query';

/** Options of one low-level request. */
export interface RequestOptions {
  /** The project key: the first path segment and the `X-Directus-Project` header. */
  project?: string | null;
  /**
   * A call on the API root (`interfaces`, `layouts`, ...) made on behalf of `project`: the path
   * stays on the root, the header still names the project so the server finds the session.
   */
  root?: boolean;
  params?: Record<string, unknown>;
  body?: unknown;
  /** Expect a text body (`server/ping`). */
  text?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (e.g. `If-Match` for stale-write protection). */
  headers?: Record<string, string>;
  /** Sees the response headers before the body is parsed (e.g. to read an `ETag`). */
  onHeaders?(headers: Headers): void;
}

export interface TransportOptions {
  /** `https://host/base/`: everything before the project segment, with a trailing slash. */
  apiRoot: string;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: typeof fetch;
  /**
   * Headers added to every request, read at call time (the admin app's "view as role" mode sends
   * `X-Atrium-View-As-Role` while it is on). A request's own `headers` win over these.
   */
  headers?: () => Record<string, string>;
}

/** Builds the URL of a call: `{root}{project}/{path}?{query}`. */
export function buildUrl(apiRoot: string, path: string, options: RequestOptions = {}): string {
  const root = apiRoot.endsWith('/') ? apiRoot : `${apiRoot}/`;
  const clean = path.replace(/^\//, '');
  let url =
    options.project && !options.root
      ? `${root}${encodeURIComponent(options.project)}/${clean}`
      : root + clean;
  if (options.params) {
    const qs = serializeQuery(options.params);
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/**
 * One request in cookie mode (credentials included) that unwraps the Directus envelopes:
 * 204 → null; an error body (or a non-2xx status) → ApiError.
 */
export async function send<T>(
  transport: TransportOptions,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(transport.apiRoot, path, options);
  const headers: Record<string, string> = { ...transport.headers?.(), ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.project) headers['x-directus-project'] = options.project;
  const doFetch = transport.fetch ?? globalThis.fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error)?.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_CODE, (err as Error)?.message || 'Network error');
  }
  options.onHeaders?.(res.headers);
  if (res.status === 204) return null as T;
  const text = await res.text();
  if (options.text && res.ok) return text as T;
  return parseBody<T>(text, res.status, res.statusText);
}

/** Parses a JSON answer; `{error}` bodies and non-2xx statuses become ApiError. */
export function parseBody<T>(text: string, status: number, statusText = ''): T {
  const ok = status >= 200 && status < 300;
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    throw new ApiError(INVALID_RESPONSE_CODE, ok ? 'Invalid response' : text || statusText, status);
  }
  const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (!ok || (error && typeof error === 'object')) {
    throw new ApiError(
      typeof error?.code === 'number' ? error.code : INVALID_RESPONSE_CODE,
      typeof error?.message === 'string' ? error.message : statusText || 'Request failed',
      status,
    );
  }
  return json as T;
}
