/**
 * Issue 28, live listings with two users in two browser contexts: a row the admin changes
 * updates in place on the editor's screen (and the admin's own), a deleted row leaves and the count follows, new rows
 * wait behind "N new items — show".
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../../server/src/server';
import { loadConfig } from '../../../server/src/config';
import {
  APP_DIR,
  SUPER_ADMIN_TOKEN,
  launchBrowser,
  newPage,
  startDemo,
  type DemoApiCall,
  type DemoAtrium,
} from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let adminPage: Page;
let editorPage: Page;
let admin: DemoApiCall;
const OUT = '/work/brief/shots-s28';

const main = (p: Page) => p.getByRole('main');

/** The number in the search box's placeholder ("300 Items"). */
async function shownCount(p: Page): Promise<number> {
  const placeholder = await p.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder');
  return Number(/(\d+)/.exec(placeholder ?? '')?.[1] ?? NaN);
}

async function openArticles(p: Page) {
  await p.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
  await p.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
  await p.getByRole('searchbox', { name: 'Search' }).waitFor();
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  adminPage = await newPage(browser);
  editorPage = await newPage(browser);
  admin = await demo.api('admin');
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(adminPage, 'admin');
  await demo.signIn(editorPage, 'editor');
});

let restarted: RunningServer | null = null;

afterAll(async () => {
  await browser?.close();
  await restarted?.close();
  // The first server was closed by the restart test: only its data directory is left to remove.
  await demo?.stop().catch(() => fs.rm(demo.dataDir, { recursive: true, force: true }));
});

