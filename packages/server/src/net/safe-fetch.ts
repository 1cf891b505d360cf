import dns from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Transform, type Readable } from 'node:stream';
import { isAllowListed, isPrivateAddress, normaliseAddress } from './addresses';

/**
 * HTTP(S) requests to URLs that users supply (file import, webhooks) without letting them reach
 * the server's own network (SSRF):
 * - only `http:` and `https:` URLs;
 * - the host name is resolved once; every address it resolves to must be public, and the
 *   connection goes to that very address (no second lookup a DNS rebinding could answer
 *   differently); TLS still verifies the certificate against the host name;
 * - loopback, private, link-local, multicast, reserved and IPv4-mapped/NAT64/6to4 forms of them
 *   are refused unless the caller allow-lists `address[:port]`;
 * - redirects are followed by hand, each hop checked the same way, up to `maxRedirects`;
 * - one deadline covers connection, redirects and the whole body; the body is cut off past `maxBytes`.
 */

export type OutboundErrorReason =
  'url' | 'protocol' | 'address' | 'dns' | 'redirects' | 'size' | 'timeout' | 'network';

export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'OutboundError';
  }
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Largest accepted response body in bytes (default 10 MiB). */
  maxBytes?: number;
  /** Deadline for the whole exchange, body included (default 30 s). */
  timeout?: number;
  maxRedirects?: number;
  /** Non-public destinations allowed anyway: `address` or `address:port` (`[v6]:port`). */
  allowPrivate?: readonly string[];
  /** Name resolution; replaceable in tests. */
  lookup?: (hostname: string) => Promise<{ address: string; family: number }[]>;
}

export interface SafeResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The URL that answered, after redirects. */
  url: string;
  /** The body, limited to `maxBytes` and the deadline; errors with an OutboundError past either. */
  body: Readable;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const defaultLookup = async (hostname: string) => dns.lookup(hostname, { all: true, verbatim: true });

/** The address to connect to for `url`, after checking every address the host resolves to. */
async function resolveDestination(
  url: URL,
  options: SafeFetchOptions,
): Promise<{ address: string; family: number; port: number }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new OutboundError('protocol', `Only http and https URLs can be fetched (got ${url.protocol})`);
  }
  if (url.username || url.password) throw new OutboundError('url', 'URLs with credentials are not fetched');
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let candidates: { address: string; family: number }[];
  if (net.isIP(host)) {
    candidates = [{ address: host, family: net.isIP(host) }];
  } else {
    try {
      candidates = await (options.lookup ?? defaultLookup)(host);
    } catch {
      throw new OutboundError('dns', `The host "${host}" could not be resolved`);
    }
    if (candidates.length === 0) throw new OutboundError('dns', `The host "${host}" could not be resolved`);
  }
  const allow = options.allowPrivate ?? [];
  for (const c of candidates) {
    if (isPrivateAddress(c.address) && !isAllowListed(allow, c.address, port)) {
      throw new OutboundError(
        'address',
        `The URL points to a private or reserved address (${normaliseAddress(c.address)}), which is not allowed`,
      );
    }
  }
  const chosen = candidates[0]!;
  const address = normaliseAddress(chosen.address);
  return { address, family: net.isIP(address), port };
}

function request(
  url: URL,
  dest: { address: string; family: number; port: number },
  method: string,
  headers: Record<string, string>,
  body: string | Buffer | undefined,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const hostHeader = url.host;
    const req = (secure ? https : http).request({
      host: dest.address,
      family: dest.family,
      port: dest.port,
      method,
      path: `${url.pathname}${url.search}`,
      headers: { 'user-agent': 'Atrium', ...headers, host: hostHeader },
      // Certificate checked against the URL's host name, not the pinned address.
      servername: secure && !net.isIP(url.hostname.replace(/^\[|\]$/g, '')) ? url.hostname : undefined,
      agent: false,
      signal,
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end(body);
  });
}

/** Fetches `input` under the rules above. The caller must consume or destroy `body`. */
export async function safeFetch(input: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const maxBytes = options.maxBytes ?? 10 * 1024 * 1024;
  const maxRedirects = options.maxRedirects ?? 5;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeout ?? 30_000);
  timer.unref();
  const fail = (err: unknown): never => {
    clearTimeout(timer);
    if (err instanceof OutboundError) throw err;
    if (controller.signal.aborted)
      throw new OutboundError('timeout', 'The remote server did not answer in time');
    throw new OutboundError('network', `The remote server could not be reached: ${(err as Error).message}`);
  };

  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError('url', 'Invalid URL');
  }
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  let headers = { ...(options.headers ?? {}) };
  let res: http.IncomingMessage;
  for (let hop = 0; ; hop++) {
    try {
      // Name resolution cannot be aborted: the deadline races it instead.
      const dest = await Promise.race([
        resolveDestination(url, options),
        new Promise<never>((_resolve, reject) => {
          if (controller.signal.aborted)
            reject(new OutboundError('timeout', 'The remote server did not answer in time'));
          controller.signal.addEventListener('abort', () =>
            reject(new OutboundError('timeout', 'The remote server did not answer in time')),
          );
        }),
      ]);
      res = await request(url, dest, method, headers, body, controller.signal);
    } catch (err) {
      return fail(err);
    }
    const status = res.statusCode ?? 0;
    if (!REDIRECTS.has(status) || !res.headers.location) break;
    res.destroy();
    if (hop >= maxRedirects) return fail(new OutboundError('redirects', 'Too many redirects'));
    let next: URL;
    try {
      next = new URL(res.headers.location, url);
    } catch {
      return fail(new OutboundError('url', 'Invalid redirect location'));
    }
    if (status === 303 || ((status === 301 || status === 302) && method === 'POST')) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
    }
    // Credentials meant for one origin are not handed to another.
    if (next.origin !== url.origin) {
      headers = Object.fromEntries(
        Object.entries(headers).filter(([k]) => !['authorization', 'cookie'].includes(k.toLowerCase())),
      );
    }
    url = next;
  }

  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    return fail(new OutboundError('size', `The remote file is larger than ${maxBytes} bytes`));
  }
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        return done(new OutboundError('size', `The remote file is larger than ${maxBytes} bytes`));
      done(null, chunk);
    },
    flush(done) {
      clearTimeout(timer);
      done();
    },
  });
  res.on('error', (err) =>
    limited.destroy(
      controller.signal.aborted
        ? new OutboundError('timeout', 'The remote server did not answer in time')
        : err,
    ),
  );
  limited.on('close', () => {
    clearTimeout(timer);
    res.destroy();
  });
  controller.signal.addEventListener('abort', () =>
    limited.destroy(new OutboundError('timeout', 'The remote server did not answer in time')),
  );
  res.pipe(limited);
  return { status: res.statusCode ?? 0, headers: res.headers, url: url.toString(), body: limited };
}

/** The whole body of a safe response as a Buffer (for small answers: JSON, oEmbed, webhooks). */
export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Whether a URL may be fetched (protocol, credentials, every resolved address against the
 * allow-list), without fetching it: a dry run of an import checks its file URLs this way.
 * Throws the `OutboundError` that `safeFetch` would; redirects are only known by fetching.
 */
export async function checkDestination(input: string, options: SafeFetchOptions = {}): Promise<void> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError('url', 'The URL is not valid');
  }
  await resolveDestination(url, options);
}
