/**
 * A tiny cache of loaded code (interfaces, layouts, extension modules): each key loads once, and
 * components read the settled result through `useSyncExternalStore`. Not server state, so not in
 * TanStack Query.
 */
import { useSyncExternalStore } from 'react';

export interface Loaded<T> {
  value: T | null;
  loading: boolean;
  error: unknown;
}

export function createLoadCache<T>() {
  const settled = new Map<string, Loaded<T>>();
  const pending = new Map<string, Promise<T>>();
  const listeners = new Set<() => void>();
  const LOADING: Loaded<T> = { value: null, loading: true, error: null };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  function load(key: string, loader: () => Promise<T>): Promise<T> {
    let promise = pending.get(key);
    if (!promise) {
      promise = loader();
      pending.set(key, promise);
      promise
        .then(
          (value) => settled.set(key, { value, loading: false, error: null }),
          (error: unknown) => settled.set(key, { value: null, loading: false, error }),
        )
        .finally(() => listeners.forEach((l) => l()));
    }
    return promise;
  }

  /** Starts loading on first use (idempotent) and re-renders when it settles. */
  function useLoaded(key: string | null, loader: () => Promise<T>): Loaded<T> {
    const snapshot = useSyncExternalStore(subscribe, () => (key ? settled.get(key) : undefined));
    if (!key) return { value: null, loading: false, error: null };
    if (!snapshot) void load(key, loader).catch(() => undefined);
    return snapshot ?? LOADING;
  }

  return {
    load,
    useLoaded,
    /** Whether `key` has finished loading (successfully or not). */
    settled: (key: string) => settled.has(key),
    clear: () => (settled.clear(), pending.clear()),
  };
}