describe('live listings', () => {
  it('shows another user’s changes, deletions and new rows without a reload', async () => {
    await openArticles(adminPage);
    await openArticles(editorPage);
    // The first rows on the editor's screen, matched with their ids.
    await expect.poll(() => main(editorPage).getByRole('row').count()).toBeGreaterThan(3);
    const shown = await main(editorPage).getByRole('row').allInnerTexts();
    const all = (await admin('/items/articles?limit=-1&fields=id,title')).body.data as {
      id: number;
      title: string;
    }[];
    const onTop = (i: number) => all.find((a) => shown[i]!.includes(a.title))!;
    const [changed, removed] = [onTop(1), onTop(2)];
    await main(adminPage).getByText(changed.title, { exact: true }).first().waitFor();
    const before = await shownCount(editorPage);

    // The admin renames an article: the row changes in place on both screens.
    const renamed = `${changed.title} (live)`;
    expect(
      (await admin(`/items/articles/${changed.id}`, { method: 'PATCH', json: { title: renamed } })).status,
    ).toBe(200);
    await main(editorPage).getByText(renamed, { exact: true }).waitFor();
    await main(adminPage).getByText(renamed, { exact: true }).waitFor();

    // The admin deletes one: it leaves the editor's screen and the count follows.
    expect((await admin(`/items/articles/${removed.id}`, { method: 'DELETE' })).status).toBe(204);
    await main(editorPage).getByText(removed.title, { exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => shownCount(editorPage)).toBe(before - 1);

    // A new article waits behind the button, then shows.
    const created = `Live article ${Date.now()}`;
    const post = await admin('/items/articles', {
      method: 'POST',
      json: { title: created, status: 'published', sort: 0 },
    });
    expect(post.status).toBe(200);
    const show = editorPage.getByRole('button', { name: 'One new item — show' });
    await show.waitFor();
    await expect.poll(() => shownCount(editorPage)).toBe(before);
    await editorPage.screenshot({ path: `${OUT}/live-listing-new-items.png` });
    await editorPage.emulateMedia({ colorScheme: 'dark' });
    await editorPage.waitForTimeout(400); // the theme's colour transition
    await editorPage.screenshot({ path: `${OUT}/live-listing-new-items-dark.png` });
    await editorPage.setViewportSize({ width: 420, height: 800 });
    await editorPage.screenshot({ path: `${OUT}/live-listing-new-items-narrow.png` });
    await editorPage.setViewportSize({ width: 1300, height: 800 });
    await editorPage.emulateMedia({ colorScheme: 'light' });
    await show.click();
    await show.waitFor({ state: 'detached' });
    // First by the manual sort: it shows on top, briefly highlighted.
    await main(editorPage).getByText(created, { exact: true }).waitFor();
    expect(await editorPage.locator('.live-listing style').textContent()).toContain('aria-rowindex="2"');
    await editorPage.screenshot({ path: `${OUT}/live-listing-shown.png` });
  });

  it('shows who else has the item open, and says at once when someone else saved it', async () => {
    const id = ((await admin('/items/articles?limit=1&fields=id&sort=id')).body.data as { id: number }[])[0]!
      .id;
    const title = (p: Page) => p.locator('#field-articles-title');
    const url = `${demo.appUrl}#/${demo.project}/collections/articles/${id}`;
    await editorPage.goto(url);
    await title(editorPage).waitFor();
    await adminPage.goto(url);
    await title(adminPage).waitFor();

    // The admin starts typing: the editor sees them here, editing.
    const here = editorPage.getByRole('group', { name: 'Also here' });
    await here.waitFor();
    await title(adminPage).fill('A title not saved yet');
    await here.getByText('editing').waitFor();
    await adminPage.getByRole('group', { name: 'Also here' }).waitFor();

    // The admin's save (through the API) reaches the editor's screen at once.
    const saved = `Saved elsewhere ${Date.now()}`;
    expect((await admin(`/items/articles/${id}`, { method: 'PATCH', json: { title: saved } })).status).toBe(
      200,
    );
    await editorPage.getByText('Someone else just saved this item.').waitFor();
    await editorPage.screenshot({ path: `${OUT}/live-item-presence.png` });
    await editorPage.emulateMedia({ colorScheme: 'dark' });
    await editorPage.waitForTimeout(400); // the theme's colour transition
    await editorPage.screenshot({ path: `${OUT}/live-item-presence-dark.png` });
    await editorPage.emulateMedia({ colorScheme: 'light' });
    await editorPage.getByRole('button', { name: 'Load their changes' }).click();
    await expect.poll(() => title(editorPage).inputValue()).toBe(saved);

    // The admin closes the tab (their unsaved change would hold a navigation): the editor is alone again.
    await adminPage.close();
    await here.waitFor({ state: 'detached' });
  });

  it('pauses quietly while the server restarts, then is live again', async () => {
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await editorPage.getByRole('searchbox', { name: 'Search' }).waitFor();
    // The first row once the rows have their text: its title is the row's second line.
    await expect
      .poll(async () => (await main(editorPage).getByRole('row').allInnerTexts())[1] ?? '')
      .toMatch(/\n/);
    const firstTitle = (await main(editorPage).getByRole('row').allInnerTexts())[1]!.split('\n')[1]!;
    const found = await admin(
      `/items/articles?fields=id,title&filter[title][eq]=${encodeURIComponent(firstTitle)}`,
    );
    const row = (found.body.data as { id: number; title: string }[])[0];
    expect(row).toBeTruthy();

    const port = new URL(demo.url).port;
    await demo.app.close();
    const paused = editorPage.getByRole('status').filter({ hasText: 'Live updates paused' });
    await paused.waitFor();
    restarted = await startServer(
      loadConfig({
        HOST: '127.0.0.1',
        PORT: port,
        ATRIUM_DATA_DIR: demo.dataDir,
        ATRIUM_SUPER_ADMIN_TOKEN: SUPER_ADMIN_TOKEN,
        ATRIUM_LOG_LEVEL: 'silent',
        ATRIUM_APP_DIR: APP_DIR,
      }),
    );
    // Reconnection backs off (1 s, 2 s, 4 s …): within a few seconds the socket is back.
    await paused.waitFor({ state: 'detached', timeout: 20_000 });
    const renamed = `${row!.title} (after restart)`;
    expect(
      (await admin(`/items/articles/${row!.id}`, { method: 'PATCH', json: { title: renamed } })).status,
    ).toBe(200);
    await main(editorPage).getByText(renamed, { exact: true }).waitFor();
  });
});
