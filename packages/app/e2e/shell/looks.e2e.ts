/**
 * What looked wrong in the walk-through of issue 31 (items 13–20): the whole column header sorts,
 * one clear button in a search box that shows its whole placeholder, empty states at the top, a
 * way back from edit and settings screens, narrow windows, the own profile, one select in layout
 * options, and the cards layout's defaults.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

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

describe('16: a way back', () => {
  it('gives the edit screen a back arrow and the trail Collections › Articles', async () => {
    const id = (await admin('/items/articles?limit=1&fields=id')).body.data[0].id as number;
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${id}`);
    // The edit screen's own back link first: the listing shown before it has a trail too.
    const back = page.getByRole('link', { name: 'Back to Articles' });
    await back.waitFor();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect.poll(() => trail.getByRole('link').allInnerTexts()).toEqual(['Collections', 'Articles']);
    await back.click();
    await page.waitForURL(/\/collections\/articles$/);
  });

  it('gives settings pages a back arrow to their parent', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/roles/2`);
    await page.getByRole('link', { name: 'Back to Roles & Permissions' }).click();
    await page.waitForURL(/\/settings\/roles$/);
    await page.getByRole('link', { name: 'Back to Settings' }).click();
    await page.waitForURL(/\/settings$/);
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
    await page.getByRole('link', { name: 'Back to Settings' }).waitFor();
  });
});

/** Boxes of the elements matching a selector. */
const boxes = (p: Page, selector: string) =>
  p.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    }),
  );

