/**
 * Files end to end: the file library's cards with the seeded thumbnails across a layout switch;
 * the file page (details with the uploader's name, edit and save, replace, delete); the map
 * interface on an article's location, with tiles from a local tile server; and the global
 * settings' logo, foreground and background images through the file interface, shown by the app
 * and the sign-in page. Screenshots of the file page and the global settings (light, dark,
 * narrow, German) go to e2e/.output.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let tiles: http.Server;
let tileRequests = 0;
const OUT = 'e2e/.output';

/** 1×1 PNGs of two colours. */
const RED = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const GREEN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  // A tiny tile server: every tile is the same PNG.
  tiles = http.createServer((_req, res) => {
    tileRequests++;
    res.writeHead(200, { 'content-type': 'image/png', 'access-control-allow-origin': '*' }).end(GREEN);
  });
  await new Promise<void>((r) => tiles.listen(0, '127.0.0.1', r));
  demo = await startDemo();
  const configFile = path.join(demo.dataDir, 'projects', `${demo.project}.json`);
  const config = JSON.parse(await fs.readFile(configFile, 'utf8'));
  config.map = { tile_url: `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png` };
  await fs.writeFile(configFile, JSON.stringify(config, null, 2));
  admin = await demo.api('admin');
  browser = await launchBrowser();
  page = await newPage(browser);
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  await new Promise((r) => tiles?.close(r));
});

const filesUrl = (rest = '') => `${demo.appUrl}#/${demo.project}/files${rest}`;
const field = (p: Page, name: string) => p.locator(`.form-field[data-field="${name}"]`);

/** Chooses a layout in the info sidebar's View Type picker. */
async function chooseLayout(p: Page, name: string) {
  const picker = p.getByRole('button', { name: /View Type/ });
  if (!(await picker.isVisible())) await p.getByRole('button', { name: 'Info' }).first().click();
  await picker.click();
  await p.getByRole('option', { name }).click();
}

/** Whether every image the locator matches has loaded with pixels. */
const allLoaded = (images: ReturnType<Page['locator']>) =>
  images.evaluateAll((list) =>
    list.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0),
  );

