import { OutboundError, readAll, safeFetch } from '../../net/safe-fetch';

/**
 * One webhook call through the SSRF-safe fetcher: private, loopback and link-local destinations
 * are refused unless the project allow-lists them (`outbound.allow_private`).
 */

export interface SendOptions {
  method: 'GET' | 'POST';
  body?: string;
  event: string;
  /** Same on every retry, so receivers can drop duplicates. */
  delivery: number;
  timeout: number;
  allowPrivate: readonly string[];
}

export interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
  /** Retrying cannot help (refused address, bad URL). */
  permanent: boolean;
}

const PERMANENT = new Set(['url', 'protocol', 'address', 'redirects']);

export async function send(url: string, o: SendOptions): Promise<Outcome> {
  try {
    const res = await safeFetch(url, {
      method: o.method,
      body: o.body,
      headers: {
        'user-agent': 'Atrium-Webhook',
        'x-atrium-event': o.event,
        'x-atrium-delivery': String(o.delivery),
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      timeout: o.timeout,
      maxBytes: 64 * 1024,
      allowPrivate: o.allowPrivate,
    });
    // The answer is ignored, but read (bounded) so the exchange completes within the deadline.
    await readAll(res.body).catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return { ok, status: res.status, error: ok ? null : `HTTP ${res.status}`, permanent: false };
  } catch (err) {
    const reason = err instanceof OutboundError ? err.reason : 'network';
    return { ok: false, status: null, error: (err as Error).message, permanent: PERMANENT.has(reason) };
  }
}
