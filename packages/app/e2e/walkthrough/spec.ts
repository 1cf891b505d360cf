import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startDemo, type DemoAtrium } from '../support/atrium';
import { prepare, walk, type Combo } from './run';

/**
 * One walk-through spec file: its own seeded demo server and browser (so the files run side by
 * side), every route opened in each of `combos`.
 */
export function walkthroughSpec(combos: Combo[]): void {
  let demo: DemoAtrium;
  let browser: Browser;
  let routes: string[];

  beforeAll(async () => {
    demo = await startDemo();
    routes = (await prepare(demo, await demo.api('admin'))).routes;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await demo?.stop();
  });

  it.each(combos)(
    'every route: $who, $theme, $width px, $locale',
    async (combo) => {
      expect(await walk(browser, demo, (who) => demo.api(who), combo, routes)).toEqual([]);
    },
    240_000,
  );
}