describe('the file library', () => {
  it('shows the seeded images as cards with their thumbnails, and a layout switch keeps the search', async () => {
    const seeded = (await admin('/files?limit=-1&fields=id,title&filter[type][contains]=image/')).body
      .data as { id: number; title: string }[];
    expect(seeded.length).toBeGreaterThan(3);
    await page.goto(filesUrl());
    await page.getByRole('heading', { name: 'File Library', level: 1 }).waitFor();
    const cards = page.locator('.card');
    await expect.poll(() => cards.count()).toBe(seeded.length);
    const thumbs = page.locator('.card img');
    await expect.poll(() => thumbs.count()).toBe(seeded.length);
    await expect.poll(() => allLoaded(thumbs)).toBe(true);
    // Thumbnails, not the originals.
    expect(await thumbs.first().getAttribute('src')).toContain('key=');
    await page.screenshot({ path: `${OUT}/files-page-library-cards.png` });

    const target = seeded[1]!;
    await page.getByRole('searchbox', { name: 'Search' }).fill(target.title);
    await expect.poll(() => cards.count()).toBe(1);
    await cards.first().getByText(target.title).waitFor();

    await chooseLayout(page, 'Tabular');
    await page.locator('.tabular-body-row').first().waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(target.title);
    await expect.poll(() => page.locator('.tabular-body-row').count()).toBe(1);
    await page.locator('.tabular-body-row').getByText(target.title).waitFor();
    expect(await cards.count()).toBe(0);

    await chooseLayout(page, 'Cards');
    await expect.poll(() => cards.count()).toBe(1);
    expect(await page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe(target.title);
    await expect.poll(() => allLoaded(thumbs)).toBe(true);

    // The chosen layout is the view the library comes back to.
    await chooseLayout(page, 'Tabular');
    await page.locator('.tabular-body-row').first().waitFor();
    await page.reload();
    await page.locator('.tabular-body-row').first().waitFor();
    expect(await cards.count()).toBe(0);
    await chooseLayout(page, 'Cards');
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect.poll(() => cards.count()).toBe(seeded.length);
  });
});

describe('the file page', () => {
  it('names the uploader (not "#1") with the avatar', async () => {
    const first = (await admin('/files?limit=1&sort=id&fields=id,uploaded_by')).body.data[0];
    const user = (await admin(`/users/${first.uploaded_by}?fields=first_name,last_name`)).body.data;
    await page.goto(filesUrl(`/${first.id}`));
    const details = page.getByRole('region', { name: 'File details' });
    const by = details.locator('.file-fact', { hasText: 'Uploaded by' }).locator('dd');
    await by.getByText(`${user.first_name} ${user.last_name}`).waitFor();
    expect(await by.textContent()).not.toContain('#');
    await by.getByTestId('user-avatar').waitFor();
  });

  it('edits the title and description, saves, and a reload shows them', async () => {
    const file = (await admin('/files?limit=1&sort=id&offset=2&fields=id,title')).body.data[0];
    await page.goto(filesUrl(`/${file.id}`));
    const title = field(page, 'title').getByRole('textbox');
    await expect.poll(() => title.inputValue()).toBe(file.title);
    await title.fill('Skyline at dusk');
    // The editor mounts once its field comes near the screen.
    await field(page, 'description').scrollIntoViewIfNeeded();
    const description = field(page, 'description').getByRole('textbox');
    await description.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Boats resting in the evening light.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => /\/files$/.test(location.hash));
    await page.goto(filesUrl(`/${file.id}`));
    await page.reload();
    await expect.poll(() => title.inputValue()).toBe('Skyline at dusk');
    await field(page, 'description').scrollIntoViewIfNeeded();
    await description.getByText('Boats resting in the evening light.').waitFor();
    const saved = (await admin(`/files/${file.id}?fields=title,description`)).body.data;
    expect(saved.title).toBe('Skyline at dusk');
    expect(saved.description).toBe('<p>Boats resting in the evening light.</p>');
  });

  it('replacing the file keeps its id and shows the new thumbnail', async () => {
    const first = (await admin('/files?limit=1&sort=id&fields=id,checksum,title')).body.data[0];
    await page.goto(`${demo.appUrl}#/${demo.project}/files/${first.id}`);
    // The page is titled with the file's title, not after the system collection's name.
    await page.getByRole('heading', { name: first.title, level: 1 }).waitFor();
    const details = page.getByRole('region', { name: 'File details' });
    await details.getByText('Checksum').waitFor();
    await details.getByText(first.checksum).waitFor();
    await details.getByRole('link', { name: 'directus-medium-crop' }).waitFor();
    const img = page.locator('.file-media-image img');
    await img.waitFor();
    await page.locator('.file-replace input[type=file]').setInputFiles({
      name: 'replacement.png',
      mimeType: 'image/png',
      buffer: RED,
    });
    await expect
      .poll(async () => (await admin(`/files/${first.id}?fields=checksum`)).body.data.checksum)
      .not.toBe(first.checksum);
    const after = (await admin(`/files/${first.id}?fields=checksum`)).body.data.checksum as string;
    await expect.poll(() => img.getAttribute('src')).toContain(`v=${after}`);
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
      .toBe(true);
    expect(page.url()).toContain(`/files/${first.id}`);
    expect((await admin(`/files/${first.id}?fields=id,type`)).body.data).toEqual({
      id: first.id,
      type: 'image/png',
    });
    await page.screenshot({ path: `${OUT}/files-page.png` });
  });

  it('deletes a file from its page after confirming, and the library no longer lists it', async () => {
    const files = (await admin('/files?limit=-1&sort=-id&fields=id,title')).body.data as {
      id: number;
      title: string;
    }[];
    const victim = files[0]!;
    await page.goto(filesUrl(`/${victim.id}`));
    await page.getByRole('region', { name: 'File details' }).waitFor();
    await page.getByRole('button', { name: 'Delete' }).first().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.waitFor();
    await page.screenshot({ path: `${OUT}/files-page-delete-confirm.png` });
    // Cancel first: nothing is deleted.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect((await admin(`/files/${victim.id}?fields=id`)).status).toBe(200);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.waitForFunction(() => /\/files$/.test(location.hash));
    await expect.poll(() => page.locator('.card').count()).toBe(files.length - 1);
    expect(await page.locator('.card', { hasText: victim.title }).count()).toBe(0);
    expect((await admin(`/files/${victim.id}?fields=id`)).status).not.toBe(200);
  });
});

