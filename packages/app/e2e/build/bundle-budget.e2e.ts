/**
 * Bundle budgets, checked on the build that `npm run test:e2e` has just made (no second build).
 * To see it fail: `ATRIUM_LOGIN_BUDGET_KB=100 npx vitest run -c vitest.e2e.config.ts e2e/build/bundle-budget.e2e.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets, CHUNK_BUDGET, LOGIN_BUDGET } from '../../test/build/bundle-budget';
import { APP_DIR } from '../support/atrium';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const loginLimit = Number(process.env.ATRIUM_LOGIN_BUDGET_KB ?? 0) * 1000 || LOGIN_BUDGET;
const chunkLimit = Number(process.env.ATRIUM_CHUNK_BUDGET_KB ?? 0) * 1000 || CHUNK_BUDGET;

describe('bundle budgets', () => {
  it('has a build with a manifest', () => {
    expect(fs.existsSync(path.join(APP_DIR, '.vite', 'manifest.json')), 'run `npm run build` first').toBe(
      true,
    );
  });

  const report = () => checkBudgets(APP_DIR, { login: loginLimit, chunk: chunkLimit });

  it(`keeps the sign-in page's initial JS+CSS at most ${kb(loginLimit)} gzipped`, () => {
    const { loginBytes, loginFiles } = report();
    expect(loginBytes, `${kb(loginBytes)} in ${loginFiles.join(', ')}`).toBeLessThanOrEqual(loginLimit);
  });

  it(`has no chunk over ${kb(chunkLimit)} gzipped but the editors, which stay out of the sign-in page`, () => {
    const { oversized, editorsInLogin } = report();
    expect(oversized.map((c) => `${c.file} ${kb(c.bytes)}`)).toEqual([]);
    expect(editorsInLogin).toEqual([]);
  });
});
