/**
 * The example extensions of `examples/extensions/` (issue 31 "Extensions, proven"), installed as
 * docs/extensions.md says — each folder copied into `<data>/extensions/<kind>/` — and used in the
 * app: the module's page, the interface on an article's field (form and listing cell), the layout
 * on the articles listing with its option.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

const EXAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../examples/extensions',
);
const OUT = 'e2e/.output/extensions';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const pageErrors: string[] = [];

beforeAll(async () => {
  demo = await startDemo();
  // The installation of docs/extensions.md: copy each example folder under <data>/extensions/<kind>/.
  for (const [kind, name] of [
    ['modules', 'collections-glance'],
    ['interfaces', 'word-count'],
    ['layouts', 'compact-list'],
  ]) {
    await fs.cp(path.join(EXAMPLES, kind!, name!), path.join(demo.dataDir, 'extensions', kind!, name!), {
      recursive: true,
    });
  }
  admin = await demo.api('admin');
  const field = await admin('/fields/articles', {
    method: 'POST',
    json: { field: 'blurb', type: 'string', datatype: 'TEXT', interface: 'word-count', sort: 3 },
  });
  expect(field.status).toBe(200);
  const first = (await admin('/items/articles?limit=1&fields=id&sort=id')).body.data[0].id as number;
  await admin(`/items/articles/${first}`, { method: 'PATCH', json: { blurb: 'three little words' } });
  await fs.mkdir(OUT, { recursive: true });
  browser = await launchBrowser();
  page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

it('lists the three installed extensions', async () => {
  for (const [kind, id] of [
    ['modules', 'collections-glance'],
    ['interfaces', 'word-count'],
    ['layouts', 'compact-list'],
  ]) {
    expect((await fetchRoot(kind!)).map((e) => e.id)).toContain(id);
  }
});

/** `GET /{kind}` on the API root, as the signed-in admin (the list routes live outside a project). */
async function fetchRoot(kind: string) {
  const login = await fetch(`${demo.url}/${demo.project}/auth/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(demo.credentials.admin),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${demo.url}/${kind}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { id: string }[] }).data;
}

it('opens the module from the module bar and shows what it loaded', async () => {
  await page.getByRole('link', { name: 'Collections at a Glance' }).click();
  await page.waitForURL(/#\/demo\/ext\/collections-glance$/);
  await page.getByRole('heading', { name: 'Collections at a Glance' }).waitFor();
  const total = (await admin('/items/articles?limit=0&meta=total_count')).body.meta.total_count as number;
  const row = page.getByRole('row', { name: /^articles/ });
  await row.waitFor();
  expect(await row.innerText()).toContain(String(total));
  await page.screenshot({ path: `${OUT}/module.png` });
});

it('edits a field with the interface, with its stylesheet, and saves it', async () => {
  const first = (await admin('/items/articles?limit=1&fields=id&sort=id')).body.data[0].id as number;
  await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${first}`);
  const box = page.locator('.word-count-input textarea');
  await box.waitFor();
  expect(await box.inputValue()).toBe('three little words');
  await page.getByText('3 words').waitFor();
  await box.fill('now it holds five words');
  await page.getByText('5 words').waitFor();
  // The extension's stylesheet came with it.
  expect(await box.evaluate((el) => getComputedStyle(el).resize)).toBe('vertical');
  await page.keyboard.press('Control+s');
  await expect
    .poll(async () => (await admin(`/items/articles/${first}?fields=blurb`)).body.data.blurb)
    .toBe('now it holds five words');
  await page.screenshot({ path: `${OUT}/interface.png` });
});

it('shows the articles in the layout and follows its option', async () => {
  await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
  await page.getByRole('searchbox', { name: 'Search' }).waitFor();
  await page.locator('aside').getByRole('button', { name: 'Info' }).click();
  await page.getByRole('button', { name: /View Type/ }).click();
  await page.getByRole('option', { name: 'Compact List' }).click();
  const list = page.getByRole('main').getByRole('list', { name: 'articles' });
  await list.getByRole('link').nth(2).waitFor();
  // Titled by the primary key until a title field is chosen in its options.
  const id = (await admin('/items/articles?limit=1&fields=id,title&sort=id')).body.data[0] as {
    id: number;
    title: string;
  };
  await page.getByLabel('Title Field').selectOption('title');
  await list.getByRole('link', { name: id.title }).first().waitFor();
  await page.screenshot({ path: `${OUT}/layout.png` });
  expect(pageErrors).toEqual([]);
});
