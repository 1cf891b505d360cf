/**
 * What looked wrong in the walk-through of issue 31 (items 13–20): the whole column header sorts,
 * one clear button in a search box that shows its whole placeholder, empty states at the top, a
 * way back from edit and settings screens, narrow windows, the own profile, one select in layout
 * options, and the cards layout's defaults.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from './support';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const OUT = 'e2e/.output/looks';

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

const table = (p: Page) => p.getByRole('main').getByRole('table');

async function openListing(p: Page, collection: string) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/${collection}`);
  await p.getByRole('searchbox', { name: 'Search' }).waitFor();
  await table(p).getByRole('row').nth(2).waitFor();
}

/** The saved listing preferences of the admin for a collection (created when missing). */
async function setPreferences(collection: string, values: Record<string, unknown>) {
  const me = (await admin('/users/me')).body.data.id as number;
  const found = (
    await admin(
      `/collection_presets?filter[user][eq]=${me}&filter[collection][eq]=${collection}&filter[title][null]=1`,
    )
  ).body.data[0] as { id: number } | undefined;
  if (found) await admin(`/collection_presets/${found.id}`, { method: 'PATCH', json: values });
  else await admin('/collection_presets', { method: 'POST', json: { collection, user: me, ...values } });
}

describe('13: sorting', () => {
  it('sorts by a click anywhere in the column header, not only on its label', async () => {
    await openListing(page, 'articles');
    const header = page.getByRole('columnheader').filter({ hasText: 'Category' });
    const box = (await header.boundingBox())!;
    expect(box.width).toBeGreaterThan(150);
    // Well right of the label, left of the resize handle.
    await page.mouse.click(box.x + box.width - 30, box.y + box.height / 2);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await page.mouse.click(box.x + box.width - 30, box.y + 6);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await setPreferences('articles', { view_query: {} });
  });
});
