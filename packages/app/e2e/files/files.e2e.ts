/**
 * The file library end to end (issue 10): cards with thumbnails, New → the file upload modal,
 * two files at once with visible progress then listed, and the warning for a file over the
 * server's maximum size.
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

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function fileCount(): Promise<number> {
  return (await admin('/files?limit=1&meta=total_count')).body.meta.total_count as number;
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('the file library', () => {
  it('lists the files as cards with thumbnails', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/files`);
    await page.getByRole('heading', { name: 'File Library', level: 1 }).waitFor();
    await page.locator('.card img').first().waitFor();
    await page.screenshot({ path: `${OUT}/files-library.png` });
  });

  it('uploads two files with visible progress and lists them', async () => {
    const before = await fileCount();
    await page.getByRole('button', { name: 'New File' }).click();
    const dialog = page.getByRole('dialog', { name: 'File Upload' });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'first-e2e.png', mimeType: 'image/png', buffer: PNG },
      { name: 'second-e2e.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await dialog.getByRole('progressbar', { name: 'Upload of first-e2e.png' }).waitFor();
    await dialog.getByRole('progressbar', { name: 'Upload of second-e2e.png' }).waitFor();
    await expect.poll(() => dialog.getByText('100%').count()).toBe(2);
    await page.screenshot({ path: `${OUT}/files-upload.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    expect(await fileCount()).toBe(before + 2);
    const placeholder = () => page.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder');
    await expect.poll(placeholder).toBe(`${before + 2} Items`);
  });

  it('warns about a file over the maximum size with its name', async () => {
    // The server answers the real limit (100 MB); the project info is narrowed to 10 bytes here.
    await page.route(`**/${demo.project}/`, async (route) => {
      const res = await route.fetch();
      const body = await res.json();
      body.data.server = { ...(body.data.server ?? {}), max_upload_size: 10 };
      await route.fulfill({ response: res, json: body });
    });
    await page.reload();
    await page.getByRole('button', { name: 'New File' }).click();
    const dialog = page.getByRole('dialog', { name: 'File Upload' });
    await dialog
      .locator('input[type=file]')
      .setInputFiles([{ name: 'too-big.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByText('“too-big.png” is larger than the server allows.').waitFor();
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    await page.screenshot({ path: `${OUT}/files-oversize.png` });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.unroute(`**/${demo.project}/`);
  });
});
