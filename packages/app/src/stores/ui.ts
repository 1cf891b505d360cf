import { create } from 'zustand';

export type Theme = 'auto' | 'light' | 'dark';
export const THEME_STORAGE_KEY = 'atrium.theme';

interface UiState {
  navOpen: boolean;
  infoOpen: boolean;
  theme: Theme;
  setNavOpen(open: boolean): void;
  setInfoOpen(open: boolean): void;
  closeSidebars(): void;
  setTheme(theme: Theme | null | undefined): void;
}

function storedTheme(): Theme {
  try {
    const t = localStorage.getItem(THEME_STORAGE_KEY);
    return t === 'light' || t === 'dark' ? t : 'auto';
  } catch {
    return 'auto';
  }
}

export const useUi = create<UiState>((set) => ({
  navOpen: false,
  infoOpen: false,
  theme: storedTheme(),
  setNavOpen: (navOpen) => set({ navOpen }),
  setInfoOpen: (infoOpen) => set({ infoOpen }),
  closeSidebars: () => set({ navOpen: false, infoOpen: false }),
  setTheme(theme) {
    const value: Theme = theme === 'light' || theme === 'dark' ? theme : 'auto';
    try {
      // Remembered so index.html can apply it before the first paint of the next visit.
      localStorage.setItem(THEME_STORAGE_KEY, value);
    } catch {
      // ignore
    }
    set({ theme: value });
  },
}));

/**
 * Body classes (app-catalogue.md §3): `public no-padding` on public routes, else `private`; the
 * theme; `info-active`/`info-wide-active` while the info sidebar is open.
 */
export function bodyClasses(opts: { isPublic: boolean; theme: Theme; infoOpen: boolean; infoWide: boolean }) {
  const classes = opts.isPublic ? ['public', 'no-padding'] : ['private'];
  classes.push(opts.theme);
  if (!opts.isPublic && opts.infoOpen) classes.push(opts.infoWide ? 'info-wide-active' : 'info-active');
  return classes;
}

export function applyBodyClasses(classes: string[]) {
  const managed = [
    'public',
    'no-padding',
    'private',
    'auto',
    'light',
    'dark',
    'info-active',
    'info-wide-active',
  ];
  document.body.classList.remove(...managed);
  document.body.classList.add(...classes);
}
