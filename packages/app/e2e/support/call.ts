/** One HTTP call of the API as the browser tests make it: JSON in, JSON out, a bearer token. */

export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

export type CallInit = RequestInit & { json?: unknown; token?: string };

/** Calls `base + path`; `json` becomes the body, `token` the bearer. Never throws on a status. */
export async function call(base: string, path: string, init: CallInit = {}): Promise<ApiResponse> {
  const { json, token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const res = await fetch(base + path, {
    ...rest,
    headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
