import { useEffect, useRef } from 'react';

/** Filter and search inputs wait this long before they apply (product.md §5). */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * Calls `apply(value)` once `value` has stayed the same for `delay` ms; skips the first render
 * and values equal to `applied` (what is already in effect).
 */
export function useDebouncedApply<T>(
  value: T,
  applied: T,
  apply: (value: T) => void,
  delay = FILTER_DEBOUNCE_MS,
) {
  const latest = useRef(apply);
  latest.current = apply;
  const key = JSON.stringify(value);
  const appliedKey = JSON.stringify(applied);
  useEffect(() => {
    if (key === appliedKey) return;
    const timer = setTimeout(() => latest.current(value), delay);
    return () => clearTimeout(timer);
    // `value` is compared by its JSON form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, appliedKey, delay]);
}
