/**
 * The GraphQL playground (issue 27): an administrator opens it from the module bar, writes a
 * query with completion from the role's schema, runs it with Ctrl+Enter and reads the answer;
 * an editor neither sees it nor reaches it by URL. Light, dark and narrow screenshots.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoAtrium } from '../support/atrium';

const SHOTS = process.env.ATRIUM_SHOTS_DIR ?? 'e2e/.output/graphql';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

it('runs a query written with completion from the schema, and shows the answer', async () => {
  await page.getByRole('link', { name: 'GraphQL' }).click();
  await expect.poll(() => page.url()).toContain(`/${demo.project}/graphql`);
  const editor = page.getByRole('textbox', { name: 'Query' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{ artic');
  // Completion offers the collections of the role's schema.
  const option = page.locator('.cm-tooltip-autocomplete [role="option"]', { hasText: 'articles' }).first();
  await expect.poll(() => option.isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await page.keyboard.type('les(limit: 2, sort: "id") { id title author { name } } }');
  await page.keyboard.press('Control+Enter');
  const answer = page.getByRole('region', { name: 'Answer' });
  await expect.poll(() => answer.textContent()).toContain('"articles"');
  await expect.poll(() => answer.textContent()).toContain('HTTP 200');
  const text = (await answer.locator('.cm-content').textContent()) ?? '';
  expect(text).toContain('"author"');
  await page.screenshot({ path: `${SHOTS}/playground-light.png` });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.screenshot({ path: `${SHOTS}/playground-dark.png` });

  // A document error is an answer too: shown with its status and code.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('{ articles { nope } }');
  await page.getByRole('button', { name: 'Run' }).click();
  await expect.poll(() => answer.textContent()).toContain('HTTP 400');
  await expect.poll(() => answer.textContent()).toContain('Cannot query field');
  expect(pageErrors).toEqual([]);
});

it('fits a narrow window', async () => {
  const narrow = await newPage(browser, { viewport: { width: 420, height: 900 }, colorScheme: 'dark' });
  await demo.signIn(narrow, 'admin');
  await narrow.goto(`${demo.appUrl}#/${demo.project}/graphql`);
  await expect.poll(() => narrow.getByRole('textbox', { name: 'Query' }).isVisible()).toBe(true);
  const wide = await narrow.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide).toBeLessThanOrEqual(0);
  await narrow.screenshot({ path: `${SHOTS}/playground-narrow-dark.png`, fullPage: true });
  await narrow.close();
});

it('is for administrators only', async () => {
  const editor = await newPage(browser, { viewport: { width: 1200, height: 800 } });
  await demo.signIn(editor, 'editor');
  expect(await editor.getByRole('link', { name: 'GraphQL' }).count()).toBe(0);
  await editor.goto(`${demo.appUrl}#/${demo.project}/graphql`);
  await expect.poll(() => editor.getByRole('textbox', { name: 'Query' }).count()).toBe(0);
  await editor.close();
});

it('copies a listing view as a REST URL and as GraphQL that answer the same items', async () => {
  const copier = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  await copier.addInitScript(() => {
    const w = window as unknown as { copied: string[] };
    w.copied = [];
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void w.copied.push(text) },
    });
  });
  await demo.signIn(copier, 'admin');
  await copier.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
  for (const item of ['Copy as REST URL', 'Copy as GraphQL']) {
    await copier.getByRole('button', { name: 'Copy query' }).click();
    if (item === 'Copy as GraphQL') await copier.screenshot({ path: `${SHOTS}/copy-query-menu.png` });
    await copier.getByRole('menuitem', { name: item }).click();
    await expect.poll(() => copier.getByText('Copied to the clipboard').count()).toBeGreaterThan(0);
  }
  const [url, query] = await copier.evaluate(() => (window as unknown as { copied: string[] }).copied);
  expect(url).toContain(`/${demo.project}/items/articles?`);
  expect(query).toMatch(/^query \{\n {2}articles\(/);
  const admin = await demo.api('admin');
  const rest = await admin(url!.slice(url!.indexOf(`/${demo.project}/`) + demo.project.length + 1));
  const gql = await admin('/graphql', { method: 'POST', json: { query } });
  expect(gql.body.errors).toBeUndefined();
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  expect(ids(gql.body.data.articles)).toEqual(ids(rest.body.data));
  expect(rest.body.data.length).toBeGreaterThan(0);
  await copier.close();
});
