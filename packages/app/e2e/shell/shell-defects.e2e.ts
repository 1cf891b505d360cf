import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startAtrium, SUPER_ADMIN_TOKEN, type Atrium } from '../support/atrium';
import { call, type CallInit } from '../support/call';
import { submitSignIn } from '../support/sign-in';
import { createUser } from '../support/users';

/**
 * The shell's defects of issue 14 item 7 against a real server: a project set up through the API
 * (a role that may not read users, files or activity, one user in it, a plain and a single-item
 * collection), then Chromium as that user and as the admin.
 */
const KEY = 'shell';
const ADMIN = { email: 'admin@example.com', password: 'correct horse battery staple' };
const LIMITED = { email: 'limited@example.com', password: 'another long passphrase' };

let atrium: Atrium;
let browser: Browser;
let appUrl: string;
let adminToken: string;

const api = (path: string, init: CallInit = {}) => call(atrium.url, path, init);

async function ok(path: string, init: Parameters<typeof api>[1]) {
  const res = await api(path, init);
  if (res.status >= 300)
    throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

async function token(user: { email: string; password: string }) {
  return (await ok(`/${KEY}/auth/authenticate`, { method: 'POST', json: user })).data.token as string;
}

const field = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  field: name,
  type,
  interface: type === 'integer' ? 'primary-key' : 'text-input',
  ...extra,
});

async function setUp() {
  const install = await api('/server/projects', {
    method: 'POST',
    json: {
      project: KEY,
      project_name: 'Shell',
      user_email: ADMIN.email,
      user_password: ADMIN.password,
      super_admin_token: SUPER_ADMIN_TOKEN,
    },
  });
  if (install.status !== 204) throw new Error(`install: ${install.status} ${JSON.stringify(install.body)}`);
  adminToken = await token(ADMIN);
  const t = adminToken;
  const pk = field('id', 'integer', { primary_key: true, auto_increment: true, datatype: 'INT', length: 10 });
  await ok(`/${KEY}/collections`, {
    method: 'POST',
    token: t,
    json: {
      collection: 'articles',
      fields: [pk, field('title', 'string', { datatype: 'VARCHAR', length: 255 })],
    },
  });
  await ok(`/${KEY}/collections`, {
    method: 'POST',
    token: t,
    json: {
      collection: 'home',
      single: true,
      fields: [pk, field('headline', 'string', { datatype: 'VARCHAR', length: 255 })],
    },
  });
  await ok(`/${KEY}/items/articles`, { method: 'POST', token: t, json: { title: 'Hello' } });

  const role = (await ok(`/${KEY}/roles`, { method: 'POST', token: t, json: { name: 'Limited' } })).data;
  // Reads nothing of users, files or activity; reads and edits articles and home.
  const rows = (await ok(`/${KEY}/permissions?filter[role][eq]=${role.id}&limit=-1`, { token: t })).data as {
    id: number;
    collection: string;
  }[];
  const denied = rows
    .filter((r) => ['directus_users', 'directus_files', 'directus_activity'].includes(r.collection))
    .map((r) => ({ id: r.id, read: 'none' }));
  await ok(`/${KEY}/permissions`, { method: 'PATCH', token: t, json: denied });
  await ok(`/${KEY}/permissions`, {
    method: 'POST',
    token: t,
    json: ['articles', 'home'].map((collection) => ({
      collection,
      role: role.id,
      create: 'full',
      read: 'full',
      update: 'full',
      delete: 'none',
    })),
  });
  await createUser((path, init) => api(`/${KEY}${path}`, { ...init, token: t }), {
    ...LIMITED,
    role: role.id,
    first_name: 'Lim',
    last_name: 'Ited',
  });
}

