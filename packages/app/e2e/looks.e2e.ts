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

/** Opens a listing; `fresh` reloads the page so saved preferences changed by the API apply. */
async function openListing(p: Page, collection: string, fresh = false) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/${collection}`);
  if (fresh) await p.reload();
  await p.getByRole('searchbox', { name: 'Search' }).waitFor();
  await table(p).getByRole('row').nth(2).waitFor();
}

/** The saved listing preferences of the admin for a collection (created when missing). */
async function setPreferences(collection: string, values: Record<string, unknown>) {
  const me = (await admin('/users/me')).body.data.id as number;
  const found = (
    await admin(
      `/collection_presets?filter[user][eq]=${me}&filter[collection][eq]=${collection}&filter[title][null]=1&sort=-id&limit=1`,
    )
  ).body.data[0] as { id: number } | undefined;
  const res = found
    ? await admin(`/collection_presets/${found.id}`, { method: 'PATCH', json: values })
    : await admin('/collection_presets', { method: 'POST', json: { collection, user: me, ...values } });
  expect(res.status).toBe(200);
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
    await page.waitForLoadState('networkidle');
    await setPreferences('articles', { view_query: {} });
  });
});

/** Whether the search box's placeholder fits its input (text measured in the input's font). */
const placeholderFits = (p: Page) =>
  p.getByRole('searchbox', { name: 'Search' }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, width: ctx.measureText(input.placeholder).width, room };
  });

interface DomNode {
  nodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** The `display` of every search input's own clear button (in the browser's shadow DOM). */
async function nativeClearButtons(p: Page): Promise<string[]> {
  const cdp = await p.context().newCDPSession(p);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const found: number[] = [];
    const walk = (node: DomNode) => {
      const attrs = node.attributes ?? [];
      const pseudo = attrs[attrs.indexOf('pseudo') + 1];
      if (attrs.includes('pseudo') && pseudo === '-webkit-search-cancel-button') found.push(node.nodeId);
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) walk(child);
    };
    walk(root);
    const out: string[] = [];
    for (const nodeId of found) {
      const { computedStyle } = (await cdp.send('CSS.getComputedStyleForNode', { nodeId })) as {
        computedStyle: { name: string; value: string }[];
      };
      out.push(computedStyle.find((s) => s.name === 'display')?.value ?? '');
    }
    return out;
  } finally {
    await cdp.detach();
  }
}

describe('14: the search box', () => {
  it('has one clear button, ours, and shows its whole placeholder', async () => {
    await setPreferences('articles', { filters: [{ field: 'status', operator: 'eq', value: 'published' }] });
    await openListing(page, 'articles', true);
    const box = page.getByRole('searchbox', { name: 'Search' });
    await expect.poll(async () => (await box.getAttribute('placeholder')) ?? '').toMatch(/Items Found/);
    const fit = await placeholderFits(page);
    expect(fit.width, fit.text).toBeLessThanOrEqual(fit.room);
    // The browser's own clear button is hidden; ours (Clear Filters) is the only one.
    await box.fill('the');
    expect(await nativeClearButtons(page)).toEqual(['none']);
    const clear = page.getByRole('button', { name: 'Clear search and filters' });
    expect(await clear.count()).toBe(1);
    await clear.click();
    await expect.poll(() => box.inputValue()).toBe('');
    await setPreferences('articles', { filters: [], search_query: null });
  });
});

describe('15: empty states', () => {
  it('shows "No Results" at the top of the content, not at the bottom of the window', async () => {
    await openListing(page, 'articles');
    await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-nothing-matches');
    const empty = page.getByRole('status').filter({ hasText: 'No Results' });
    await empty.waitFor();
    const box = (await empty.boundingBox())!;
    expect(box.y).toBeLessThan(250);
    await page.screenshot({ path: `${OUT}/no-results-1400.png` });
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await setPreferences('articles', { filters: [], search_query: null });
  });
});
