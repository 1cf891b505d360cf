/** A minimal JSON client of the server's HTTP API for the demo installer. */
export class DemoApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface DemoApi {
  /** `path` is absolute (`/server/projects`, `/demo/items/...`). Returns the parsed body (null for 204). */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export function demoApi(baseUrl: string, token?: string): DemoApi {
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await fetch(baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (!res.ok)
        throw new DemoApiError(`${method} ${path}: ${res.status} ${text.slice(0, 500)}`, res.status);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
