/**
 * The wysiwyg interface on the demo article body: opening an article whose stored HTML the
 * editor rewrites stages nothing (no unsaved-changes dialog, a save leaves the body untouched);
 * the image button inserts an image of the file library, and the saved HTML holds its URL.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let ids: number[] = [];

const OUT = 'e2e/.output';
const itemUrl = (id: number) => `${demo.appUrl}#/${demo.project}/collections/articles/${id}`;
const editor = (p: Page) => p.locator('[data-field="body"] .wysiwyg-content');
const hasEdits = (p: Page) => p.locator('.header-save[data-has-edits]');

async function body(id: number): Promise<string> {
  const res = await admin(`/items/articles/${id}?fields=body`);
  return (res.body.data as { body: string }).body;
}

async function openArticle(p: Page, id: number) {
  await p.goto(itemUrl(id));
  // The form mounts the editor once its field comes near the screen.
  const field = p.locator('[data-field="body"]');
  await field.waitFor();
  await field.scrollIntoViewIfNeeded();
  await editor(p).waitFor();
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  const list = await admin('/items/articles?limit=3&fields=id&sort=id');
  ids = (list.body.data as { id: number }[]).map((r) => r.id);
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('wysiwyg', () => {
  it('opening the demo article stages nothing: no marker, no dialog, and a save keeps the body', async () => {
    const id = ids[0]!;
    const stored = await body(id);
    // The seed joins its blocks with newlines, which the editor does not keep.
    expect(stored).toContain('\n');
    await openArticle(page, id);
    // Click into the text, move the cursor, and leave the editor, without typing.
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('ArrowUp');
    await page.locator('#field-articles-title').click();
    await page.waitForTimeout(600);
    expect(await hasEdits(page).count()).toBe(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Authors' }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/authors'));
    expect(await page.getByRole('alertdialog').count()).toBe(0);

    await openArticle(page, id);
    await editor(page).click();
    await page.waitForTimeout(400);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/articles'));
    expect(await body(id)).toBe(stored);
  });

  it('typing marks the form edited, and the save stores the new HTML', async () => {
    const id = ids[1]!;
    await openArticle(page, id);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.type('Freshly typed. ');
    await hasEdits(page).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/articles'));
    expect(await body(id)).toMatch(/^<p>Freshly typed\. /);
  });

  it('inserts an image of the file library into the body; the saved HTML holds its URL', async () => {
    const id = ids[2]!;
    const files = await admin('/files?limit=1&sort=id&filter[type][contains]=image/');
    const image = files.body.data[0] as { id: number; title: string; data: { full_url: string } };
    await openArticle(page, id);
    await editor(page).click();
    await page.keyboard.press('ControlOrMeta+End');
    const toolbar = page.locator('[data-field="body"]').getByRole('toolbar');
    await toolbar.screenshot({ path: `${OUT}/wysiwyg-toolbar-light.png` });
    await toolbar.getByRole('button', { name: 'Insert image' }).click();
    await page.getByRole('textbox', { name: 'Image address' }).waitFor();
    await page.locator('[data-field="body"]').screenshot({ path: `${OUT}/wysiwyg-image-prompt-light.png` });
    await page.getByRole('button', { name: 'Choose from the File Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an Image' });
    await dialog.waitFor();
    const row = dialog.getByText(image.title, { exact: true }).first();
    await row.waitFor();
    // The modal fades in.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/wysiwyg-picker-light.png` });
    await row.click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    const inserted = editor(page).locator(`img[src="${image.data.full_url}"]`);
    await inserted.waitFor();
    expect(await inserted.getAttribute('alt')).toBe(image.title);
    await inserted.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (src) => (document.querySelector(`img[src="${src}"]`) as HTMLImageElement | null)?.complete,
      image.data.full_url,
    );
    await page.locator('[data-field="body"]').screenshot({ path: `${OUT}/wysiwyg-inserted-light.png` });
    await hasEdits(page).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => location.hash.endsWith('/collections/articles'));
    const saved = await body(id);
    expect(saved).toContain(`<img src="${image.data.full_url}" alt="${image.title}">`);
  });

  it('looks right dark, narrow and in German', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openArticle(page, ids[0]!);
    const field = page.locator('[data-field="body"]');
    await field.getByRole('toolbar').getByRole('button', { name: 'Insert media' }).click();
    await page.getByRole('textbox', { name: 'Media address' }).waitFor();
    await field.screenshot({ path: `${OUT}/wysiwyg-media-prompt-dark.png` });
    await page.getByRole('button', { name: 'Choose from the File Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a File' });
    await dialog.getByText('image/jpeg').first().waitFor();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${OUT}/wysiwyg-picker-dark.png` });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.emulateMedia({ colorScheme: 'light' });

    // A phone-sized window, signed in afresh.
    const narrow = await newPage(browser, { viewport: { width: 400, height: 860 } });
    await demo.signIn(narrow, 'admin');
    await openArticle(narrow, ids[0]!);
    const narrowField = narrow.locator('[data-field="body"]');
    await narrowField.getByRole('toolbar').getByRole('button', { name: 'Insert media' }).click();
    await narrow.getByRole('textbox', { name: 'Media address' }).waitFor();
    await narrow.screenshot({ path: `${OUT}/wysiwyg-media-prompt-narrow.png` });
    await narrow.getByRole('button', { name: 'Choose from the File Library' }).click();
    await narrow.getByRole('dialog', { name: 'Choose a File' }).getByText('image/jpeg').first().waitFor();
    await narrow.waitForTimeout(400);
    await narrow.screenshot({ path: `${OUT}/wysiwyg-picker-narrow.png` });
    await narrow.context().close();

    const me = await admin('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } });
    expect(me.status).toBe(200);
    const de = await newPage(browser);
    await demo.signIn(de, 'admin');
    await openArticle(de, ids[0]!);
    const deField = de.locator('[data-field="body"]');
    await deField.getByRole('toolbar').getByRole('button', { name: 'Bild einfügen' }).click();
    await de.getByRole('button', { name: 'Aus der Dateibibliothek wählen' }).waitFor();
    await deField.screenshot({ path: `${OUT}/wysiwyg-image-prompt-de.png` });
    await de.getByRole('button', { name: 'Aus der Dateibibliothek wählen' }).click();
    await de.getByRole('dialog', { name: 'Bild auswählen' }).getByText('image/jpeg').first().waitFor();
    await de.waitForTimeout(400);
    await de.screenshot({ path: `${OUT}/wysiwyg-picker-de.png` });
    await de.context().close();
  });
});
