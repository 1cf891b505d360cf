/**
 * The listing screen end to end against the demo seed (issue 10): search and filters narrow the
 * rows, header sort, the four layouts, columns kept after a reload, bookmarks, select-all and
 * batch delete, and what the editor role may see and do.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const OUT = 'e2e/.output';

const rows = (p: Page) => p.getByRole('main').getByRole('row');

/** A column header by its label (its sort button's name). */
const column = (p: Page, name: string) =>
  p.getByRole('columnheader').filter({ has: p.getByRole('button', { name, exact: true }) });

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

/** RFC 4180 records (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n') {
      records.push([...cells, cell.replace(/\r$/, '')]);
      cells = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || cells.length) records.push([...cells, cell]);
  return records;
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
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
    const reads: URL[] = [];
    const onRequest = (req: { url(): string; method(): string }) => {
      const url = new URL(req.url());
      if (req.method() === 'GET' && url.pathname.endsWith('/items/articles')) reads.push(url);
    };
    page.on('request', onRequest);
    await openArticles(page);
    const total = (await admin('/items/articles?limit=1&meta=total_count')).body.meta.total_count as number;
    await expect.poll(() => shownCount(page)).toBe(total);
    // One count per view, estimated on big tables; the pages themselves never ask for counts.
    await page.waitForTimeout(300);
    page.off('request', onRequest);
    const counting = reads.filter((url) =>
      /total_count|filter_count/.test(url.searchParams.get('meta') ?? ''),
    );
    expect(counting.map((url) => url.searchParams.get('meta'))).toEqual([
      'total_count,filter_count,estimate',
    ]);
    expect(reads.length).toBeGreaterThan(counting.length);
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Collections' })
      .waitFor();
    await page.getByRole('link', { name: 'Add New' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    await page.screenshot({ path: `${OUT}/listing-tabular.png` });
  });

  it('loads no edit-form code for a listing; opening an item brings it', async () => {
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((e) => e.name.split('/').pop() ?? '')
          .filter((name) => name.endsWith('.js')),
      );
    const formChunks = (names: string[]) => names.filter((n) => /^(forms|ui-forms)-/.test(n));
    // The browser keeps 250 resource entries by default: thumbnails could crowd out the scripts.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    await page.reload();
    await page.getByRole('searchbox', { name: 'Search' }).waitFor();
    await expect.poll(() => rows(page).count()).toBeGreaterThan(5);
    // Every cell's Display has painted (a loading cell shows its plain value).
    await expect.poll(() => page.getByRole('main').locator('.field-display-plain').count()).toBe(0);
    const listing = await scripts();
    expect(listing.some((n) => /^listing-/.test(n))).toBe(true);
    expect(formChunks(listing)).toEqual([]);
    try {
      await rows(page).nth(1).click();
      await page.waitForURL(/\/collections\/articles\/\d+$/);
      await page.locator('.form [data-field] .form-field-input input').first().waitFor();
      expect(formChunks(await scripts()).length).toBeGreaterThan(0);
    } finally {
      await openArticles(page);
    }
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
    // The panel is a popover: Esc closes it and gives the focus back to its button…
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Filters');
    // …the keyboard opens it again, with the filter kept, and a click outside closes it.
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Value for Status' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Value for Status' }).inputValue()).toBe('draft');
    const heading = (await page.getByRole('heading', { name: 'Articles', level: 1 }).boundingBox())!;
    await page.mouse.click(heading.x + 5, heading.y + heading.height / 2);
    await expect.poll(() => panel.count()).toBe(0);
    expect(await shownCount(page)).toBe(drafts);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Clear search and filters' }).count()).toBe(0);
  });

  it('exports a filtered view: the file holds the rows the API gives for that view', async () => {
    await openArticles(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('combobox', { name: 'Add Field Filter' }).selectOption({ label: 'Status' });
    await page.getByRole('combobox', { name: 'Operator for Status' }).selectOption('eq');
    await page.getByRole('textbox', { name: 'Value for Status' }).fill('draft');
    await page.keyboard.press('Escape');
    const drafts = (await admin('/items/articles?limit=1&meta=filter_count&filter[status][eq]=draft')).body
      .meta.filter_count as number;
    await expect.poll(() => shownCount(page)).toBe(drafts);

    const download = async (format: 'CSV (spreadsheet)' | 'JSON') => {
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: format }).click();
      const file = await started;
      return { url: new URL(file.url()), text: await fs.readFile((await file.path())!, 'utf8') };
    };

    const json = await download('JSON');
    expect(json.url.searchParams.get('export')).toBe('json');
    expect(json.url.searchParams.get('filter[status][eq]')).toBe('draft');
    // The same view through the API, every row: the file must hold exactly these.
    const view = new URLSearchParams(json.url.search);
    view.delete('export');
    view.set('limit', '-1');
    const expected = (await admin(`/items/articles?${view.toString()}`)).body.data as Record<
      string,
      unknown
    >[];
    expect(expected.length).toBe(drafts);
    expect(JSON.parse(json.text)).toEqual(expected);

    const csv = await download('CSV (spreadsheet)');
    expect(csv.url.searchParams.get('export')).toBe('csv');
    const [header, ...records] = parseCsv(csv.text);
    expect(records.length).toBe(drafts);
    const idColumn = header!.indexOf('id');
    expect(records.map((cells) => Number(cells[idColumn]))).toEqual(expected.map((row) => row.id));
    const titleColumn = header!.indexOf('title');
    expect(records.map((cells) => cells[titleColumn])).toEqual(expected.map((row) => row.title));

    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Clear search and filters' }).count()).toBe(0);
  });

  it('sorts by a header click, ascending then descending', async () => {
    // The demo's global preset shows Status, Title, Author, Category, Publish Date.
    const header = column(page, 'Title');
    await header.locator('.tabular-sort').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.locator('.tabular-sort').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    const top = (await admin('/items/articles?limit=1&sort=-title&fields=title')).body.data[0]
      .title as string;
    await expect.poll(() => rows(page).nth(1).getByRole('cell').nth(3).innerText()).toBe(top);
  });

  it('resizes and reorders columns and finds both after a reload', async () => {
    await openArticles(page);
    const status = column(page, 'Status');
    const before = (await status.boundingBox())!.width;
    await page.getByRole('separator', { name: 'Resize column Status' }).focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'Info' }).first().click();
    await page.getByRole('button', { name: 'Move Author' }).focus();
    for (const key of ['Space', 'ArrowUp', 'ArrowUp', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await page.waitForTimeout(800);
    await page.reload();
    await column(page, 'Status').waitFor();
    const after = (await column(page, 'Status').boundingBox())!.width;
    expect(after).toBeGreaterThanOrEqual(before + 45);
    // The header labels in column order (a sorted column's arrow icon is not part of its label).
    const names = await page.locator('.tabular-head-label').allInnerTexts();
    expect(names.indexOf('Author')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Author')).toBeLessThan(names.indexOf('Title'));
    await page.screenshot({ path: `${OUT}/listing-columns.png` });
  });

  it("a fresh start asks for the saved view's first page once, with the saved columns", async () => {
    // The startup sequence asks for it while the screen's code loads; the screen then reads that
    // answer: a second read would mean they disagree on the params.
    const pages: URL[] = [];
    const onRequest = (req: { url(): string; method(): string }) => {
      const url = new URL(req.url());
      if (
        req.method() === 'GET' &&
        url.pathname.endsWith('/items/articles') &&
        url.searchParams.get('offset') === '0'
      )
        pages.push(url);
    };
    // Nor does a start log warnings (the router's, React's, ours).
    const warnings: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    };
    await page.goto('about:blank');
    page.on('request', onRequest);
    page.on('console', onConsole);
    try {
      await openArticles(page);
      await expect.poll(() => rows(page).count(), { timeout: 10_000 }).toBeGreaterThan(5);
      await page.waitForTimeout(300);
    } finally {
      page.off('request', onRequest);
      page.off('console', onConsole);
    }
    expect(warnings).toEqual([]);
    expect(pages).toHaveLength(1);
    const fields = [...pages[0]!.searchParams]
      .filter(([key]) => key === 'fields' || key.startsWith('fields['))
      .map(([, value]) => value);
    // The saved view's columns, in their order (every field one level deep without a saved list).
    const saved = (
      await admin(
        `/collection_presets?filter[collection][eq]=articles&filter[title][null]=1&filter[user][nnull]=1&sort=-id&limit=1`,
      )
    ).body.data[0]?.view_query?.tabular?.fields as string | undefined;
    const columns = saved ? saved.split(',').map((f) => `${f}.*`) : ['*.*'];
    expect(fields.filter((f) => columns.includes(f))).toEqual(columns.filter((f) => fields.includes(f)));
    expect(fields.filter((f) => columns.includes(f)).length).toBeGreaterThan(0);
  });

  it('switches to cards, calendar and timeline and shows the seeded items there', async () => {
    const first = (await admin('/items/articles?limit=1&sort=id&fields=id,title')).body.data[0] as {
      id: number;
      title: string;
    };
    const choose = async (name: string) => {
      const picker = page.getByRole('button', { name: /View Type/ });
      if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Info' }).first().click();
      await picker.click();
      await page.getByRole('option', { name }).click();
    };
    await choose('Cards');
    await page.locator(`a[href$="/collections/articles/${first.id}"]`).first().waitFor();
    await page.screenshot({ path: `${OUT}/listing-cards.png` });
    // Calendar and timeline read their fields from the saved options.
    const me = (await admin('/users/me')).body.data.id as number;
    const pref = (
      await admin(
        `/collection_presets?filter[user][eq]=${me}&filter[collection][eq]=articles&filter[title][null]=1`,
      )
    ).body.data[0] as { id: number; view_options: Record<string, unknown> };
    await admin(`/collection_presets/${pref.id}`, {
      method: 'PATCH',
      json: {
        view_options: {
          ...pref.view_options,
          calendar: { datetime: 'created_on', title: 'title' },
          timeline: { date: 'created_on', title: '{{ title }}' },
        },
      },
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await choose('Calendar');
    await page.locator('.calendar-chip').first().waitFor();
    await page.screenshot({ path: `${OUT}/listing-calendar.png` });
    await choose('Timeline');
    await page.getByText(first.title).first().waitFor();
    await page.screenshot({ path: `${OUT}/listing-timeline.png` });
    await choose('Tabular');
    await column(page, 'Status').waitFor();
  });

  it('saves a bookmark and opens it from the sidebar', async () => {
    const matching = (await admin('/items/articles?limit=0&meta=filter_count&q=the')).body.meta
      .filter_count as number;
    // The search applies after its debounce (the count in the box says so) and is kept in the
    // user's listing preferences.
    const kept = page.waitForResponse(
      (r) => r.url().includes('/collection_presets') && (r.request().postData() ?? '').includes('"the"'),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill('the');
    await expect.poll(() => shownCount(page)).toBe(matching);
    await kept;
    await page.getByRole('button', { name: 'Save as Bookmark' }).click();
    await page.getByRole('textbox', { name: /Name this bookmark/ }).fill('Articles with the');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    const link = page.getByRole('navigation').getByRole('link', { name: 'Articles with the' });
    await link.waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: /Saved as the bookmark/ }).isDisabled())
      .toBe(true);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
    await link.click();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('the');
    expect(page.url()).not.toContain('?b=');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
  });

  it('selects all with mod+a and batch deletes after confirming the count', async () => {
    const word = 'zebra';
    for (let i = 0; i < 3; i++) {
      await admin('/items/articles', { method: 'POST', json: { title: `${word} ${i}`, status: 'draft' } });
    }
    await openArticles(page);
    await page.getByRole('searchbox', { name: 'Search' }).fill(word);
    await expect.poll(() => shownCount(page)).toBe(3);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.getByRole('button', { name: 'Delete 3 items' }).click();
    await page
      .getByRole('alertdialog')
      .getByText(/these 3 items/)
      .waitFor();
    await page.screenshot({ path: `${OUT}/listing-batch-delete.png` });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect
      .poll(
        async () =>
          (await admin(`/items/articles?limit=1&meta=filter_count&q=${word}`)).body.meta.filter_count,
      )
      .toBe(0);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('');
  });

  it('drags a row in manual sort and keeps the order after a reload', async () => {
    await openArticles(page);
    const toggle = page.getByRole('button', { name: 'Enable manual sorting' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const firstKey = async () =>
      (await rows(page).nth(1).getByRole('checkbox').getAttribute('aria-label'))?.replace('Select item ', '');
    const before = await firstKey();
    await rows(page).nth(1).getByRole('button', { name: 'Drag to reorder' }).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key);
      await page.waitForTimeout(300);
    }
    await expect.poll(firstKey).not.toBe(before);
    const moved = await firstKey();
    await page.waitForTimeout(800);
    await page.reload();
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(firstKey).toBe(moved);
  });

  it('the editor sees only permitted collections, rows and buttons', async () => {
    const editorPage = await newPage(browser);
    await demo.signIn(editorPage, 'editor');
    await openArticles(editorPage);
    expect(await editorPage.getByRole('navigation').getByRole('link', { name: 'Home' }).count()).toBe(0);
    await editorPage.getByRole('link', { name: 'Add New' }).waitFor();
    await rows(editorPage).nth(1).getByRole('checkbox').check();
    await rows(editorPage).nth(2).getByRole('checkbox').check();
    // Delete is none for the role; the admin's articles can't be batch edited ('mine').
    expect(await editorPage.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(await editorPage.getByRole('button', { name: /^Edit \d+ items/ }).count()).toBe(0);
    expect(await editorPage.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    await editorPage.screenshot({ path: `${OUT}/listing-editor.png` });
    await editorPage.context().close();
  });

  it('fits a narrow window, dark and in German: nothing overflows the screen', async () => {
    const editor = await demo.api('editor');
    expect((await editor('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } })).status).toBe(200);
    const de = await newPage(browser, { viewport: { width: 420, height: 800 }, colorScheme: 'dark' });
    await demo.signIn(de, 'editor');
    await de.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await rows(de).nth(1).waitFor();
    await de.waitForTimeout(300);
    /**
     * Elements of the header and the form whose visible right edge leaves the page (left of the
     * sidebar). What an ancestor clips (a map's panes inside its container) shows only up to it.
     */
    const overflowing = () =>
      de.evaluate(() => {
        const right = document.querySelector('.page-header')!.getBoundingClientRect().right;
        const visibleRight = (el: Element) => {
          let edge = el.getBoundingClientRect().right;
          // Only clipping inside the field or header counts: the page's own scroll areas would
          // hide exactly the overflow this looks for.
          const region = el.closest('.form-field, .page-header');
          for (let a = el.parentElement; a && a !== region; a = a.parentElement) {
            if (getComputedStyle(a).overflowX !== 'visible')
              edge = Math.min(edge, a.getBoundingClientRect().right);
          }
          return edge;
        };
        return [...document.querySelectorAll<HTMLElement>('.page-header *, .form-field *')]
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => visibleRight(el) > right + 1)
          .map((el) => el.className || el.tagName);
      });
    await de.screenshot({ path: `${OUT}/listing-narrow-dark-de.png` });
    expect(await overflowing()).toEqual([]);
    // The title keeps room beside the search box.
    expect(
      (await de.getByRole('heading', { name: 'Articles', level: 1 }).boundingBox())!.width,
    ).toBeGreaterThan(40);
    await rows(de).nth(1).click();
    await de.locator('.form-field').first().waitFor();
    await de.waitForTimeout(500);
    await de.screenshot({ path: `${OUT}/edit-narrow-dark-de.png`, fullPage: true });
    expect(await overflowing()).toEqual([]);
    await de.context().close();
  });
});
