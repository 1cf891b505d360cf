import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/cleanup-setup.ts'],
    // Tests that run the real CLI use the compiled server: compile it once, before any test.
    globalSetup: ['test/support/build-server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Integration files each start servers and databases; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
