import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Chunking. Left alone, the bundler splits the private area into ~150 small shared chunks, and a
 * cold open of a listing paid for each one on the browser's main thread (about 2 ms of loader
 * work per file, six at a time). So the code every signed-in screen needs is grouped:
 * - `boot`: whatever the entry needs already: it stays where it is;
 * - `login`: the sign-in route and what it needs (the sign-in page's budget counts it);
 * - `ui`: the light libraries of the signed-in screens (react-aria, TanStack, dnd-kit, dates…);
 * - `shell`: our own shared code (data layer, stores, components, form engine, layouts);
 * - `interfaces`: every interface's meta, Input and Display;
 * while the heavy editors (TipTap, CodeMirror, Leaflet, marked + DOMPurify), each route, and
 * each locale's messages stay separate chunks loaded on demand.
 */
const HEAVY_LIBS =
  /node_modules[\\/](@codemirror|@lezer|@tiptap|prosemirror-|@marijn|leaflet|marked|dompurify|qrcode-generator|orderedmap|rope-sequence|w3c-keyname|crelt|style-mod|linkifyjs|date-fns[\\/]locale)/;
const LAZY_SOURCES =
  /src[\\/](i18n[\\/]locales|interfaces[\\/](code[\\/](Editor|highlight)|wysiwyg[\\/](Editor|MediaPrompt|media)|markdown[\\/]Preview|map[\\/]LeafletMap)|form[\\/](note|NoteMarkdown)|components[\\/]QrCode|routes[\\/])/;

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // dist/.vite/manifest.json: the bundle-budget test (e2e/bundle-budget.e2e.ts) reads it.
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 5 },
            // The sign-in page and what it needs: it must stay small (the login budget).
            { name: 'login', priority: 4, test: /src[\\/]routes[\\/]login[\\/]/ },
            {
              name: 'ui',
              priority: 3,
              test: (id) => /node_modules/.test(id) && !HEAVY_LIBS.test(id),
            },
            {
              name: 'interfaces',
              priority: 2,
              test: (id) => /src[\\/]interfaces[\\/]/.test(id) && !LAZY_SOURCES.test(id),
            },
            {
              name: 'shell',
              priority: 1,
              test: (id) => /packages[\\/](app[\\/]src|sdk)[\\/]/.test(id) && !LAZY_SOURCES.test(id),
            },
          ],
        },
      },
    },
  },
});
