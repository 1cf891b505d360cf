import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadScreenMessages } from '../src/i18n';

// Screens render with all their messages, as they do after the app's startup sequence.
await loadScreenMessages();

// jsdom has no CSS.escape; react-aria-components calls it when overlays open.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);
(globalThis as { CSS?: unknown }).CSS = css;

// Generous waits: the suite shares two cores with servers and browsers.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
