/**
 * Settings end to end (issue 13, part A), all through the UI: the settings home; create a role and
 * grant it read=mine and create=full on articles with a field hidden from reading, then sign in as
 * a user of that role in a second context and see exactly that; create a webhook and see its
 * page; view the app as a role and find a forbidden collection absent, then leave.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';
import { submitSignIn } from '../support/sign-in';
import { createUser } from '../support/users';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
const OUT = 'e2e/.output';
const ROLE = 'Reviewers';
const MEMBER = { email: 'reviewer@example.com', password: 'reviewer-password-1' };
let roleId = 0;

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

const rolePermissions = async () =>
  (await admin(`/permissions?filter[role][eq]=${roleId}&limit=-1`)).body.data as {
    collection: string;
    status: string | null;
    create: string;
    read: string;
    read_field_blacklist: string[] | string | null;
  }[];

describe('settings', () => {
  it('shows the settings home with its links and the server details', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/settings`);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    for (const name of [
      'Global',
      'Collections & Fields',
      'Roles & Permissions',
      'Webhooks',
      'Interfaces',
      'Activity Log',
    ])
      await page.getByRole('link', { name: new RegExp(`^${name}`) }).waitFor();
    await page.getByRole('button', { name: 'Info', exact: true }).click();
    const info = page.getByRole('complementary', { name: 'Info' });
    await info.getByText('API version').waitFor();
    await info.getByText('8.8.1').waitFor();
    await info.getByText('Maximum upload size').waitFor();
    await page.screenshot({ path: `${OUT}/settings-home.png` });
  });

  it('creates a role and grants read=mine and create=full on articles, with a field hidden', async () => {
    await page.getByRole('link', { name: /^Roles & Permissions/ }).click();
    await page.getByRole('heading', { name: 'Roles & Permissions', level: 1 }).waitFor();
    await page
      .getByRole('row', { name: /Editor/ })
      .getByText('1 user')
      .waitFor();
    await page.getByRole('button', { name: 'New role' }).click();
    const dialog = page.getByRole('dialog', { name: 'New role' });
    await dialog.getByLabel('Name').fill(ROLE);
    await dialog.getByRole('button', { name: 'Create role' }).click();
    await page.getByRole('heading', { name: ROLE, level: 1 }).waitFor();
    roleId = Number(/roles\/(\d+)/.exec(page.url())![1]);
    expect(roleId).toBeGreaterThan(2);

    // Read: one click on the collection row sets every status to "own items".
    await page.getByRole('button', { name: 'Articles · Read: None', exact: true }).click();
    await page.getByRole('status').getByText('All changes saved').waitFor();
    await page.getByRole('button', { name: 'Articles · Read: Own items', exact: true }).waitFor();
    // Create: three clicks reach "all items" (none → own → role → all).
    const levels = ['None', 'Own items', 'Items of the role', 'All items'];
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: `Articles · Create: ${levels[i]}`, exact: true }).click();
      await page.getByRole('button', { name: `Articles · Create: ${levels[i + 1]}`, exact: true }).waitFor();
    }

    // Per-status rows, $create included; hide "summary" from reading drafts.
    await page.getByRole('button', { name: 'Show the statuses of Articles' }).click();
    await page.getByRole('rowheader', { name: 'New items ($create)' }).waitFor();
    await page
      .getByRole('button', { name: /^Comments, explanations and fields of Articles · draft/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Articles · draft' });
    // By keyboard: focus the field's "hidden" checkbox and press Space.
    const hide = details.getByRole('checkbox', { name: 'summary is hidden from reading' });
    await hide.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => hide.isChecked()).toBe(true);
    await expect
      .poll(
        async () =>
          (await rolePermissions()).find((p) => p.collection === 'articles' && p.status === 'draft')
            ?.read_field_blacklist,
        {
          timeout: 10_000,
        },
      )
      .toEqual(['summary']);
    await page.screenshot({ path: `${OUT}/roles-matrix-details.png` });
    await details.getByRole('button', { name: 'Done' }).click();
    await page.screenshot({ path: `${OUT}/roles-matrix.png`, fullPage: true });

    // Dark theme in a narrow window (looked at, not compared).
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: `${OUT}/roles-matrix-dark-narrow.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1300, height: 800 });

    const rows = await rolePermissions();
    const articles = rows.filter((r) => r.collection === 'articles');
    expect(articles.map((r) => r.status).sort()).toEqual([
      '$create',
      'deleted',
      'draft',
      'published',
      'under_review',
    ]);
    for (const r of articles) {
      expect(r.create).toBe('full');
      if (r.status !== '$create') expect(r.read).toBe('mine');
    }
    // The server's default rows for a new role stay (read their own user, the schema); nothing on tags.
    expect(rows.find((r) => r.collection === 'tags')).toBeUndefined();
  });

  it('lets a user of the role see exactly that, in a second browser context', async () => {
    await createUser(admin, { ...MEMBER, role: roleId, first_name: 'Rita', last_name: 'Reviewer' });
    const memberPage = await newPage(browser);
    await memberPage.goto(`${demo.appUrl}#/login`);
    await submitSignIn(memberPage, MEMBER);
    await memberPage.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), demo.project);

    // Navigation: articles only (tags, authors and the others are not readable).
    const nav = memberPage
      .getByRole('navigation')
      .filter({ has: memberPage.getByRole('link', { name: 'Articles' }) });
    await nav.getByRole('link', { name: 'Articles' }).waitFor();
    expect(await memberPage.getByRole('link', { name: 'Tags', exact: true }).count()).toBe(0);

    // Rows: none of the demo's articles are hers; she may create one, and then sees only it.
    await memberPage.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    const add = memberPage
      .getByRole('link', { name: 'Add New' })
      .or(memberPage.getByRole('button', { name: 'Add New' }));
    await add.first().waitFor();
    const mine = await (async () => {
      const login = await fetch(`${demo.url}/${demo.project}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(MEMBER),
      });
      const token = (await login.json()).data.token as string;
      const res = await fetch(`${demo.url}/${demo.project}/items/articles`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: 'Rita writes', status: 'draft', summary: 'hidden summary' }),
      });
      expect(res.status).toBe(200);
      const list = await fetch(`${demo.url}/${demo.project}/items/articles?fields=*`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await list.json()).data as Record<string, unknown>[];
    })();
    expect(mine.map((a) => a.title)).toEqual(['Rita writes']);
    expect(mine[0]).not.toHaveProperty('summary');
    await memberPage.reload();
    // One row, hers.
    await memberPage.getByRole('main').getByText('1 item', { exact: true }).waitFor({ timeout: 20_000 });
    await memberPage.getByRole('main').getByText('Rita writes').waitFor();
    await memberPage.screenshot({ path: `${OUT}/roles-member-view.png` });
    await memberPage.context().close();
  });

  it('creates a webhook through the generic screens and shows its delivery log', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: 'Add New' })
      .or(page.getByRole('button', { name: 'Add New' }))
      .first()
      .click();
    await page.waitForFunction(() => location.hash.endsWith('/settings/webhooks/+'));
    await page.getByRole('textbox', { name: /^Address/ }).fill('https://example.com/hook');
    await page.getByRole('combobox', { name: /^HTTP Method/ }).selectOption('post');
    await page.getByRole('combobox', { name: /^Event/ }).selectOption('item.create:after');
    // The collections interface: a select of the project's collections.
    await page.getByRole('combobox', { name: /^Collection/ }).selectOption('tags');
    await page.screenshot({ path: `${OUT}/webhook-new.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // Save leaves for the listing once the server has answered. Navigating before that (as soon as
    // the API lists the webhook) raced with it: the app then left the webhook's page for the list.
    await page.waitForFunction(() => location.hash.endsWith('/settings/webhooks'));
    await expect
      .poll(async () => (await admin('/webhooks')).body.data.map((w: { url: string }) => w.url), {
        timeout: 10_000,
      })
      .toContain('https://example.com/hook');
    const hook = (await admin('/webhooks')).body.data.find(
      (w: { url: string }) => w.url === 'https://example.com/hook',
    );
    expect(hook).toMatchObject({
      http_action: 'post',
      directus_action: 'item.create:after',
      collection: 'tags',
    });
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/webhooks/${hook.id}`);
    await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
    await page.getByText('This webhook has not been called yet.').waitFor();
    await page.screenshot({ path: `${OUT}/webhook-page.png`, fullPage: true });
    // The log is part of the page: scrolled to, it sits under the form, inside the frame.
    await page.getByRole('heading', { name: 'Deliveries' }).scrollIntoViewIfNeeded();
    const log = await page.getByRole('region', { name: 'Deliveries' }).boundingBox();
    const form = await page.locator('.page-body.item-edit').boundingBox();
    expect(log && form && log.y + log.height <= form.y + form.height).toBe(true);
    await page.screenshot({ path: `${OUT}/webhook-deliveries.png` });

    // A new webhook is inactive (the default): switched on, a new tag calls it. The call is logged
    // (whatever its outcome: this machine may reach no outside host); dark and narrow, the log
    // fits the window.
    await admin(`/webhooks/${hook.id}`, { method: 'PATCH', json: { status: 'active' } });
    await admin('/items/tags', { method: 'POST', json: { name: 'Hooked' } });
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.reload();
    const region = page.getByRole('region', { name: 'Deliveries' });
    await region.locator('tbody tr').first().waitFor({ timeout: 15_000 });
    await region.scrollIntoViewIfNeeded();
    const narrow = (await region.boundingBox())!;
    await page.screenshot({ path: `${OUT}/webhook-deliveries-dark-narrow.png` });
    expect(narrow.x + narrow.width).toBeLessThanOrEqual(420);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(420);
    await page.screenshot({ path: `${OUT}/webhook-deliveries-dark-narrow.png` });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('views the app as a role: forbidden collections absent, read-only, then leaves', async () => {
    await page.goto(`${demo.appUrl}#/${demo.project}/settings/roles/${roleId}`);
    await page.getByRole('button', { name: 'View as this role' }).click();
    const banner = page.getByRole('region', { name: 'Viewing as a role' });
    await banner.getByText(`You are viewing the app as the role “${ROLE}”`).waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Articles' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Tags', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Authors', exact: true }).count()).toBe(0);
    // The role's rows (the admin owns none of the articles) and no button that writes.
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await banner.waitFor();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add New' }).count()).toBe(0);
    // Settings are not part of the role's app.
    await page.goto(`${demo.appUrl}#/${demo.project}/settings`);
    await page
      .getByText('Page Not Found')
      .or(page.getByRole('heading', { name: /not found/i }))
      .first()
      .waitFor();
    await page.screenshot({ path: `${OUT}/view-as-role.png` });

    await banner.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { name: ROLE, level: 1 }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('region', { name: 'Viewing as a role' }).count()).toBe(0);
    await page.goto(`${demo.appUrl}#/${demo.project}/collections`);
    await page.getByRole('link', { name: 'Tags', exact: true }).first().waitFor();
  });
});
