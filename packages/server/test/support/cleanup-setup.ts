import { afterAll } from 'vitest';
import { removeTempDirs } from './temp-dirs';

// Runs after every test file (vitest setupFiles): each file removes the temp directories it made.
afterAll(async () => {
  await removeTempDirs();
});
