import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { firstScreens } from './build/first-screens';

/**
 * Chunking. Left alone, the bundler splits the private area into ~150 small shared chunks, and a
 * cold open of a listing paid for each one on the browser's main thread (about 2 ms of loader
 * work per file, six at a time). So the code every signed-in screen needs is grouped, and split
 * by what the first screens need (`build/first-screens.ts`: a listing shows Displays, never
 * Inputs):
 * - `boot`: whatever the entry needs already: it stays where it is;
 * - `startup`: the startup sequence and the data layer it needs (it imports only the entry);
 * - `login`: the sign-in route and what it needs (the sign-in page's budget counts it);
 * - `ui`: the libraries a listing uses (react-aria, TanStack, dnd-kit, dates…);
 * - `shell`, `interfaces`, `listing`: our own code a listing uses (data layer, stores,
 *   components, layouts, each interface's meta and Display, the listing screen);
 * - `forms`, `ui-forms`: what only the edit screens use (Inputs, the form engine, pickers);
 * while the heavy editors (TipTap, CodeMirror, Leaflet, marked + DOMPurify, the GraphQL language), each route, and
 * each locale's messages stay separate chunks loaded on demand.
 */
const HEAVY_LIBS =
  /node_modules[\\/](@codemirror|@lezer|@tiptap|prosemirror-|@marijn|leaflet|marked|dompurify|qrcode-generator|orderedmap|rope-sequence|w3c-keyname|crelt|style-mod|linkifyjs|date-fns[\\/]locale|graphql[\\/]|graphql-language-service|cm6-graphql|nullthrows|debounce-promise|vscode-languageserver-types)/;
const LAZY_SOURCES =
  /src[\\/](i18n[\\/]locales|interfaces[\\/](code[\\/](Editor|highlight)|wysiwyg[\\/](Editor|MediaPrompt|media)|markdown[\\/]Preview|map[\\/]LeafletMap)|form[\\/](note|NoteMarkdown)|components[\\/]QrCode|routes[\\/])/;

const reach = firstScreens();

/**
 * React Router's package exports only its development build (warnings, invariant messages, extra
 * checks); its production build sits beside it and is what a build ships, as the router's own Vite
 * plugin arranges for framework apps.
 */
const routerProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  base: '/admin/',
  plugins: [react(), reach],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: routerProduction }] : [],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle-budget test (e2e/build/bundle-budget.e2e.ts) reads it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Fonts stay files: each script's subset is fetched only when a page shows its letters, so
    // none of them may be inlined into the CSS every page loads.
    assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
    rolldownOptions: {
      // The registry loads an interface's meta and Display apart for cells, and its index (which
      // imports them too) for forms: the groups below place them, so the bundler's note that
      // such a dynamic import moves nothing is expected.
      onLog(level, log, handler) {
        const ours = /src[\\/]interfaces[\\/][^\\/]+[\\/](Display\.tsx|meta\.ts)/.test(log.message);
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && ours) return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 5 },
            // The startup sequence and the data layer it needs: its requests go out while the
            // screens' chunks still load.
            { name: 'startup', priority: 3.5, test: (id) => reach.startup(id) },
            // The sign-in page and what it needs: it must stay small (the login budget).
            { name: 'login', priority: 4, test: /src[\\/]routes[\\/]login[\\/]/ },
            {
              name: 'ui',
              priority: 3,
              test: (id) => /node_modules/.test(id) && !HEAVY_LIBS.test(id) && reach.firstScreen(id),
            },
            {
              name: 'ui-forms',
              priority: 3,
              test: (id) => /node_modules/.test(id) && !HEAVY_LIBS.test(id) && !reach.firstScreen(id),
            },
            {
              name: 'interfaces',
              priority: 2,
              test: (id) =>
                /src[\\/]interfaces[\\/]/.test(id) && !LAZY_SOURCES.test(id) && reach.firstScreen(id),
            },
            {
              name: 'shell',
              priority: 1,
              test: (id) =>
                /packages[\\/](app[\\/]src|sdk)[\\/]/.test(id) &&
                !LAZY_SOURCES.test(id) &&
                reach.firstScreen(id),
            },
            {
              // The listing screen's own modules (its first page, the bookmarks) are imported by
              // the shell and the startup too: kept here, not left to the route's own chunk.
              name: 'listing',
              priority: 1,
              test: (id) => /src[\\/]routes[\\/]listing[\\/]/.test(id) && reach.firstScreen(id),
            },
            {
              name: 'forms',
              priority: 1,
              test: (id) =>
                /packages[\\/](app[\\/]src|sdk)[\\/]/.test(id) &&
                !LAZY_SOURCES.test(id) &&
                !reach.firstScreen(id),
            },
          ],
        },
      },
    },
  },
}));