describe('17: narrow windows (420 px)', () => {
  let narrow: Page;
  beforeAll(async () => {
    narrow = await newPage(browser, { viewport: { width: 420, height: 850 }, colorScheme: 'dark' });
    await demo.signIn(narrow, 'admin');
  });
  afterAll(async () => narrow?.close());

  it('hides the info rail behind a header button and gives the title its own line', async () => {
    await openListing(narrow, 'articles');
    // No rail: nothing of the info sidebar is on screen until asked for.
    const rail = narrow.locator('aside.info-sidebar');
    expect(await rail.isVisible()).toBe(false);
    const title = narrow.getByRole('heading', { name: 'Articles', level: 1 });
    const fits = await title.evaluate((h) => h.scrollWidth <= h.clientWidth);
    expect(fits).toBe(true);
    const [titleBox] = await boxes(narrow, '.page-header h1');
    const [searchBox] = await boxes(narrow, '.page-header .filter-search');
    expect(searchBox!.y).toBeGreaterThanOrEqual(titleBox!.bottom);
    await narrow.screenshot({ path: `${OUT}/listing-420-dark.png` });
    await narrow.locator('.page-header').getByRole('button', { name: 'Info' }).click();
    await narrow.getByRole('button', { name: /View Type/ }).waitFor();
    expect(await rail.isVisible()).toBe(true);
    await narrow.keyboard.press('Escape');
    await expect.poll(() => rail.isVisible()).toBe(false);
  });

  it('dims everything behind the open navigation, the info rail included', async () => {
    await narrow.setViewportSize({ width: 700, height: 850 });
    await openListing(narrow, 'articles');
    await narrow.getByRole('button', { name: 'Navigation' }).click();
    await narrow.locator('.blocker').waitFor();
    await narrow.waitForTimeout(400);
    // The info rail (on the right at this width) is under the dimming layer.
    const top = await narrow.evaluate(
      () => document.elementFromPoint(window.innerWidth - 20, 300)?.className,
    );
    expect(top).toContain('blocker');
    await narrow.keyboard.press('Escape');
    await narrow.setViewportSize({ width: 420, height: 850 });
  });

  it('keeps the role page buttons apart and scrolls the matrix sideways in its own box', async () => {
    const roles = (await admin('/roles?fields=id,name')).body.data as { id: number; name: string }[];
    const editor = roles.find((r) => r.name === 'Editor')!;
    await narrow.goto(`${demo.appUrl}#/${demo.project}/settings/roles/${editor.id}`);
    await narrow.getByRole('button', { name: 'View as this role' }).waitFor();
    await narrow.locator('.perm-matrix').waitFor();
    const buttons = await boxes(narrow, '.page-header .header-actions > *');
    expect(buttons.length).toBe(3);
    for (const [i, a] of buttons.entries()) {
      expect(a.height).toBeLessThanOrEqual(48);
      expect(a.right).toBeLessThanOrEqual(420);
      for (const b of buttons.slice(i + 1)) {
        const apart = a.right <= b.x || b.right <= a.x || a.bottom <= b.y || b.bottom <= a.y;
        expect(apart).toBe(true);
      }
    }
    const scroll = await narrow.locator('.perm-section').evaluate((el) => ({
      own: el.scrollWidth > el.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    expect(scroll.own).toBe(true);
    expect(scroll.page).toBeLessThanOrEqual(420);
    await narrow.screenshot({ path: `${OUT}/role-420-dark.png` });
  });

  it("keeps a text field's character count off its text", async () => {
    await narrow.setViewportSize({ width: 420, height: 850 });
    await narrow.goto(`${demo.appUrl}#/${demo.project}/collections/articles/1`);
    const input = narrow
      .locator('.text-input')
      .filter({ has: narrow.locator('.text-input-count') })
      .locator('input')
      .first();
    await input.fill('A rather long article title that fills the whole box at narrow widths');
    const count = narrow.locator('.text-input-count').first();
    await count.waitFor();
    // The text may run up to the input's padding; the count must sit outside that area.
    const text = await input.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return {
        x: r.x + parseFloat(style.paddingLeft),
        right: r.right - parseFloat(style.paddingRight),
        y: r.y,
        bottom: r.bottom,
      };
    });
    const c = await count
      .boundingBox()
      .then((b) => b && { ...b, right: b.x + b.width, bottom: b.y + b.height });
    const apart = c!.right <= text.x || text.right <= c!.x || c!.bottom <= text.y || text.bottom <= c!.y;
    expect(apart).toBe(true);
    expect(c!.right).toBeLessThanOrEqual(420);
    await narrow.screenshot({ path: `${OUT}/counter-420-dark.png` });
  });
});

/** WCAG contrast of two CSS colours (rgb/rgba strings). */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const ch = (v: number) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * ch(r!) + 0.7152 * ch(g!) + 0.0722 * ch(bl!);
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('18: the own profile', () => {
  it('draws every status radio, reads the email in the dark theme, and keeps sign-ins out of the timeline', async () => {
    const dark = await newPage(browser, { viewport: { width: 1400, height: 900 }, colorScheme: 'dark' });
    try {
      await demo.signIn(dark, 'admin');
      const me = (await admin('/users/me')).body.data.id as number;
      const signIns = await admin(
        `/activity?filter[collection][eq]=directus_users&filter[item][eq]=${me}&filter[action][eq]=authenticate&limit=1`,
      );
      expect(signIns.body.data.length).toBe(1);
      await dark.goto(`${demo.appUrl}#/${demo.project}/users/${me}`);
      const radios = dark.locator('.status-radio');
      await radios.first().waitFor();
      // The form may still be rendering the rest of the radios after the first one.
      await expect.poll(() => dark.locator('.status-radio-mark').count()).toBe(5);
      const marks = await dark.locator('.status-radio-mark').evaluateAll((els) =>
        els.map((el) => {
          const s = getComputedStyle(el);
          return `${s.borderTopStyle} ${s.borderTopWidth}`;
        }),
      );
      expect(marks.length).toBe(5);
      expect(new Set(marks)).toEqual(new Set(['solid 2px']));
      const email = await dark.locator('.profile-email').evaluate((el) => {
        const card = el.closest('.profile-card')!;
        return { fg: getComputedStyle(el).color, bg: getComputedStyle(card).backgroundColor };
      });
      expect(contrast(email.fg, email.bg)).toBeGreaterThanOrEqual(4.5);
      // The timeline has the item's history, not the sign-ins.
      const timeline = dark.locator('.timeline');
      await timeline.waitFor();
      await dark.waitForLoadState('networkidle');
      expect(await timeline.innerText()).not.toMatch(/Signed in/i);
      await dark.screenshot({ path: `${OUT}/profile-1400-dark.png` });
    } finally {
      await dark.close();
    }
  });
});
