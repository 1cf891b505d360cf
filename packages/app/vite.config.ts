import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves the built app at /admin/ (hash routes, one index.html).
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
  },
});
