/**
 * Whether the API answers (issue 31 item 8). Every call of the app's client reports here: any
 * answer, even an error status, means the server is there; a request that got no answer at all
 * (connection refused, DNS, offline) means it is not. The shell's connection monitor
 * (`shell/ConnectionMonitor.tsx`) listens: it says so once, asks the server again until it
 * answers, then refreshes what failed meanwhile. No imports: the sign-in page's client uses it.
 */
type Listener = (reachable: boolean) => void;

let reachable = true;
const listeners = new Set<Listener>();

function set(next: boolean): void {
  if (next === reachable) return;
  reachable = next;
  for (const listener of listeners) listener(next);
}

export const reachability = {
  /** False from a request without an answer until the next answer. */
  get reachable(): boolean {
    return reachable;
  },
  /** An answer came back (any status). */
  answered(): void {
    set(true);
  },
  /** A request got no answer. */
  unreachable(): void {
    set(false);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** `fetch` that reports to `reachability` (looked up at call time, so tests may stub it). */
export const reportingFetch: typeof fetch = (input, init) =>
  globalThis.fetch(input, init).then(
    (res) => {
      reachability.answered();
      return res;
    },
    (err: unknown) => {
      if ((err as Error)?.name !== 'AbortError') reachability.unreachable();
      throw err;
    },
  );
