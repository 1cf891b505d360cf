/** The walk-through as the administrator (see e2e/walkthrough/run.ts). */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, startDemo, type DemoAtrium } from './support';
import { prepare, walk, type Combo } from './walkthrough/run';

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

const combos: Combo[] = [
  { who: 'admin', theme: 'light', width: 1400, locale: 'en-US' },
  { who: 'admin', theme: 'dark', width: 420, locale: 'de-DE' },
];

it.each(combos)(
  'every route: $who, $theme, $width px, $locale',
  async (combo) => {
    expect(await walk(browser, demo, (who) => demo.api(who), combo, routes)).toEqual([]);
  },
  240_000,
);
