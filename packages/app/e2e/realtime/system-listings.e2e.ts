/**
 * Issue 28, the user directory and the file library are live like the listings of user
 * collections: with the admin and the editor signed in in two browser contexts, a user the admin
 * renames changes in place on the editor's directory, and a file the admin renames changes in
 * place in the editor's library, where a new upload waits behind "One new item — show".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let editorPage: Page;
let admin: DemoApiCall;

const main = (p: Page) => p.getByRole('main');

/** The number in the search box's placeholder ("12 Items"). */
async function shownCount(p: Page): Promise<number> {
  const placeholder = await p.getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder');
  return Number(/(\d+)/.exec(placeholder ?? '')?.[1] ?? NaN);
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  const adminPage = await newPage(browser);
  editorPage = await newPage(browser);
  admin = await demo.api('admin');
  await demo.signIn(adminPage, 'admin');
  await demo.signIn(editorPage, 'editor');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('live system listings', () => {
  it('updates the user directory in place when another user renames someone', async () => {
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/users`);
    const users = (await admin('/users?limit=-1&fields=id,first_name&sort=id')).body.data as {
      id: number;
      first_name: string;
    }[];
    const target = users[users.length - 1]!;
    await main(editorPage).getByText(target.first_name, { exact: true }).first().waitFor();
    // The listing's subscription is open once its first read has answered.
    await editorPage.waitForTimeout(500);
    const renamed = `Renamed${Date.now()}`;
    expect(
      (await admin(`/users/${target.id}`, { method: 'PATCH', json: { first_name: renamed } })).status,
    ).toBe(200);
    await main(editorPage).getByText(renamed, { exact: true }).waitFor({ timeout: 5_000 });
  });

  it('updates the file library in place, and offers new uploads without moving the cards', async () => {
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/files`);
    await editorPage.getByRole('heading', { name: 'File Library', level: 1 }).waitFor();
    const files = (await admin('/files?limit=1&fields=id,title&sort=id')).body.data as {
      id: number;
      title: string;
    }[];
    const file = files[0]!;
    await main(editorPage).getByText(file.title, { exact: true }).first().waitFor();
    await editorPage.waitForTimeout(500);
    const renamed = `Live file ${Date.now()}`;
    expect((await admin(`/files/${file.id}`, { method: 'PATCH', json: { title: renamed } })).status).toBe(
      200,
    );
    await main(editorPage).getByText(renamed, { exact: true }).waitFor({ timeout: 5_000 });

    const before = await shownCount(editorPage);
    const form = new FormData();
    form.append('file', new Blob(['live upload'], { type: 'text/plain' }), 'live-upload.txt');
    const upload = await admin('/files', { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    const show = editorPage.getByRole('button', { name: 'One new item — show' });
    await show.waitFor({ timeout: 5_000 });
    // The count follows at once; the cards move only when asked.
    await expect.poll(() => shownCount(editorPage)).toBe(before + 1);
    await show.click();
    await show.waitFor({ state: 'detached' });
    await expect.poll(() => shownCount(editorPage)).toBe(before + 1);
  });
});
