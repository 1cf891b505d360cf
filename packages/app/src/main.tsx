import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Every script Roboto has (Latin with Polish or Vietnamese marks, Cyrillic, Greek), each subset
// fetched only when a page shows its letters (unicode-range).
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/material-icons/latin-400.css';
import './styles/palette.css';
import './styles/theme.css';
import './styles/base.css';
import './i18n';
import { bus } from './lib/events';
import { speakPublicLanguage } from './i18n/public-language';
import { App } from './App';
import { startEarly } from './shell/early-start';

// Public pages speak the browser's language (or the project's) until the user's own is known.
speakPublicLanguage();

// A lazily loaded chunk (a locale, a date format) that fails to load (product.md §8).
window.addEventListener('vite:preloadError', (event) => {
  const error = (event as Event & { payload?: Error }).payload;
  const css = /\.css/.test(String(error?.message ?? ''));
  bus.emit('error', { error, notify: css ? 'css_chunk_load_error' : 'chunk_load_error' });
});

// The guard's first requests and the startup sequence go out while the route's chunks load.
startEarly(window.location.hash);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
