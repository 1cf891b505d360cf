/**
 * Relational editing end to end (issue 12) on the demo seed: an article gets an author through the
 * item select modal (32 authors, above the many-to-one threshold of 20) with a search, two tags
 * (many-to-many) and a title translated in two languages; saved, reloaded, every relation intact.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from './support';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let id: number;
let author: { id: number; name: string };

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

    await page.reload();
    await field('author').getByText(author.name).waitFor();
    for (const name of data.tags.map((t: { tag: { name: string } }) => t.tag.name))
      await field('tags').getByText(name, { exact: true }).waitFor();
    await field('translations').getByRole('tab', { name: 'Deutsch' }).click();
    expect(await field('translations').getByRole('textbox', { name: 'Title' }).inputValue()).toBe(
      'Eine Rundreise',
    );
  });
});
