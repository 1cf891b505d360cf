/**
 * What a listing asks the server, end to end against the demo seed (issue 31 #2, #3): the filter
 * bar offers each field only the operators its type takes; a saved filter that no longer applies
 * is dropped, not replayed; a view the server refuses shows the server's reason with the filters
 * and a way out, never the unreachable-server screen.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let editor: DemoApiCall;
let editorId: number;
const OUT = 'e2e/.output';

const rows = (p: Page) => p.getByRole('main').getByRole('row');

/** Opens the listing from a fresh page load (the saved preferences as the server has them). */
async function openArticles(p: Page) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
  await p.reload();
  await p.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
}

/** The editor's own listing preferences of articles (created when missing) get these filters. */
async function savePreferenceFilters(filters: { field: string; operator: string; value: string }[]) {
  const own = await editor(
    `/collection_presets?filter[user][eq]=${editorId}&filter[collection][eq]=articles&filter[title][null]=1`,
  );
  const pref = own.body.data[0] as { id: number } | undefined;
  const res = pref
    ? await editor(`/collection_presets/${pref.id}`, { method: 'PATCH', json: { filters } })
    : await editor('/collection_presets', {
        method: 'POST',
        json: { collection: 'articles', user: editorId, role: null, title: null, filters },
      });
  expect(res.status).toBe(200);
}

async function preferenceFilters(): Promise<unknown[]> {
  const own = await editor(
    `/collection_presets?filter[user][eq]=${editorId}&filter[collection][eq]=articles&filter[title][null]=1`,
  );
  return (own.body.data[0]?.filters as unknown[] | null) ?? [];
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  editor = await demo.api('editor');
  editorId = (await editor('/users/me')).body.data.id as number;
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'editor');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('listing queries', () => {
  it('offers each field only the operators its type takes', async () => {
    await openArticles(page);
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    await page.getByLabel('Add Field Filter').selectOption({ label: 'Rating' });
    const rating = page.getByLabel('Operator for Rating');
    const ratingOps = await rating.locator('option').allTextContents();
    expect(ratingOps).toContain('Greater than');
    expect(ratingOps).not.toContain('Has related items');
    expect(ratingOps).not.toContain('Has no related items');
    expect(await rating.inputValue()).toBe('eq');
    await page.getByLabel('Add Field Filter').selectOption({ label: 'Tags' });
    const tags = page.getByLabel('Operator for Tags');
    expect(await tags.locator('option').allTextContents()).toEqual([
      'Has related items',
      'Has no related items',
      'Is empty',
      "Isn't empty",
    ]);
    // Articles with at least two tags: the server takes it and the rows narrow.
    await page.getByLabel('Value for Tags').fill('2');
    await page.getByRole('button', { name: 'Remove the filter on Rating' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
  });

  it('drops a saved filter that no longer applies instead of replaying it', async () => {
    // Saved by an earlier version of the filter bar, which offered "has" on every field.
    await savePreferenceFilters([{ field: 'rating', operator: 'has', value: '4' }]);
    const refused: string[] = [];
    const onResponse = (r: { status(): number; url(): string }) => {
      if (r.status() === 422) refused.push(r.url());
    };
    page.on('response', onResponse);
    await openArticles(page);
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(5);
    expect(await page.getByText('Server Error').count()).toBe(0);
    // Gone from the saved preferences too: the next reload starts clean.
    await expect.poll(preferenceFilters, { timeout: 10_000 }).toEqual([]);
    page.off('response', onResponse);
    expect(refused).toEqual([]);
  });

  it("shows a refused view's reason with the filters and a way out, never the unreachable screen", async () => {
    // A value the field's type can't take: the server refuses the query (422).
    await savePreferenceFilters([{ field: 'rating', operator: 'eq', value: 'four' }]);
    await openArticles(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The server refused this view' });
    await alert.waitFor();
    expect(await page.getByText('could not be reached').count()).toBe(0);
    // The server's own reason, and the filter bar still there with its one filter.
    expect(await alert.textContent()).toMatch(/rating/i);
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    expect(await page.getByRole('button', { name: 'Filters', exact: true }).textContent()).toContain('1');
    // The header does not add "Couldn't count": the alert already says why there is nothing.
    await page.waitForTimeout(500);
    expect(await page.getByText("Couldn't count").count()).toBe(0);
    await page.screenshot({ path: `${OUT}/listing-refused-light.png` });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/listing-refused-dark-420.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1300, height: 800 });
    await alert.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(5);
    await expect.poll(preferenceFilters, { timeout: 10_000 }).toEqual([]);
    await page.reload();
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(5);
  });
});
