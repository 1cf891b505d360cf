/**
 * The edit screen end to end (issue 11) against the demo seed: create and save, save as copy,
 * the unsaved-changes dialog, batch edit, soft delete, comments, revert, stale-write conflicts,
 * the keyboard alone; plus the time to an interactive form.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let ids: number[] = [];

const OUT = 'e2e/.output';
const itemUrl = (id: number | string, collection = 'articles') =>
  `${demo.appUrl}#/${demo.project}/collections/${collection}/${id}`;
// The article's own title; the translations field below it has a Title input per language.
const title = (p: Page) => p.locator('#field-articles-title');

async function openItem(p: Page, id: number | string) {
  await p.goto(itemUrl(id));
  await title(p).waitFor();
}

async function article(id: number | string): Promise<Record<string, unknown>> {
  const res = await admin(`/items/articles/${id}`);
  return res.body.data as Record<string, unknown>;
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  const list = await admin('/items/articles?limit=4&fields=id&sort=id');
  ids = (list.body.data as { id: number }[]).map((r) => r.id);
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the edit screen', () => {
  it('opens an article: fields in sort order on the grid, status in the header', async () => {
    const started = Date.now();
    await openItem(page, ids[0]!);
    const cold = Date.now() - started;
    await page.getByText('Editing Articles').first().waitFor();
    await page.screenshot({ path: `${OUT}/edit-article-light.png`, fullPage: true });
    // Title comes before the slug and both are on screen.
    const order = await page.$$eval('.form-field', (els) => els.map((e) => e.getAttribute('data-field')));
    expect(order.indexOf('title')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('title')).toBeLessThan(order.indexOf('slug'));
    const js = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js'))
        .reduce((sum, e) => sum + ((e as PerformanceResourceTiming).decodedBodySize || 0), 0),
    );
    // Warm: another article from inside the app (chunks cached), navigation to an editable form.
    await page.evaluate(() => performance.mark('warm-start'));
    await page.evaluate(
      ([p, id]) => (location.hash = `#/${p}/collections/articles/${id}`),
      [demo.project, String(ids[1])],
    );
    await page.waitForFunction(
      (v) => (document.getElementById('field-articles-title') as HTMLInputElement | null)?.value === v,
      String((await article(ids[1]!)).title),
    );
    const warm = await page.evaluate(
      () => performance.now() - performance.getEntriesByName('warm-start')[0]!.startTime,
    );
    process.stdout.write(
      `article form interactive: cold ${cold} ms (sign-in session, full page load), warm ${Math.round(warm)} ms; JS loaded ${Math.round(js / 1024)} KiB (decoded)\n`,
    );
    expect(warm).toBeLessThan(3000);
  });

  it('edit then leave: the unsaved dialog keeps the edits, discard leaves', async () => {
    await openItem(page, ids[0]!);
    const before = await title(page).inputValue();
    await title(page).fill(`${before} (edited)`);
    const leave = page.getByRole('navigation').getByRole('link', { name: 'Authors' });
    await leave.click();
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await page.screenshot({ path: `${OUT}/edit-unsaved-dialog.png` });
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await title(page).inputValue()).toBe(`${before} (edited)`);
    expect(page.url()).toContain(`/articles/${ids[0]}`);
    await leave.click();
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/authors'));
    expect((await article(ids[0]!)).title).toBe(before);
  });

  it('asks before leaving unsaved edits for an address typed or set by script (issue 31 #10)', async () => {
    await openItem(page, ids[1]!);
    await title(page).fill('Edited, then the address changed');
    const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });
    // As typing another address does: a hash change the app's router did not make.
    await page.evaluate((p) => (location.hash = `#/${p}/collections/tags`), demo.project);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    expect(await page.evaluate(() => location.hash)).toBe(`#/${demo.project}/collections/articles/${ids[1]}`);
    expect(await title(page).inputValue()).toBe('Edited, then the address changed');
    await page.evaluate((p) => (location.hash = `#/${p}/collections/tags`), demo.project);
    await dialog.getByRole('button', { name: 'Discard changes' }).click();
    await page.waitForFunction((p) => location.hash === `#/${p}/collections/tags`, demo.project);
    await page.getByRole('heading', { name: 'Tags', level: 1 }).waitFor();
  });

  it('creates an item, saves and stays, and finds its values after a reload', async () => {
    await page.goto(itemUrl('+'));
    await title(page).waitFor();
    await title(page).fill('A brand new article');
    await page.locator('#field-articles-summary').fill('A short summary');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ index: 2 });
    const category = await page.getByRole('combobox', { name: 'Category', exact: true }).inputValue();
    await page.locator('[data-field="featured"]').getByRole('switch').focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Save and stay' }).click();
    await page.waitForFunction(() => /\/articles\/\d+$/.test(location.hash));
    const id = page.url().split('/').pop()!;
    await page.reload();
    await title(page).waitFor();
    expect(await title(page).inputValue()).toBe('A brand new article');
    expect(await page.locator('#field-articles-summary').inputValue()).toBe('A short summary');
    expect(await page.getByRole('combobox', { name: 'Category', exact: true }).inputValue()).toBe(category);
    const saved = await article(id);
    expect(saved).toMatchObject({ title: 'A brand new article', summary: 'A short summary', category });
    expect(saved.featured === true || saved.featured === 1).toBe(true);
  });

  it('saves as copy: a new item with the same title', async () => {
    await openItem(page, ids[1]!);
    const original = await title(page).inputValue();
    await page.getByRole('button', { name: 'More save options' }).click();
    await page.getByRole('menuitem', { name: 'Save as copy' }).click();
    await page.waitForFunction(
      (id) => /\/articles\/\d+$/.test(location.hash) && !location.hash.endsWith(`/${id}`),
      ids[1],
    );
    await title(page).waitFor();
    const copyId = page.url().split('/').pop()!;
    expect(copyId).not.toBe(String(ids[1]));
    const copy = await article(copyId);
    expect(copy.title).toBe(original);
  });

  it('mod+s saves and stays, with the keyboard alone', async () => {
    await openItem(page, ids[2]!);
    await title(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Typed with the keyboard');
    await page.keyboard.press('Tab');
    await page.screenshot({ path: `${OUT}/edit-keyboard-focus.png` });
    await page.keyboard.press('ControlOrMeta+s');
    // Saved when the server has it (an earlier test's toast may still be on screen).
    await expect.poll(async () => (await article(ids[2]!)).title).toBe('Typed with the keyboard');
    expect(page.url()).toContain(`/articles/${ids[2]}`);
  });

  it('saves twice in a row: the second save sends the version the first one made', async () => {
    await openItem(page, ids[3]!);
    // The timeline's reads answer after the item's own: its read lands while the first edit is
    // still staged (issue 31 #1: the form kept the version it loaded, and the second save was
    // refused as a conflict with the first).
    await page.route(/\/(activity|revisions)\b/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.fallback();
    });
    const patches: number[] = [];
    const onResponse = (r: Response) => {
      if (r.request().method() === 'PATCH' && r.url().includes(`/items/articles/${ids[3]}`))
        patches.push(r.status());
    };
    page.on('response', onResponse);
    for (const [n, text] of ['Saved once', 'Saved twice', 'Saved three times'].entries()) {
      await title(page).fill(text);
      await page.locator('.header-save:not([disabled])').waitFor();
      await page.keyboard.press('ControlOrMeta+s');
      await expect.poll(() => patches.length, { timeout: 10_000 }).toBe(n + 1);
      await page.locator('.header-save:not([disabled])').waitFor();
      expect(patches[n]).toBe(200);
      expect((await article(ids[3]!)).title).toBe(text);
    }
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    page.off('response', onResponse);
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('posts a comment (disabled while empty)', async () => {
    await openItem(page, ids[2]!);
    const box = page.getByRole('textbox', { name: 'Leave a comment…' });
    await box.waitFor();
    const send = page.getByRole('button', { name: 'Comment', exact: true });
    await box.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await box.fill('Looks #good <b>to me</b>');
    await box.press('ControlOrMeta+Enter');
    await page.locator('.timeline-comment', { hasText: 'Looks good <b>to me</b>' }).waitFor();
    await page.screenshot({ path: `${OUT}/edit-timeline.png` });
  });

  it('reverts to an earlier revision and shows the old values', async () => {
    await openItem(page, ids[2]!);
    const revert = page.getByRole('button', { name: 'Preview and revert' }).last();
    await revert.waitFor();
    await revert.click();
    const dialog = page.getByRole('dialog', { name: 'Preview and revert' });
    await dialog.waitFor();
    const old = await dialog.getByRole('textbox', { name: 'Title', exact: true }).first().inputValue();
    expect(old).not.toBe('Typed with the keyboard');
    await page.screenshot({ path: `${OUT}/edit-revert-modal.png` });
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction((v) => {
      const el = document.getElementById('field-articles-title') as HTMLInputElement | null;
      return el?.value === v;
    }, old);
    expect((await article(ids[2]!)).title).toBe(old);
  });

  it('batch edits two items after the update confirmation', async () => {
    await page.goto(itemUrl(`${ids[0]},${ids[1]}`));
    await page.getByText('Batch Editing Articles').first().waitFor();
    // No field switched on: nothing is saved, and no toast says it was (issue 31 #12).
    const before = (await article(ids[0]!)).modified_on;
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Update' }).click();
    await page.getByText('Nothing to save').first().waitFor();
    expect(await page.getByText('2 items saved').count()).toBe(0);
    expect((await article(ids[0]!)).modified_on).toBe(before);
    await page.locator('.switch', { hasText: 'Change Title on all' }).click();
    await title(page).fill('Same title for both');
    await page.screenshot({ path: `${OUT}/edit-batch.png` });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('button', { name: 'Update' }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/articles'));
    expect((await article(ids[0]!)).title).toBe('Same title for both');
    expect((await article(ids[1]!)).title).toBe('Same title for both');
  });

  it('deletes with the soft-delete status', async () => {
    await openItem(page, ids[3]!);
    await page.getByRole('button', { name: 'Delete' }).click();
    // A soft delete can be undone, and the question says so (issue 31 #12).
    const question = await page.getByRole('alertdialog').textContent();
    expect(question).toContain('can restore it');
    expect(question).not.toContain('can not be undone');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Item deleted').first().waitFor();
    await page.waitForFunction(() => location.hash.endsWith('/collections/articles'));
    expect((await article(ids[3]!)).status).toBe('deleted');
  });

  it('a save that ends after the user went elsewhere does not take them back', async () => {
    for (const [i, [screen, shown]] of (
      [
        // A screen whose code is loaded: it replaces the editor at once.
        ['collections/authors', '.tabular-body-row'],
        // A screen whose code is still loading when the answer comes: the router keeps the
        // editor rendered meanwhile, at its old location.
        ['settings', '.settings-home'],
      ] as const
    ).entries()) {
      const name = `Saved while I left ${i}`;
      await page.goto(itemUrl('+'));
      await title(page).waitFor();
      await title(page).fill(name);
      // The server's answer held until the user is on the other screen.
      let answer!: () => void;
      const answered = new Promise<void>((r) => (answer = r));
      const post = /\/items\/articles(\?|$)/;
      await page.route(post, async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        await answered;
        await route.continue();
      });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      let loadCode!: () => void;
      const codeHeld = new Promise<void>((r) => (loadCode = r));
      const code = /\/assets\/.*\.js$/;
      if (i === 1)
        await page.route(code, async (route) => {
          await codeHeld;
          await route.continue();
        });
      await page.goto(`${demo.appUrl}#/${demo.project}/${screen}`);
      if (i === 0) await page.locator(shown).first().waitFor();
      const saved = page.waitForResponse((r) => post.test(r.url()) && r.request().method() === 'POST');
      answer();
      expect((await saved).status()).toBe(200);
      await page.unroute(post);
      // The app takes its answer (and would leave) before the held code arrives.
      await page.waitForTimeout(500);
      loadCode();
      await page.locator(shown).first().waitFor();
      const found = await admin(`/items/articles?filter[title][eq]=${encodeURIComponent(name)}`);
      expect(found.body.data).toHaveLength(1);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => location.hash)).toBe(`#/${demo.project}/${screen}`);
    }
    await page.unrouteAll({ behavior: 'wait' });
  });

  it('a stale save gets the conflict choice, and keeping mine overwrites knowingly', async () => {
    const other = await newPage(browser);
    await demo.signIn(other, 'admin');
    await openItem(page, ids[2]!);
    await openItem(other, ids[2]!);
    await title(other).fill('Saved by the other tab');
    await other.keyboard.press('ControlOrMeta+s');
    await other.getByText('Item saved').first().waitFor();
    await title(page).fill('Saved by me, later');
    await page.keyboard.press('ControlOrMeta+s');
    const dialog = page.getByRole('alertdialog', { name: 'This item was changed meanwhile' });
    await dialog.waitFor();
    expect((await article(ids[2]!)).title).toBe('Saved by the other tab');
    await dialog.getByRole('button', { name: 'See their version' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Title', exact: true }).first().inputValue()).toBe(
      'Saved by the other tab',
    );
    await page.screenshot({ path: `${OUT}/edit-conflict.png` });
    await dialog.getByRole('button', { name: 'Keep mine and overwrite' }).click();
    await page.getByText('Item saved').first().waitFor();
    expect((await article(ids[2]!)).title).toBe('Saved by me, later');
    await other.context().close();
  });

  it('looks right dark, narrow, in German, and read-only for the editor', async () => {
    const dark = page;
    await dark.emulateMedia({ colorScheme: 'dark' });
    await openItem(dark, ids[0]!);
    await dark.screenshot({ path: `${OUT}/edit-article-dark.png`, fullPage: true });
    await dark.setViewportSize({ width: 600, height: 900 });
    await dark.waitForTimeout(300);
    await dark.screenshot({ path: `${OUT}/edit-article-narrow.png`, fullPage: true });
    // A phone's width: the header's buttons keep their size and the title keeps some room.
    await dark.setViewportSize({ width: 420, height: 800 });
    await dark.waitForTimeout(300);
    const header = dark.locator('.page-header');
    await header.screenshot({ path: `${OUT}/edit-header-420.png` });
    await dark.screenshot({ path: `${OUT}/edit-420-full.png` });
    const buttons = await header
      .getByRole('button')
      .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().width));
    expect(Math.min(...buttons)).toBeGreaterThanOrEqual(36);
    expect((await header.locator('.page-title').boundingBox())!.width).toBeGreaterThanOrEqual(60);
    expect(await dark.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    await dark.setViewportSize({ width: 1300, height: 800 });
    // The UI speaks the user's language: the editor's is set to German first.
    const editor = await demo.api('editor');
    const me = await editor('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } });
    expect(me.status).toBe(200);
    const de = await newPage(browser);
    await demo.signIn(de, 'editor');
    await de.goto(itemUrl(ids[0]!));
    await de.locator('.form-field').first().waitFor();
    // The editor may not change published articles: the whole form is read-only.
    await de.waitForTimeout(500);
    await de
      .getByText('Speichern')
      .first()
      .waitFor({ state: 'attached', timeout: 3000 })
      .catch(() => undefined);
    await de.screenshot({ path: `${OUT}/edit-article-editor-de.png`, fullPage: true });
    await de.context().close();
  });

  it('edits a user and a file through their alias routes', async () => {
    const me = (await admin('/users/me?fields=id,first_name')).body.data as {
      id: number;
      first_name: string;
    };
    await page.goto(`${demo.appUrl}#/${demo.project}/users/${me.id}`);
    const first = page.getByRole('textbox', { name: 'First Name', exact: true });
    await first.waitFor();
    await expect.poll(() => first.inputValue()).toBe(me.first_name);
    const file = (await admin('/files?limit=1&fields=id,title')).body.data[0] as {
      id: number;
      title: string;
    };
    await page.goto(`${demo.appUrl}#/${demo.project}/files/${file.id}`);
    const fileTitle = page.getByRole('textbox', { name: 'Title', exact: true });
    await fileTitle.waitFor();
    await expect.poll(() => fileTitle.inputValue()).toBe(file.title);
  });
});
