/**
 * The server goes away mid-use (issue 31 item 8): the screen says so at once — the "Couldn't
 * reach API" notice (code -1), not "refresh the page" — a listing keeps the rows it had, marked as
 * out of date, a listing opened meanwhile shows its error state without seconds of skeletons, and
 * everything comes back by itself once the server answers again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiSwitch, type ApiSwitch } from '../support/api-switch';
import { launchBrowser, newPage, startDemo, type DemoAtrium } from '../support/atrium';
import { submitSignIn } from '../support/sign-in';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let api: ApiSwitch;
let appUrl: string;

beforeAll(async () => {
  demo = await startDemo();
  api = await apiSwitch(demo.url);
  appUrl = demo.appUrl.replace(demo.url, api.url);
  browser = await launchBrowser();
  page = await newPage(browser);
  await page.goto(`${appUrl}#/login`);
  await submitSignIn(page, demo.credentials.admin);
  await page.waitForFunction(() => /^#\/demo\//.test(location.hash));
});

afterAll(async () => {
  await browser?.close();
  await api?.close();
  await demo?.stop();
});

const notices = (p: Page) => p.locator('.notification');

it('says at once that the API is unreachable, keeps the loaded rows marked stale, and recovers by itself', async () => {
  await page.goto(`${appUrl}#/demo/collections/articles`);
  const table = page.getByRole('main').getByRole('table');
  await table.getByRole('row').nth(3).waitFor();
  // Settled: counted, and the cells show their displays.
  await page.getByText(/^\d+ items$/).waitFor();
  await page.waitForLoadState('networkidle');
  const title = await table.getByRole('row').nth(1).innerText();

  await api.off();
  const started = Date.now();
  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nothing');
  // The "-1" notice, once, and never the generic "refresh the page" one.
  await notices(page).filter({ hasText: "Couldn't Reach API" }).waitFor({ timeout: 3000 });
  await page.getByText(/rows were loaded earlier and may be out of date/).waitFor({ timeout: 3000 });
  expect(Date.now() - started).toBeLessThan(3000);
  await expect.poll(() => notices(page).filter({ hasText: 'Refresh the page' }).count()).toBe(0);
  expect(await notices(page).filter({ hasText: "Couldn't Reach API" }).count()).toBe(1);
  // The rows that were there stay, dimmed; the count says it failed instead of counting forever.
  expect(await table.getByRole('row').nth(1).innerText()).toBe(title);
  expect(await page.locator('.listing-stale').count()).toBe(1);
  await page.getByText("Couldn't count the items").waitFor({ timeout: 3000 });

  // Another listing opened meanwhile: its error state at once, not seconds of skeleton rows.
  const opened = Date.now();
  await page.goto(`${appUrl}#/demo/collections/authors`);
  await page.getByRole('alert').filter({ hasText: 'Server Error' }).waitFor({ timeout: 3000 });
  expect(Date.now() - opened).toBeLessThan(3000);

  // The server answers again: the screen fills by itself, the notice goes.
  await api.on();
  await page.getByRole('main').getByRole('table').getByRole('row').nth(3).waitFor({ timeout: 8000 });
  await notices(page).filter({ hasText: 'Connected again' }).waitFor();
  expect(await notices(page).filter({ hasText: "Couldn't Reach API" }).count()).toBe(0);
  expect(await page.getByRole('alert').filter({ hasText: 'Server Error' }).count()).toBe(0);

  // Back on the articles: fresh rows, counted, nothing marked stale.
  await page.goto(`${appUrl}#/demo/collections/articles`);
  await page.getByText(/^\d+ items$/).waitFor();
  await page.getByRole('main').getByRole('table').getByRole('row').nth(3).waitFor();
  expect(await page.locator('.listing-stale').count()).toBe(0);
});
