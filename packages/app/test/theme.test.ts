import { beforeEach, describe, expect, it } from 'vitest';
import { applyBodyClasses, bodyClasses, THEME_STORAGE_KEY, useUi } from '../src/stores/ui';
import fs from 'node:fs';
import path from 'node:path';

describe('theme', () => {
  beforeEach(() => {
    document.body.className = '';
  });

  it('sets public or private classes, the theme and the info sidebar state on the body', () => {
    expect(bodyClasses({ isPublic: true, theme: 'dark', infoOpen: true, infoWide: false })).toEqual([
      'public',
      'no-padding',
      'dark',
    ]);
    expect(bodyClasses({ isPublic: false, theme: 'auto', infoOpen: false, infoWide: false })).toEqual([
      'private',
      'auto',
    ]);
    expect(bodyClasses({ isPublic: false, theme: 'light', infoOpen: true, infoWide: true })).toEqual([
      'private',
      'light',
      'info-wide-active',
    ]);
    expect(bodyClasses({ isPublic: false, theme: 'light', infoOpen: true, infoWide: false })).toEqual([
      'private',
      'light',
      'info-active',
    ]);
    document.body.classList.add('unrelated');
    applyBodyClasses(['public', 'no-padding', 'light']);
    applyBodyClasses(['private', 'dark']);
    expect([...document.body.classList].sort()).toEqual(['dark', 'private', 'unrelated']);
  });

  it('takes the user setting, defaulting to auto, and remembers it for the next first paint', () => {
    useUi.getState().setTheme('dark');
    expect(useUi.getState().theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    useUi.getState().setTheme(null);
    expect(useUi.getState().theme).toBe('auto');
    useUi.getState().setTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('applies the stored theme in index.html before the app loads', () => {
    const html = fs.readFileSync(path.resolve(__dirname, '../index.html'), 'utf8');
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!;
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    window.location.hash = '#/_/collections';
    new Function(script)();
    expect(document.body.className).toBe('private dark');
    window.location.hash = '#/login?project=_';
    new Function(script)();
    expect(document.body.className).toBe('public no-padding dark');
  });

  it('defines every themed variable for dark mode, explicitly and for auto', () => {
    const css = fs.readFileSync(path.resolve(__dirname, '../src/styles/theme.css'), 'utf8');
    // A block's selector list may go on (`body.private.dark,\n.theme-scope-dark {`).
    const block = (selector: string) => {
      const start = css.indexOf(selector);
      expect(start).toBeGreaterThanOrEqual(0);
      const end = css.indexOf('}', start);
      return new Set([...css.slice(start, end).matchAll(/(--[\w-]+):/g)].map((m) => m[1]));
    };
    const dark = block('\nbody.private.dark,');
    const auto = block('  body.private.auto {');
    expect(dark.size).toBeGreaterThan(30);
    expect([...dark].sort()).toEqual([...auto].sort());
  });
});