describe('the map interface', () => {
  it("shows an article's location on tiles from the project's tile server, and a click moves it", async () => {
    const article = (
      await admin('/items/articles?filter[location][nnull]=1&limit=1&sort=id&fields=id,location')
    ).body.data[0] as { id: number; location: { lat: number; lng: number } };
    expect(article).toBeTruthy();
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${article.id}`);
    const map = field(page, 'location');
    await map.locator('.map-pin').waitFor();
    await map.locator('.leaflet-tile-loaded').first().waitFor();
    expect(tileRequests).toBeGreaterThan(0);
    await map.getByText(`Latitude: ${article.location.lat}`, { exact: false }).waitFor();
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/files-page-map.png` });
    const frame = (await map.locator('.map-leaflet').boundingBox())!;
    await page.mouse.click(frame.x + frame.width * 0.25, frame.y + frame.height * 0.3);
    await expect
      .poll(() => map.locator('.map-coordinates').textContent())
      .not.toContain(`Latitude: ${article.location.lat},`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => /\/collections\/articles$/.test(location.hash));
    const moved = (await admin(`/items/articles/${article.id}?fields=location`)).body.data.location;
    // Up and to the left of the old point.
    expect(moved.lat).toBeGreaterThan(article.location.lat);
    expect(moved.lng).toBeLessThan(article.location.lng);
  });
});

