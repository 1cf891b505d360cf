import { defineConfig } from 'vitest/config';

// End-to-end: a real server on a temp data dir, Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
