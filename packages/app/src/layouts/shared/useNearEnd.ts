import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Distance from the end of a scroll container that triggers the next page (product.md §9). */
export const NEAR_END_PX = 500;

interface NearEndOptions {
  /** False while a page is loading or when everything is loaded. */
  enabled: boolean;
  /** How many items are loaded: a new count re-arms the trigger. */
  count: number;
  onNextPage(): void;
  threshold?: number;
}

/**
 * Calls `onNextPage` once per loaded count when the container's scroll position comes within
 * `threshold` px of its end — on scroll, and after new items arrive (a short list that doesn't
 * fill the container asks for more straight away). Returns the scroll handler to attach.
 */
export function useNearEnd(ref: RefObject<HTMLElement | null>, options: NearEndOptions) {
  const { enabled, count, onNextPage, threshold = NEAR_END_PX } = options;
  const askedAt = useRef<number | null>(null);
  const latest = useRef(onNextPage);
  useEffect(() => {
    latest.current = onNextPage;
  });

  const check = useCallback(() => {
    const el = ref.current;
    if (!el || !enabled || count === 0 || askedAt.current === count) return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= threshold) {
      askedAt.current = count;
      latest.current();
    }
  }, [ref, enabled, count, threshold]);

  useEffect(() => {
    // A failed page keeps the count: allow another try once loading settles.
    if (enabled && askedAt.current === count) askedAt.current = null;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);

  useEffect(() => {
    check();
  }, [check]);

  return check;
}
