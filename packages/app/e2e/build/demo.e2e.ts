/**
 * The demo project end to end: seeded by the same code as `npx atrium demo`, then used in
 * Chromium by the Editor, whose role reads articles, authors and tags but not the home page.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, startDemo, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let startMs: number;

beforeAll(async () => {
  const started = Date.now();
  demo = await startDemo();
  startMs = Date.now() - started;
  browser = await launchBrowser();
  page = await newPage(browser);
  await fs.mkdir('e2e/.output', { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the demo project in the browser', () => {
  it('seeds in seconds', () => {
    // About 10 s on an idle 2-core machine; the bound leaves room for a busy one.
    process.stdout.write(`demo seeded in ${demo.seedMs} ms; this file's server ready in ${startMs} ms\n`);
    expect(demo.seedMs).toBeLessThan(60_000);
    expect(startMs).toBeLessThan(60_000);
  });

  it('the editor signs in and sees the collections the role may read', async () => {
    await demo.signIn(page, 'editor');
    await page.waitForFunction((key) => location.hash === `#/${key}/collections`, demo.project);
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    const main = page.getByRole('main');
    for (const name of ['Articles', 'Authors', 'Tags']) {
      await main.getByText(name, { exact: true }).first().waitFor();
    }
    // The role has no permission on "home"; junction and translation collections are hidden.
    expect(await main.getByText('Home', { exact: true }).count()).toBe(0);
    expect(await main.getByText('Articles Tags', { exact: true }).count()).toBe(0);
    // Not an admin: no way into the settings.
    expect(await page.getByRole('link', { name: 'Admin Settings' }).count()).toBe(0);
    await page.screenshot({ path: 'e2e/.output/demo-editor-collections.png' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('the editor reaches the articles from the collections list', async () => {
    await page.getByRole('main').getByText('Articles', { exact: true }).first().click();
    await page.waitForFunction(
      (key) => location.hash.startsWith(`#/${key}/collections/articles`),
      demo.project,
    );
    await page.screenshot({ path: 'e2e/.output/demo-editor-articles.png' });
  });

  it('the API helper acts as the chosen user', async () => {
    const asEditor = await demo.api('editor');
    expect((await asEditor('/items/home')).status).toBe(403);
    const asAdmin = await demo.api('admin');
    expect((await asAdmin('/items/home')).status).toBe(200);
  });
});
