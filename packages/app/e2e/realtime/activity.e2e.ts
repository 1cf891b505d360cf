/**
 * Issue 28, the activity sidebar and the notification bell live, with two users in two browser
 * contexts: a comment the admin posts on the article the editor has open appears in the editor's
 * sidebar at once, and while the editor is elsewhere the bell counts the admin's comments until
 * the editor opens the activity page.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let adminPage: Page;
let editorPage: Page;
let admin: DemoApiCall;
const OUT = '/work/brief/shots-s28';

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  adminPage = await newPage(browser);
  editorPage = await newPage(browser);
  admin = await demo.api('admin');
  // The editor role reads only its own activity by default: it is given everyone's activity
  // (still only of the items it may read) so that it can see the admin's comments.
  const role = (await admin('/roles?filter[name][eq]=Editor&fields=id')).body.data as { id: number }[];
  const rows = (
    await admin(
      `/permissions?filter[role][eq]=${role[0]!.id}&filter[collection][eq]=directus_activity&fields=id`,
    )
  ).body.data as { id: number }[];
  const granted = await admin(`/permissions/${rows[0]!.id}`, { method: 'PATCH', json: { read: 'full' } });
  expect(granted.status).toBe(200);
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(adminPage, 'admin');
  await demo.signIn(editorPage, 'editor');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

describe('live activity', () => {
  it('shows a comment posted by another user in the open item’s sidebar without a reload', async () => {
    const id = ((await admin('/items/articles?limit=1&fields=id&sort=id')).body.data as { id: number }[])[0]!
      .id;
    const url = `${demo.appUrl}#/${demo.project}/collections/articles/${id}`;
    await editorPage.goto(url);
    const timeline = editorPage.getByRole('region', { name: 'Activity' });
    await timeline.waitFor();
    // The editor's screen is live before the admin writes.
    await editorPage.locator('#field-articles-title').waitFor();
    await expect.poll(() => timeline.locator('.timeline-entry').count()).toBeGreaterThan(0);

    // The admin comments on the same article in their own browser.
    await adminPage.goto(url);
    const text = `Please check the intro ${Date.now()}`;
    await adminPage.getByRole('textbox', { name: 'Leave a comment…' }).fill(text);
    await adminPage.getByRole('button', { name: 'Comment', exact: true }).click();

    // It shows on the editor's screen without a reload.
    await timeline.getByText(text).waitFor({ timeout: 5_000 });
    await editorPage.screenshot({ path: `${OUT}/live-activity-sidebar.png` });
  });

  it('rings the bell for comments posted while the user is elsewhere, until the activity page is opened', async () => {
    // The comment of the first test rang it: the editor was on the item, not on the activity page.
    await editorPage.getByRole('link', { name: 'Notifications: one new comment' }).waitFor();
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/activity`);
    await editorPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await editorPage.getByRole('searchbox', { name: 'Search' }).waitFor();
    const quiet = editorPage.getByRole('link', { name: 'Notifications', exact: true });
    await quiet.waitFor();
    // The bell is subscribed once the socket is open: the listing's live line shows no pause.
    await editorPage.waitForTimeout(500);

    const ids = (
      (await admin('/items/articles?limit=2&fields=id&sort=id')).body.data as { id: number }[]
    ).map((a) => a.id);
    for (const [i, item] of ids.entries()) {
      const posted = await admin('/activity/comment', {
        method: 'POST',
        json: { collection: 'articles', item, comment: `Bell ${i}` },
      });
      expect(posted.status).toBe(200);
      if (i === 0) await editorPage.getByRole('link', { name: 'Notifications: one new comment' }).waitFor();
    }
    const ringing = editorPage.getByRole('link', { name: 'Notifications: 2 new comments' });
    await ringing.waitFor();
    expect(await ringing.locator('.live-bell-count').textContent()).toBe('2');
    await editorPage.screenshot({ path: `${OUT}/live-bell.png` });
    await editorPage.emulateMedia({ colorScheme: 'dark' });
    await editorPage.waitForTimeout(400); // the theme's colour transition
    await editorPage.screenshot({ path: `${OUT}/live-bell-dark.png` });
    await editorPage.emulateMedia({ colorScheme: 'light' });

    // Opening the activity page (by keyboard) reads the comments and silences the bell.
    await ringing.focus();
    await editorPage.keyboard.press('Enter');
    await expect.poll(() => editorPage.url()).toContain(`/${demo.project}/activity`);
    await editorPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // The user's own comments never ring it.
    await editorPage.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await editorPage.getByRole('searchbox', { name: 'Search' }).waitFor();
    const editor = await demo.api('editor');
    expect(
      (
        await editor('/activity/comment', {
          method: 'POST',
          json: { collection: 'articles', item: ids[0], comment: 'My own note' },
        })
      ).status,
    ).toBe(200);
    await editorPage.waitForTimeout(1000);
    await editorPage.getByRole('link', { name: 'Notifications', exact: true }).waitFor();
  });
});