const hash = (p: Page) => decodeURIComponent(new URL(p.url()).hash.replace(/^#/, ''));

async function signIn(p: Page, user: { email: string; password: string }) {
  await p.goto(`${appUrl}#/login`);
  await submitSignIn(p, user);
  // Past sign-in: the collections, or the last page this user opened.
  await p.waitForFunction((k) => location.hash.startsWith(`#/${k}/`), KEY, { timeout: 20_000 });
}

async function open(p: Page, route: string) {
  await p.evaluate((r) => {
    location.hash = r;
  }, route);
}

beforeAll(async () => {
  atrium = await startAtrium();
  await setUp();
  browser = await launchBrowser();
  const admin = await fetch(`${atrium.url}/admin/`);
  appUrl = (admin.headers.get('content-type') ?? '').includes('text/html')
    ? `${atrium.url}/admin/`
    : `${atrium.url}/admin/index.html`;
});

afterAll(async () => {
  await browser?.close();
  await atrium?.stop();
});

describe('shell defects (issue 14 item 7)', () => {
  let limited: Page;

  it('a role that may not read users, files or activity signs in and reaches its collections', async () => {
    // The premise: the server really refuses the lists.
    const t = await token(LIMITED);
    expect((await api(`/${KEY}/users`, { token: t })).status).toBe(403);

    limited = await newPage(browser);
    await signIn(limited, LIMITED);
    await limited.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    expect(await limited.getByText('Server Error').count()).toBe(0);
    await limited.getByRole('main').getByRole('link', { name: 'Articles' }).waitFor();
    // Its modules hide the lists it may not read.
    expect(await limited.getByRole('link', { name: 'User Directory' }).count()).toBe(0);
    expect(await limited.getByRole('link', { name: 'File Library' }).count()).toBe(0);
    expect(await limited.getByRole('link', { name: 'Notifications' }).count()).toBe(0);
  });

  it('shows not-found for settings to a non-admin', async () => {
    await open(limited, `/${KEY}/settings`);
    await limited.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
    await open(limited, `/${KEY}/settings/roles`);
    await limited.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
  });

  it('shows not-found for an unknown collection and opens a single-item collection on its item', async () => {
    await open(limited, `/${KEY}/collections/nope`);
    await limited.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
    await open(limited, `/${KEY}/collections/home`);
    await limited.waitForFunction((k) => location.hash === `#/${k}/collections/home/+`, KEY);
    await ok(`/${KEY}/items/home`, { method: 'POST', token: adminToken, json: { headline: 'Welcome' } });
    await open(limited, `/${KEY}/collections`);
    await limited.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await open(limited, `/${KEY}/collections/home`);
    await limited.waitForFunction((k) => location.hash === `#/${k}/collections/home/1`, KEY);
  });

  it('tracks each page once', async () => {
    // Let the previous test's last page be tracked before listening.
    await open(limited, `/${KEY}/collections`);
    await limited.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await limited.waitForTimeout(1200);
    const tracked: string[] = [];
    limited.on('request', (req) => {
      if (req.method() === 'PATCH' && req.url().includes('/tracking/page')) {
        tracked.push(`${new URL(req.url()).pathname} ${JSON.parse(req.postData() ?? '{}').last_page}`);
      }
    });
    await open(limited, `/${KEY}/collections/articles`);
    await limited.waitForTimeout(800);
    await open(limited, `/${KEY}/collections`);
    await limited.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await limited.waitForTimeout(800);
    expect(tracked.map((t) => t.replace(/^.*\/users\/\d+/, ''))).toEqual([
      `/tracking/page /${KEY}/collections/articles`,
      `/tracking/page /${KEY}/collections`,
    ]);
    expect(tracked.every((t) => t.startsWith(`/${KEY}/users/`))).toBe(true);
  });

  it('opens a bookmark without leaving ?b in the address; an unknown bookmark is not found, no toast', async () => {
    const me = (await ok(`/${KEY}/users/me`, { token: await token(LIMITED) })).data;
    const bookmark = (
      await ok(`/${KEY}/collection_presets`, {
        method: 'POST',
        token: adminToken,
        json: { title: 'Mine', collection: 'articles', user: me.id, search_query: 'Hello' },
      })
    ).data;
    await open(limited, `/${KEY}/bookmarks/articles/${bookmark.id}`);
    await limited.waitForFunction((k) => location.hash === `#/${k}/collections/articles`, KEY);
    await open(limited, `/${KEY}/bookmarks/articles/987654`);
    await limited.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
    expect(await limited.locator('.notification, [role="alert"]').count()).toBe(0);
  });

  it('titles the interfaces settings screen for admins', async () => {
    const admin = await newPage(browser);
    await signIn(admin, ADMIN);
    await open(admin, `/${KEY}/settings/interfaces`);
    await admin.getByRole('heading', { name: 'Interfaces', level: 1 }).waitFor();
    expect(await admin.getByText(/returned an object instead of string/).count()).toBe(0);
    await admin.context().close();
  });

  it('does not show a 2FA secret to a signed-out visitor', async () => {
    const anonymous = await newPage(browser);
    await anonymous.goto(`${appUrl}#/setup-2fa`);
    await anonymous.waitForFunction(() => location.hash.startsWith('#/login'));
    expect(await anonymous.locator('.qr-wrap').count()).toBe(0);
    await anonymous.context().close();
  });

  it('drops the ?error&code notice on a later navigation', async () => {
    const anonymous = await newPage(browser);
    await anonymous.goto(`${appUrl}#/login?error=true&code=100`);
    const notice = anonymous.getByTestId('login-notice');
    await notice.filter({ hasText: /password/i }).waitFor();
    expect(hash(anonymous)).toBe('/login');
    // The sign-in page stays mounted across this navigation; the notice must not.
    await open(anonymous, `/login?redirect=${encodeURIComponent(`/${KEY}/collections`)}`);
    await anonymous.waitForFunction(() => location.hash.includes('redirect='));
    await anonymous.waitForTimeout(300);
    expect(await notice.textContent()).not.toMatch(/password/i);
    await anonymous.context().close();
  });
});

describe('titles and words (issue 31 items 11 and 12)', () => {
  let admin: Page;

  beforeAll(async () => {
    admin = await newPage(browser);
    await signIn(admin, ADMIN);
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  const heading = () => admin.getByRole('heading', { level: 1 });

  it('titles system screens with their own words, never the table name', async () => {
    await open(admin, `/${KEY}/settings/webhooks/+`);
    await admin.getByRole('heading', { name: 'New Webhook', level: 1 }).waitFor();
    // The help text under the form names this product.
    await admin.getByText(/Atrium will send an HTTP request/).waitFor();
    expect(await admin.getByText(/Directus/).count()).toBe(0);

    const file = (
      await ok(`/${KEY}/files`, {
        method: 'POST',
        token: adminToken,
        json: {
          data: Buffer.from('minutes of the meeting').toString('base64'),
          filename_disk: 'minutes.txt',
          filename_download: 'minutes.txt',
          title: 'Board Minutes',
        },
      })
    ).data;
    for (const route of [`/${KEY}/files/${file.id}`, `/${KEY}/collections/directus_files/${file.id}`]) {
      await open(admin, route);
      await admin.getByRole('heading', { name: 'Board Minutes', level: 1 }).waitFor();
    }
    expect(await admin.title()).toBe('Board Minutes');

    const limitedUser = (
      await ok(`/${KEY}/users?filter[email][eq]=${encodeURIComponent(LIMITED.email)}`, { token: adminToken })
    ).data[0];
    await open(admin, `/${KEY}/users/${limitedUser.id}`);
    await admin.getByRole('heading', { name: 'Lim Ited', level: 1 }).waitFor();
    expect(await heading().textContent()).not.toMatch(/Directus/);
  });

  it("words the activity log's events as sentences, not the stored action word", async () => {
    await open(admin, `/${KEY}/activity`);
    const titles = admin.locator('#main-content .timeline-title');
    await titles.first().waitFor();
    const all = await titles.allTextContents();
    expect(all.length).toBeGreaterThan(0);
    // Sentences ("Created by Admin User (#1)", "Sign-in by Lim Ited (#2)"), never the stored word.
    expect(all.filter((title) => !/^[A-Z][\w-]*( [\w-]+)* by \S/.test(title))).toEqual([]);
    expect(all.filter((title) => /^(create|update|upload|authenticate) by /.test(title))).toEqual([]);
  });

  it("shows the server's reason for refusing a URL inside the upload dialog", async () => {
    await open(admin, `/${KEY}/files`);
    await admin.getByRole('button', { name: 'New File' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByLabel('Embed a URL').fill('http://127.0.0.1:9/missing.png');
    await dialog.getByRole('button', { name: 'Add URL' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: /private or reserved address/ })
      .waitFor();
    expect(await dialog.getByRole('alert').textContent()).not.toMatch(/^data:/);
    // Not a passing notification outside the dialog.
    expect(await admin.locator('.notification-danger').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it("fills an activity entry's info sidebar with the history of its item", async () => {
    const article = (
      await ok(`/${KEY}/items/articles`, { method: 'POST', token: adminToken, json: { title: 'History' } })
    ).data;
    await ok(`/${KEY}/items/articles/${article.id}`, {
      method: 'PATCH',
      token: adminToken,
      json: { title: 'History, again' },
    });
    const entries = (
      await ok(
        `/${KEY}/activity?filter[collection][eq]=articles&filter[item][eq]=${article.id}&sort=-action_on,-id`,
        { token: adminToken },
      )
    ).data as { id: number }[];
    expect(entries.length).toBe(2);
    await open(admin, `/${KEY}/activity/${entries[1]!.id}`);
    const sidebar = admin.locator('aside.info-sidebar');
    await sidebar.getByRole('heading', { name: 'History of this item' }).waitFor();
    const links = sidebar.getByRole('link', { name: /the item/ });
    await expect.poll(() => links.count()).toBe(2);
    expect(await links.allTextContents()).toEqual([
      expect.stringMatching(/Updated the item/),
      expect.stringMatching(/Created the item/),
    ]);
    expect(await links.nth(1).getAttribute('aria-current')).toBe('page');
    await links.first().click();
    await admin.waitForFunction((id) => location.hash.endsWith(`/activity/${id}`), entries[0]!.id);
  });

  it('a screen whose code cannot be loaded says so in the content area, with the navigation kept', async () => {
    const page = await newPage(browser);
    try {
      await signIn(page, ADMIN);
      // A screen this page has not loaded yet (sign-in lands on the admin's last page).
      const landed = hash(page);
      const broken = ['settings/interfaces', 'settings/roles'].find((r) => !landed.includes(r))!;
      await open(page, `/${KEY}/collections`);
      await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
      const chunk = (url: URL) => url.pathname.includes('/assets/') && url.pathname.endsWith('.js');
      await page.route(chunk, (r) => r.abort());
      await open(page, `/${KEY}/${broken}`);
      const content = page.locator('#main-content');
      await content.getByText("Part of the app couldn't be loaded").waitFor();
      // The frame stays: the navigation and the header's title.
      await page.getByRole('navigation').getByRole('link', { name: 'Articles' }).waitFor();
      await content.getByRole('heading', { name: 'Something went wrong', level: 1 }).waitFor();
      await page.unroute(chunk);
      await page.getByRole('navigation').getByRole('link', { name: 'Articles' }).click();
      await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    } finally {
      await page.context().close();
    }
  });
});
