/**
 * The requests of a start, sent again by the page's first script on the next start of the same
 * screen, before any module has loaded.
 *
 * A start's reads are known once it has run: the project list, the user, the collections, the
 * settings, the opened item or listing page… This module is the API client's `fetch`. It records
 * the GET requests (URL and headers) a page load makes until its first start succeeds, and keeps
 * them in local storage under the screen's path (the last ten screens). On the next load of that
 * path, the inline script of `index.html` (`build/route-preload.ts`) sends them while the entry
 * script is still loading, and leaves their pending responses on `window.__atriumEarly`; the
 * client then takes each one for its own identical request, once, instead of asking again. An
 * answer nobody asks for within a few seconds is dropped; a start that fails, or a sign-out,
 * forgets what was kept.
 *
 * Only reads are ever sent again, only the app's own, only as the app sent them (the same URL,
 * headers and credentials), and only in the load that follows a successful start of that screen.
 * The latency ping is never recorded (its timing is the point).
 */

export const EARLY_STORAGE_KEY = 'atrium.early';
/** How many screens' requests are kept. */
const SCREENS = 10;
/** How long after it was asked for an early answer may still be taken. */
const TAKE_WITHIN_MS = 10_000;
const NOT_RECORDED = /\/server\/ping(\?|$)/;

/** One recorded request: its lookup key, URL and headers. */
export type EarlyRequest = [key: string, url: string, headers: Record<string, string>];
interface Kept {
  /** Path → the requests of its last start, most recent first. */
  paths: Record<string, { at: number; requests: EarlyRequest[] }>;
}

declare global {
  interface Window {
    __atriumEarly?: { at: number; requests: Record<string, Promise<Response>> };
  }
}

/** The lookup key of a request: its URL and its headers, in name order. */
export function requestKey(url: string, headers: Record<string, string>): string {
  const sorted = Object.keys(headers)
    .map((name) => [name.toLowerCase(), headers[name]])
    .sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0));
  return `${url} ${JSON.stringify(sorted)}`;
}

/** The requests recorded since the page loaded; null once saved or dropped. */
let recording: EarlyRequest[] | null = [];

const plainHeaders = (headers: HeadersInit | undefined): Record<string, string> => {
  if (!headers) return {};
  if (headers instanceof Headers) return Object.fromEntries(headers.entries());
  if (Array.isArray(headers)) return Object.fromEntries(headers);
  return { ...headers };
};

function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/** The API client's fetch: records a start's reads, and takes an early answer when one waits. */
export function earlyFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? 'GET').toUpperCase();
  const url = String(input instanceof Request ? input.url : input);
  if (method === 'GET' && typeof input === 'string' && !NOT_RECORDED.test(url)) {
    const headers = plainHeaders(init?.headers);
    const key = requestKey(url, headers);
    recording?.push([key, url, headers]);
    const early = typeof window === 'undefined' ? undefined : window.__atriumEarly;
    const answer = early?.requests[key];
    if (answer && performance.now() - early!.at < TAKE_WITHIN_MS) {
      delete early!.requests[key];
      return init?.signal ? Promise.race([answer, aborted(init.signal)]) : answer;
    }
  }
  return globalThis.fetch(input, init);
}

function read(): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(EARLY_STORAGE_KEY) ?? 'null') as Kept | null;
    return kept && typeof kept.paths === 'object' && kept.paths ? kept : { paths: {} };
  } catch {
    return { paths: {} };
  }
}

function write(kept: Kept): void {
  try {
    localStorage.setItem(EARLY_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // storage unavailable or full: the next start asks as usual
  }
}

/**
 * The page's first start has ended: a successful start of `pathname` keeps its requests (a start
 * without a screen — after signing in — keeps nothing); a failed one forgets that path's.
 */
export function finishRecording(screen: string | undefined, ok: boolean): void {
  // As the inline script reads the address: no trailing slash.
  const pathname = screen?.replace(/\/+$/, '');
  const requests = recording;
  recording = null;
  // Answers still waiting: a screen opened right after a successful start may take them; after
  // a failed one (no session), none is taken (a sign-in must not find a signed-out answer).
  if (typeof window !== 'undefined' && window.__atriumEarly) {
    if (ok) setTimeout(() => void (window.__atriumEarly = undefined), TAKE_WITHIN_MS);
    else window.__atriumEarly = undefined;
  }
  if (!pathname) return;
  // A later start in the same page (a project switch, a new sign-in): what was kept stays.
  if (ok && !requests) return;
  const kept = read();
  delete kept.paths[pathname];
  if (ok && requests?.length) {
    const unique = new Map(requests.map((r) => [r[0], r]));
    const entry: Kept['paths'][string] = { at: Date.now(), requests: [...unique.values()] };
    kept.paths = Object.fromEntries(
      [[pathname, entry] as [string, Kept['paths'][string]], ...Object.entries(kept.paths)]
        .sort(([, a], [, b]) => b.at - a.at)
        .slice(0, SCREENS),
    );
  }
  write(kept);
}

/** Sign-out: nothing of this session is sent again. */
export function forgetEarlyRequests(): void {
  recording = null;
  try {
    localStorage.removeItem(EARLY_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing was kept
  }
}
