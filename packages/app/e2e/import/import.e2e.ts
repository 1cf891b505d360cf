/**
 * Import and schema screens end to end against the demo seed (issue 30): a CSV picked in the
 * Import dialog of a listing, its columns mapped, checked by a dry run that lists the failing row
 * with its line and writes nothing, then imported; Settings › Schema compares this project with
 * an uploaded snapshot and applies it after a confirmation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const SHOTS = '/work/brief/shots-s30';

const CSV = 'Name,colour,note\nImported alpha,#ff0000,x\n,#00ff00,y\nImported beta,,z\n';

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

const tagCount = async () =>
  Number((await admin('/items/tags?limit=0&meta=total_count')).body.meta.total_count);

describe('import dialog', () => {
  it('maps the columns, reports a dry run with the failing line, then imports', async () => {
    const before = await tagCount();
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/tags`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import into tags' });
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'tags.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    // "Name" is no field: mapped by hand; "note" is skipped.
    await dialog.getByRole('row', { name: /Name/ }).getByRole('button').click();
    await page.getByRole('option', { name: 'name', exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('row', { name: /note/ }).textContent())
      .toContain('Do not import');
    await page.screenshot({ path: `${SHOTS}/import-mapping.png` });

    await dialog.getByRole('button', { name: 'Check (dry run)' }).click();
    const report = dialog.getByRole('status');
    await expect.poll(() => report.textContent()).toContain('Dry run: nothing was written');
    expect(await report.textContent()).toContain('New items: 2');
    expect(await report.textContent()).toContain('Rows with errors: 1');
    const errorRow = report.getByRole('row').nth(1);
    expect(await errorRow.getByRole('cell').first().textContent()).toBe('3');
    expect(await errorRow.textContent()).toContain('name');
    expect(await tagCount()).toBe(before);
    await page.screenshot({ path: `${SHOTS}/import-dry-run.png` });

    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => report.textContent()).toContain('Import finished');
    expect(await report.textContent()).toContain('New items: 2');
    expect(await tagCount()).toBe(before + 2);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The listing reloads: its count includes the new tags.
    await expect.poll(() => page.getByRole('main').textContent()).toContain(`${before + 2} items`);
  });
});

describe('progress', () => {
  it('the bar follows the rows the server has written, then the report replaces it', async () => {
    // Enough rows for a few seconds of writing: the dialog asks every half second.
    const rows = 120_000;
    const csv = `name\n${Array.from({ length: rows }, (_, i) => `Bulk tag ${i}`).join('\n')}\n`;
    const before = await tagCount();
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/tags`);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Import into tags' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'many-tags.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('row', { name: /name/ }).waitFor();
    // Every state the progress shows, recorded in the page as it changes (the import is quick).
    await page.evaluate(() => {
      const seen: { text: string; value: number; max: number }[] = [];
      (window as unknown as { importProgress: typeof seen }).importProgress = seen;
      new MutationObserver(() => {
        const box = document.querySelector('.import-progress');
        const bar = box?.querySelector('progress');
        const text = box?.textContent ?? '';
        if (bar && text !== seen[seen.length - 1]?.text) seen.push({ text, value: bar.value, max: bar.max });
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    const report = dialog.getByRole('status');
    await expect.poll(() => report.textContent(), { timeout: 60_000 }).toContain('Import finished');
    expect(await report.textContent()).toContain(`New items: ${rows}`);
    expect(await tagCount()).toBe(before + rows);
    // The bar counted the rows the server wrote, of the file's estimated total, and moved.
    const seen = (await page.evaluate(
      () => (window as unknown as { importProgress: unknown }).importProgress,
    )) as { text: string; value: number; max: number }[];
    const counted = seen.filter((s) => /^[\d,]+ of ~[\d,]+ rows$/.test(s.text));
    expect(counted.length).toBeGreaterThanOrEqual(2);
    for (const s of counted)
      expect(s.text).toBe(`${s.value.toLocaleString('en-US')} of ~${s.max.toLocaleString('en-US')} rows`);
    expect(counted[0]!.value).toBeLessThan(counted[0]!.max);
    expect(counted[counted.length - 1]!.value).toBeGreaterThan(counted[0]!.value);
    expect(Math.abs(counted[counted.length - 1]!.max - rows)).toBeLessThan(rows * 0.1);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });
});

describe('settings › schema', () => {
  it('compares with an uploaded snapshot, marks destructive changes, applies after confirming', async () => {
    const snapshot = (await admin('/schema/snapshot')).body.data;
    snapshot.fields.push({
      collection: 'tags',
      field: 'slug',
      type: 'string',
      meta: { interface: 'text-input', options: null, required: false, sort: 9 },
      schema: {
        data_type: 'VARCHAR',
        length: '40',
        default_value: null,
        is_nullable: true,
        is_unique: false,
        is_primary_key: false,
        has_auto_increment: false,
        is_signed: false,
      },
    });
    snapshot.fields = snapshot.fields.filter(
      (f: { collection: string; field: string }) => !(f.collection === 'tags' && f.field === 'colour'),
    );

    await page.goto(`${demo.appUrl}#/${demo.project}/settings/schema`);
    await page.getByRole('heading', { name: 'Schema', level: 1 }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: 'schema.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(snapshot)),
    });
    const changes = page.getByRole('region', { name: 'Changes' });
    await expect.poll(() => changes.textContent()).toContain('tags.slug');
    const removed = changes.getByRole('listitem').filter({ hasText: 'tags.colour' });
    expect(await removed.textContent()).toContain('May lose data');
    await page.screenshot({ path: `${SHOTS}/schema-diff.png` });

    await changes.getByRole('button', { name: 'Apply changes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply changes' }).click();
    await expect.poll(() => page.getByRole('main').textContent()).toContain('The schema was updated');
    const fields = (await admin('/fields/tags')).body.data.map((f: { field: string }) => f.field);
    expect(fields).toContain('slug');
    expect(fields).not.toContain('colour');
  });
});

describe('dark and narrow', () => {
  it('offers Import on a phone-sized screen in the dark theme, with the dialog inside the screen', async () => {
    const phone = await newPage(browser, { colorScheme: 'dark', viewport: { width: 390, height: 780 } });
    await demo.signIn(phone, 'admin');
    await phone.goto(`${demo.appUrl}#/${demo.project}/collections/tags`);
    await phone.getByRole('button', { name: 'Import', exact: true }).click();
    const dialog = phone.getByRole('dialog', { name: 'Import into tags' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'tags.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await dialog.getByRole('row', { name: /colour/ }).waitFor();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await phone.screenshot({ path: `${SHOTS}/import-dark-narrow.png` });
    await phone.goto(`${demo.appUrl}#/${demo.project}/settings/schema`);
    await phone.getByRole('heading', { name: 'Schema', level: 1 }).waitFor();
    await phone.screenshot({ path: `${SHOTS}/schema-dark-narrow.png` });
    await phone.close();
  });
});