describe('global settings: logo, foreground and background images', () => {
  it('uploads a logo and a foreground, chooses a background from the library, and the app and sign-in page show them', async () => {
    const background = (await admin('/files?limit=1&offset=1&sort=id&fields=id,title,filename_disk')).body
      .data[0];
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
    const logo = field(page, 'project_logo');
    await logo
      .locator('input[type=file]')
      .setInputFiles({ name: 'brand-logo.png', mimeType: 'image/png', buffer: GREEN });
    await logo.locator('.file-card img').waitFor();
    const foreground = field(page, 'project_foreground');
    await foreground
      .locator('input[type=file]')
      .setInputFiles({ name: 'public-foreground.png', mimeType: 'image/png', buffer: RED });
    await foreground.locator('.file-card img').waitFor();
    const back = field(page, 'project_background');
    await back.getByRole('button', { name: 'Choose from the Library' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose One' });
    await modal
      .getByRole('row', { name: new RegExp(background.title) })
      .first()
      .click();
    await modal.getByRole('button', { name: 'Done' }).click();
    await back.locator('.file-card', { hasText: background.title }).waitFor();
    await expect.poll(() => allLoaded(page.locator('.file-card img'))).toBe(true);
    await page.screenshot({ path: `${OUT}/files-page-settings-images.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => /\/settings$/.test(location.hash));

    const values = async () =>
      Object.fromEntries(
        ((await admin('/settings?limit=-1')).body.data as { key: string; value: unknown }[]).map((r) => [
          r.key,
          r.value,
        ]),
      );
    // File settings come back as file objects (api.md §5.15).
    const idOf = (v: unknown) => (v && typeof v === 'object' ? (v as { id: number }).id : Number(v));
    const saved = await values();
    expect(idOf(saved.project_background)).toBe(background.id);
    const logoFile = (
      await admin(`/files/${idOf(saved.project_logo)}?fields=filename_download,filename_disk`)
    ).body.data;
    expect(logoFile.filename_download).toBe('brand-logo.png');
    const foreFile = (
      await admin(`/files/${idOf(saved.project_foreground)}?fields=filename_download,filename_disk`)
    ).body.data;
    expect(foreFile.filename_download).toBe('public-foreground.png');

    // The module bar's logo is the new one at once.
    const barLogo = page.locator('.module-logo img');
    await expect.poll(() => barLogo.getAttribute('src')).toContain(logoFile.filename_disk);
    await expect.poll(() => allLoaded(barLogo)).toBe(true);

    // The sign-in page (signed out, fresh browser) shows the foreground and the background.
    const visitor = await newPage(browser);
    await visitor.goto(`${demo.appUrl}#/login`);
    const fore = visitor.locator('img.public-foreground');
    await fore.waitFor();
    expect(await fore.getAttribute('src')).toContain(foreFile.filename_disk);
    await expect.poll(() => allLoaded(fore)).toBe(true);
    const art = visitor.locator('.public-art');
    expect(await art.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain(
      background.filename_disk,
    );
    await visitor.screenshot({ path: `${OUT}/files-page-sign-in-branding.png` });
    await visitor.context().close();

    // Removing the logo (deselect in the field's card menu) goes back to the default one.
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
    await logo.getByRole('button', { name: /^Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Deselect' }).click();
    await logo.getByText('Select from device').waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForFunction(() => /\/settings$/.test(location.hash));
    expect((await values()).project_logo).toBeNull();
    await expect.poll(() => barLogo.getAttribute('src')).not.toContain(logoFile.filename_disk);
  });
});

describe('the file page and the global settings in dark, narrow and German', () => {
  /** Elements of the header and the form whose right edge leaves the page (left of the sidebar). */
  const overflowing = (p: Page) =>
    p.evaluate(() => {
      const right = document.querySelector('.page-header')!.getBoundingClientRect().right;
      return [...document.querySelectorAll<HTMLElement>('.page-header *, .form-field *, .file-details *')]
        .filter((el) => el.getClientRects().length > 0)
        .filter((el) => el.getBoundingClientRect().right > right + 1)
        .map((el) => el.className || el.tagName);
    });

  it('dark: screenshots of the file page and the global settings', async () => {
    const file = (await admin('/files?limit=1&offset=1&sort=id&fields=id')).body.data[0];
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(filesUrl(`/${file.id}`));
    await page.locator('.file-media-image img').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/files-page-dark.png` });
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
    await field(page, 'project_foreground').locator('.file-card img').waitFor();
    await page.screenshot({ path: `${OUT}/files-page-settings-dark.png` });
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('narrow and German: nothing leaves the screen, the uploader is named', async () => {
    const file = (await admin('/files?limit=1&offset=1&sort=id&fields=id')).body.data[0];
    expect((await admin('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } })).status).toBe(200);
    const de = await newPage(browser, { viewport: { width: 420, height: 800 }, colorScheme: 'dark' });
    try {
      await demo.signIn(de, 'admin');
      await de.goto(filesUrl(`/${file.id}`));
      const details = de.getByRole('region', { name: 'Dateidetails' });
      await details.locator('.file-fact', { hasText: 'Hochgeladen von' }).getByText('Admin User').waitFor();
      await de.locator('.file-media-image img').waitFor();
      await de.waitForTimeout(300);
      await de.screenshot({ path: `${OUT}/files-page-narrow-de.png` });
      await de.screenshot({ path: `${OUT}/files-page-narrow-de-full.png`, fullPage: true });
      expect(await overflowing(de)).toEqual([]);
      await de.goto(`${demo.appUrl}#/${demo.project}/settings/global`);
      await field(de, 'project_foreground').locator('.file-card img').waitFor();
      await de.waitForTimeout(300);
      await de.screenshot({ path: `${OUT}/files-page-settings-narrow-de.png` });
      await de.screenshot({ path: `${OUT}/files-page-settings-narrow-de-full.png`, fullPage: true });
      expect(await overflowing(de)).toEqual([]);
    } finally {
      await de.context().close();
      await admin('/users/me', { method: 'PATCH', json: { locale: 'en-US' } });
    }
  });
});
