import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Interfaces whose Input pulls a heavy editor chunk (TipTap, CodeMirror, the markdown preview):
 * the form mounts them only once their field comes near the screen, so opening an item never
 * waits for editors below the fold. Heights (px) of the light placeholder, close to the editor's
 * own so the page doesn't jump when it arrives.
 */
export const DEFERRED_INPUTS: Readonly<Record<string, number>> = {
  wysiwyg: 242,
  code: 156,
  json: 156,
  markdown: 230,
};

/** How far below (or above) the viewport a field starts loading its editor. */
const MARGIN = '200px 0px';

/**
 * Renders `children` once the placeholder has been within {@link MARGIN} of the viewport, and from
 * then on keeps them. Without IntersectionObserver (old browsers, jsdom) renders at once.
 */
export function OnScreen({ height, children }: { height: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = placeholder.current;
    if (shown || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true);
      },
      { rootMargin: MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return <>{children}</>;
  return (
    <div
      ref={placeholder}
      className="form-field-deferred"
      style={{ height }}
      aria-busy="true"
      aria-label={t('loading')}
    />
  );
}
