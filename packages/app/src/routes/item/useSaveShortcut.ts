import { useEffect, useRef } from 'react';

/** mod+s (Ctrl+S, ⌘S) saves and stays (product.md §2), instead of the browser's "save page". */
export function useSaveShortcut(onSave: () => void) {
  const ref = useRef(onSave);
  ref.current = onSave;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        ref.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
