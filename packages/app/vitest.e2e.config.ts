import { defineConfig } from 'vitest/config';

// End-to-end: a real server on a temp data dir, Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    // Seeds the demo project once; startDemo() copies it for each spec file.
    globalSetup: ['e2e/support/demo-template.ts'],
    // A failed test prints what its open pages showed (e2e/support/failure-report.ts).
    setupFiles: ['e2e/support/failure-report.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A screen answers within a second on a quiet machine; a loaded CI machine may take several.
    // Polled expectations wait up to 10 s (their default is 1 s) before they fail.
    expect: { poll: { timeout: 10_000 } },
    // Each spec file starts its own server (startAtrium/startDemo) and browser, so files may run
    // side by side; two at a time suits a small shared machine.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
