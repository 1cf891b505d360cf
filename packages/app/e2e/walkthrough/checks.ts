/**
 * What the walk-through checks on every screen (issue 31 "Keeping them out"): no uncaught error,
 * no raw message key, no text spilling out of its box or the window, no control under another
 * element, no image that failed to load. Each finding names the screen and the element.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/i18n/locales/en-US');

/** Every message key of en-US (flattened, plural suffixes kept and also stripped). */
export function messageKeys(): string[] {
  const keys = new Set<string>();
  const walk = (o: Record<string, unknown>, prefix: string) => {
    for (const [k, v] of Object.entries(o)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === 'object') walk(v as Record<string, unknown>, key);
      else {
        keys.add(key);
        keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
      }
    }
  };
  for (const file of ['index', 'app', 'interfaces', 'layouts']) {
    const json = JSON.parse(fs.readFileSync(path.join(LOCALES, `${file}.json`), 'utf8'));
    walk(json, '');
  }
  // Short single words ("email", "title") are also ordinary values: only keys that read as keys.
  return [...keys].filter((k) => /[._]/.test(k));
}

/** Watches a page for uncaught errors and images that failed to load. */
export function watch(page: Page) {
  const errors: string[] = [];
  const images: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (res) => {
    if (res.request().resourceType() === 'image' && res.status() >= 400)
      images.push(`${res.status()} ${res.url()}`);
  });
  page.on('requestfailed', (req) => {
    if (req.resourceType() === 'image' && !/ERR_ABORTED/.test(req.failure()?.errorText ?? ''))
      images.push(`${req.failure()?.errorText} ${req.url()}`);
  });
  return {
    /** Findings since the last call, then forgets them. */
    take(): string[] {
      const out = [...errors.map((e) => `uncaught error: ${e}`), ...images.map((i) => `image failed: ${i}`)];
      errors.length = 0;
      images.length = 0;
      return out;
    },
  };
}

/** The in-page checks of a settled screen. */
export async function inspect(page: Page, keys: string[]): Promise<string[]> {
  return page.evaluate((keyList) => {
    const found: string[] = [];
    const keySet = new Set(keyList);
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const name = (el: Element) => {
      const id = el.id ? `#${el.id}` : '';
      const cls =
        typeof el.className === 'string' && el.className
          ? `.${el.className.trim().split(/\s+/).join('.')}`
          : '';
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `<${el.tagName.toLowerCase()}${id}${cls}> "${text}"`;
    };
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0;
    };
    const isIcon = (el: Element) =>
      !!el.closest('.icon, .material-icons, [class*="material-icons"], [aria-hidden="true"]');
    const inHidden = (el: Element) => !!el.closest('[hidden], [inert], .info-sidebar:not(.open)');

    // The window: nothing wider than it (a page that scrolls sideways).
    if (document.documentElement.scrollWidth > vw + 1) {
      found.push(`page wider than the window: ${document.documentElement.scrollWidth} > ${vw}`);
    }

    const all = [...document.body.querySelectorAll('*')];
    for (const el of all) {
      if (!visible(el) || inHidden(el)) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (!own) continue;
      // A raw message key shown as text.
      if (
        keySet.has(own) &&
        !isIcon(el) &&
        !el.closest('code, pre, input, textarea, .cm-editor, td, .field-display-plain')
      ) {
        found.push(`raw message key: ${name(el)}`);
      }
      // Text spilling out of its box (clipped with an ellipsis or scrolled on purpose is fine).
      const s = getComputedStyle(el);
      if (s.display !== 'inline' && s.overflowX === 'visible' && !isIcon(el)) {
        if (el.scrollWidth > el.clientWidth + 2 && el.clientWidth > 0) {
          found.push(`text overflows its box by ${el.scrollWidth - el.clientWidth}px: ${name(el)}`);
        }
      }
    }

    // A control under another element: the point at its centre belongs to something else.
    if (!document.querySelector('[role="dialog"], [role="alertdialog"], .blocker')) {
      const controls = document.querySelectorAll(
        'main a[href], main button, main input, main select, main textarea, header button, header a[href]',
      );
      for (const el of controls) {
        if (!visible(el) || inHidden(el) || el.closest('[aria-hidden="true"]')) continue;
        const r = el.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (x < 0 || y < 0 || x >= vw || y >= vh) continue;
        // Scrolled out of its scrolling box: not under anything.
        let clipped = false;
        for (let p = el.parentElement; p; p = p.parentElement) {
          const ps = getComputedStyle(p);
          if (/(auto|scroll|hidden)/.test(ps.overflowX + ps.overflowY)) {
            const pr = p.getBoundingClientRect();
            if (x < pr.left || x > pr.right || y < pr.top || y > pr.bottom) clipped = true;
          }
        }
        if (clipped) continue;
        const top = document.elementFromPoint(x, y);
        if (!top || el.contains(top) || top.contains(el)) continue;
        if (top.closest('.notifications, .tooltip, [role="tooltip"]')) continue;
        // Content scrolled under the sticky header is not a defect.
        if (top.closest('.page-header') && !el.closest('.page-header')) continue;
        if (el.closest('label')?.contains(top)) continue;
        found.push(`${name(el)} is under ${name(top)}`);
      }
    }

    // Images that did not load (a broken image has no natural size).
    for (const img of document.querySelectorAll('img')) {
      if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) {
        found.push(`image failed: ${img.getAttribute('src')}`);
      }
    }
    return found;
  }, keys);
}
