/**
 * Relational editing end to end (issue 12) on the demo seed: an article gets an author through the
 * item select modal (32 authors, above the many-to-one threshold of 20) with a search, two tags
 * (many-to-many) and a title translated in two languages; saved, reloaded, every relation intact.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let id: number;
let author: { id: number; name: string };
/** The tags the first test saved on the article. */
let savedTags: string[] = [];

const OUT = 'e2e/.output';
const field = (name: string) => page.locator(`[data-field="${name}"]`).first();

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  const authors = await admin('/items/authors?limit=-1&fields=id,name&sort=id');
  author = authors.body.data.at(-1);
  const created = await admin('/items/articles?fields=id', {
    method: 'POST',
    json: { title: 'Relational round trip', status: 'draft' },
  });
  id = created.body.data.id;
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('relational interfaces in Chromium', () => {
  it('an article with an author (modal + search), tags and a translated title survives a save and a reload', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${id}`);
    await field('author').getByRole('button', { name: 'Author', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Select Item' });
    await modal.getByRole('searchbox').fill(author.name);
    // The search applies after 850 ms: only matching rows stay.
    await modal
      .getByRole('row', { name: new RegExp(author.name) })
      .first()
      .waitFor();
    await page.waitForFunction(
      (name) =>
        [...document.querySelectorAll('.item-select .tabular-body-row')].every((r) =>
          r.textContent?.includes(name),
        ),
      author.name,
    );
    await page.screenshot({ path: `${OUT}/relational-select-modal.png` });
    await modal
      .getByRole('row', { name: new RegExp(author.name) })
      .first()
      .click();
    await modal.getByRole('button', { name: 'Done' }).click();
    await field('author').getByText(author.name).waitFor();

    await field('tags').getByRole('button', { name: 'Select Existing' }).click();
    const tagModal = page.getByRole('dialog', { name: 'Select Items' });
    const rows = tagModal.locator('.tabular-body-row');
    await rows.first().waitFor();
    const picked = [(await rows.nth(0).innerText()).trim(), (await rows.nth(1).innerText()).trim()];
    await rows.nth(0).click();
    await rows.nth(1).click();
    await tagModal.getByRole('button', { name: 'Done' }).click();

    const translations = field('translations');
    await translations.getByRole('tab', { name: 'English' }).click();
    await translations.getByRole('textbox', { name: 'Title' }).fill('A round trip');
    await translations.getByRole('tab', { name: 'Deutsch' }).click();
    await translations.getByRole('textbox', { name: 'Title' }).fill('Eine Rundreise');
    await page.screenshot({ path: `${OUT}/relational-form-light.png`, fullPage: true });

    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Save and stay' }).click();
    await page.getByText('Item saved').first().waitFor();

    const saved = await admin(
      `/items/articles/${id}?fields=author,tags.tag.name,translations.language,translations.title`,
    );
    const data = saved.body.data;
    expect(data.author).toBe(author.id);
    expect(data.tags.map((t: { tag: { name: string } }) => t.tag.name).sort()).toEqual(
      picked.map((p) => p.split('\n')[0]!.trim()).sort(),
    );
    expect(
      data.translations.map((t: { language: string; title: string }) => `${t.language}:${t.title}`).sort(),
    ).toEqual(['de-DE:Eine Rundreise', 'en-US:A round trip']);

    savedTags = data.tags.map((t: { tag: { name: string } }) => t.tag.name);
    await page.reload();
    await field('author').getByText(author.name).waitFor();
    for (const name of savedTags) await field('tags').getByText(name, { exact: true }).waitFor();
    await field('translations').getByRole('tab', { name: 'Deutsch' }).click();
    expect(await field('translations').getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Eine Rundreise',
    );
  });

  it('opens without layout shifts, even with the rich text editor arriving late', async () => {
    // Chromium's layout-shift entries, summed from the page's start (its layout shift score).
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__shift += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The editor's chunk held back, as on a slow network: its placeholder stands in.
    const held = /assets\/Editor-[^/]*\.js$/;
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    await page.route(held, async (route) => {
      await released;
      await route.continue();
    });
    await page.reload();
    await field('tags').getByRole('button', { name: 'Select Existing' }).waitFor();
    await field('body').locator('.wysiwyg-placeholder').waitFor();
    const before = (await field('tags').boundingBox())!.y;
    release();
    await field('body').getByRole('toolbar').waitFor();
    expect(await field('body').locator('.wysiwyg-placeholder').count()).toBe(0);
    expect((await field('tags').boundingBox())!.y).toBe(before);
    await page.unroute(held);
    // The form appears whole (not as placeholders that then take their fields' heights).
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);
  });

  it('the select modal in the dark theme and a narrow window', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 760 });
    // Reopened narrow: the info sidebar only opens by itself above 1235 px.
    await page.reload();
    // The relational fields fill in after the form appears and move what is below them: click
    // only once the form has settled (a click during a shift can land beside the button).
    await field('author').getByText(author.name).waitFor();
    for (const name of savedTags) await field('tags').getByText(name, { exact: true }).waitFor();
    await field('translations').getByRole('tab', { name: 'Deutsch' }).waitFor();
    await field('tags').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/relational-tags-dark-narrow.png` });
    await field('tags').getByRole('button', { name: 'Select Existing' }).click();
    const modal = page.getByRole('dialog', { name: 'Select Items' });
    await modal.locator('.tabular-body-row').first().waitFor();
    await page.screenshot({ path: `${OUT}/relational-select-modal-dark-narrow.png` });
    await modal.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('manual sorting of related rows in Chromium', () => {
  type Named = { id: number; name: string };
  const rowNames = (name: string) =>
    field(name)
      .locator('.related-body-row')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
  const handle = (name: string, row: string) =>
    field(name)
      .getByRole('row', { name: row, exact: true })
      .getByRole('button', { name: /Drag to reorder|Ziehen/ });
  const save = async () => {
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Save and stay' }).click();
    await page.getByText('Item saved').first().waitFor();
  };

  it('many-to-many through a junction with a sort field: drag and keyboard moves, saved and reloaded in order', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
    // The demo's junction gets a sort field: its rows become sortable.
    const added = await admin('/fields/articles_tags', {
      method: 'POST',
      json: { field: 'sort', type: 'sort', datatype: 'INT', interface: 'sort', hidden_detail: true, sort: 4 },
    });
    expect(added.status).toBe(200);
    const tags: Named[] = (await admin('/items/tags?limit=3&fields=id,name&sort=id')).body.data;
    const [a, b, c] = tags.map((t) => t.name) as [string, string, string];
    const created = await admin('/items/articles?fields=id', {
      method: 'POST',
      json: {
        title: 'Sorted tags',
        status: 'draft',
        tags: tags.map((t, i) => ({ tag: t.id, sort: i + 1 })),
      },
    });
    const article = created.body.data.id as number;
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${article}`);
    // The schema changed under the signed-in app: start it again.
    await page.reload();
    await field('tags').getByRole('row', { name: c, exact: true }).waitFor();
    expect(await rowNames('tags')).toEqual([a, b, c]);

    // Drag the last row above the first with the pointer.
    await field('tags').scrollIntoViewIfNeeded();
    const from = (await handle('tags', c).boundingBox())!;
    const to = (await handle('tags', a).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
    await page.screenshot({ path: `${OUT}/relational-sort-dragging.png` });
    await page.mouse.up();
    await expect.poll(() => rowNames('tags')).toEqual([c, a, b]);

    // dnd-kit's keyboard drag: Space lifts, ArrowDown moves, Space drops.
    await handle('tags', a).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    // Dropped once the row below has made room (moved up).
    await expect
      .poll(() =>
        field('tags')
          .getByRole('row', { name: b, exact: true })
          .evaluate((r) => (r as HTMLElement).style.transform),
      )
      .toContain('translateY(-');
    await page.screenshot({ path: `${OUT}/relational-sort-keyboard.png` });
    await page.keyboard.press('Space');
    await expect.poll(() => rowNames('tags')).toEqual([c, b, a]);
    // A screen reader hears the row's name and place, not internal ids.
    await expect
      .poll(() => page.locator('[id^="DndLiveRegion"]').allTextContents())
      .toContainEqual(`${a} dropped at position 3 of 3.`);
    await field('tags').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/relational-sort-tags-light.png` });

    await save();
    const saved = await admin(
      `/items/articles_tags?filter[article][eq]=${article}&sort=sort&fields=sort,tag.name`,
    );
    expect(saved.body.data.map((r: { tag: { name: string } }) => r.tag.name)).toEqual([c, b, a]);
    await page.reload();
    await field('tags').getByRole('row', { name: a, exact: true }).waitFor();
    expect(await rowNames('tags')).toEqual([c, b, a]);
  });

  it('one-to-many with sort_field: arrow keys on a handle move a row; a header click only sorts the view', async () => {
    // Authors get an "articles" one-to-many ordered by the articles' sort field.
    const relations = await admin(
      '/relations?filter[collection_many][eq]=articles&filter[field_many][eq]=author',
    );
    const relation = relations.body.data[0].id as number;
    expect(
      (await admin(`/relations/${relation}`, { method: 'PATCH', json: { field_one: 'articles' } })).status,
    ).toBe(200);
    const field_ = await admin('/fields/authors', {
      method: 'POST',
      json: {
        field: 'articles',
        type: 'o2m',
        interface: 'one-to-many',
        options: { fields: 'title,status', sort_field: 'sort' },
        width: 'full',
      },
    });
    expect(field_.status).toBe(200);
    const created = await admin('/items/authors?fields=id', {
      method: 'POST',
      json: {
        name: 'Sorting Author',
        articles: ['Chapter A', 'Chapter B', 'Chapter C'].map((title) => ({ title, status: 'draft' })),
      },
    });
    const author = created.body.data.id as number;
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/authors/${author}`);
    // The schema changed under the signed-in app: start it again.
    await page.reload();
    await field('articles').getByRole('row', { name: 'Chapter C', exact: true }).waitFor();
    expect(await rowNames('articles')).toEqual(['Chapter A', 'Chapter B', 'Chapter C']);

    // A header click sorts the rows on screen only (and turns the handles off meanwhile).
    const title = field('articles').getByRole('columnheader', { name: 'Title' }).getByRole('button');
    await title.click();
    await title.click();
    expect(await rowNames('articles')).toEqual(['Chapter C', 'Chapter B', 'Chapter A']);
    expect(await handle('articles', 'Chapter C').isDisabled()).toBe(true);
    await title.click();
    expect(await rowNames('articles')).toEqual(['Chapter A', 'Chapter B', 'Chapter C']);

    await handle('articles', 'Chapter C').focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await rowNames('articles')).toEqual(['Chapter C', 'Chapter A', 'Chapter B']);
    // Focus stays on the moved row's handle.
    expect(
      await page.evaluate(() =>
        document.activeElement?.closest('.related-body-row')?.getAttribute('aria-label'),
      ),
    ).toBe('Chapter C');
    await save();
    const saved = await admin(`/items/articles?filter[author][eq]=${author}&sort=sort&fields=title`);
    expect(saved.body.data.map((r: { title: string }) => r.title)).toEqual([
      'Chapter C',
      'Chapter A',
      'Chapter B',
    ]);

    // The same table in the dark theme, in a narrow window, in German.
    expect((await admin('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } })).status).toBe(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.reload();
    await field('articles').getByRole('row', { name: 'Chapter B', exact: true }).waitFor();
    expect(await rowNames('articles')).toEqual(['Chapter C', 'Chapter A', 'Chapter B']);
    await field('articles').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/relational-sort-o2m-dark-narrow-de.png` });
    await admin('/users/me', { method: 'PATCH', json: { locale: 'en-US' } });
  });
});
