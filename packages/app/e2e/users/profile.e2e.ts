/**
 * The user page and own profile, activity detail and invitations (issue 12) against the demo
 * seed in Chromium: theme and language change the running app at once (no reload); the activity
 * detail shows the delta of the last save; an admin invites a user and the mail arrives at a local
 * SMTP server; 2FA is enabled with a QR code and a real TOTP code, then disabled.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startSmtp } from '../../../server/test/auth/smtp';
import {
  launchBrowser,
  newPage,
  startDemo,
  totp,
  type DemoApiCall,
  type DemoAtrium,
} from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let adminId: number;
let smtp: Awaited<ReturnType<typeof startSmtp>>;

const OUT = 'e2e/.output';

beforeAll(async () => {
  demo = await startDemo();
  smtp = await startSmtp();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  adminId = (await admin('/users/me?fields=id')).body.data.id;
  await fs.mkdir(OUT, { recursive: true });
  await demo.signIn(page, 'admin');
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  await smtp?.close();
});

describe('own profile', () => {
  it('opens from the avatar in the module bar and shows the profile card', async () => {
    await page.getByRole('link', { name: 'My Profile (Admin User)' }).click();
    await page.waitForFunction((id) => location.hash.endsWith(`/users/${id}`), adminId);
    await page
      .getByRole('region', { name: 'Profile' })
      .getByRole('heading', { name: 'Admin User' })
      .waitFor();
    await page.getByRole('textbox', { name: 'First Name' }).waitFor();
    await page.screenshot({ path: `${OUT}/profile-light.png`, fullPage: true });
  });

  it('saving theme, language and name changes the running app at once, without a reload', async () => {
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(false);
    await page.getByRole('radio', { name: 'Dark' }).check();
    const language = page.getByRole('combobox', { name: 'Locale' });
    await language.fill('German (Germany)');
    await page.getByRole('option', { name: /^German \(Germany\)/ }).click();
    await page.getByRole('textbox', { name: 'First Name' }).fill('Adele');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForFunction(() => document.body.classList.contains('dark'));
    await page.waitForFunction(() => document.documentElement.lang === 'de-DE');
    // The shell speaks German and shows the new name, in the same document.
    await page.getByRole('button', { name: 'Abmelden' }).waitFor();
    await page
      .getByRole('link', { name: /Adele User/ })
      .first()
      .waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    const me = (await admin('/users/me?fields=theme,locale,first_name')).body.data;
    expect(me).toEqual({ theme: 'dark', locale: 'de-DE', first_name: 'Adele' });
    await page.screenshot({ path: `${OUT}/profile-dark-de.png`, fullPage: true });
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: `${OUT}/profile-narrow.png`, fullPage: true });
    await page.setViewportSize({ width: 1300, height: 800 });

    // Back to English and light, again at once.
    await page.getByRole('radio', { name: /Light|Hell/ }).check();
    await language.fill('English (United States)');
    await page.getByRole('option', { name: /^English \(United States\)/ }).click();
    await page.getByRole('textbox', { name: /First Name|Vorname/ }).fill('Admin');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    await page.waitForFunction(() => !document.body.classList.contains('dark'));
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
  });
});

describe('an editor’s own profile', () => {
  it('may change their own theme at once; role and status stay read-only', async () => {
    const editorPage = await newPage(browser);
    try {
      await demo.signIn(editorPage, 'editor');
      await editorPage.getByRole('link', { name: /^My Profile/ }).click();
      await editorPage.getByRole('textbox', { name: 'First Name' }).waitFor();
      expect(await editorPage.getByRole('combobox', { name: 'Role' }).isDisabled()).toBe(true);
      // Password and two-factor are on one's own profile whatever the role's field list says.
      await editorPage.getByLabel('Password', { exact: true }).waitFor();
      await editorPage.getByRole('button', { name: 'Enable two-factor authentication' }).waitFor();
      await editorPage.getByRole('radio', { name: 'Dark' }).check();
      await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
      await editorPage.waitForFunction(() => document.body.classList.contains('dark'));
      await editorPage.screenshot({ path: `${OUT}/profile-editor-dark.png`, fullPage: true });
      await editorPage.getByRole('radio', { name: 'Auto' }).check();
      await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
      await editorPage.waitForFunction(() => !document.body.classList.contains('dark'));
    } finally {
      await editorPage.context().close();
    }
  });
});

describe('activity detail', () => {
  it('shows the delta of the last save, changed fields highlighted with their previous value', async () => {
    const list = await admin('/items/articles?limit=1&fields=id,title&sort=id');
    const { id, title } = list.body.data[0] as { id: number; title: string };
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${id}`);
    // The article's own title (its translations have one per language).
    const box = page.locator('#field-articles-title');
    await box.waitFor();
    await box.fill(`${title} (revised)`);
    await page.keyboard.press('Control+s');
    // Saved when the server has it (an earlier toast may still be on screen).
    for (let i = 0; i < 100; i++) {
      const now = await admin(`/items/articles/${id}?fields=title`);
      if (now.body.data.title === `${title} (revised)`) break;
      await page.waitForTimeout(100);
    }

    const activity = await admin(
      `/activity?filter[collection][eq]=articles&filter[item][eq]=${id}&filter[action][eq]=update&sort=-id&limit=1&fields=id`,
    );
    const activityId = activity.body.data[0].id as number;
    await page.goto(`${demo.appUrl}#/${demo.project}/activity/${activityId}`);
    await page.getByRole('heading', { name: `Activity #${activityId}` }).waitFor();
    // The summary says what happened (the info sidebar lists the item's history with the same words).
    await page.getByRole('region', { name: 'Summary' }).getByText('Updated the item').waitFor();
    await page
      .getByRole('link', { name: /Admin User/ })
      .filter({ hasText: 'Admin User' })
      .first()
      .waitFor();
    const row = page.locator('tr[data-field="title"]');
    await row.waitFor();
    expect(await row.getAttribute('class')).toContain('changed');
    expect(await row.textContent()).toContain(`${title} (revised)`);
    expect(await row.locator('.activity-before').textContent()).toContain(title);
    // An untouched field is not marked.
    const changed = await page.$$eval('tr.changed', (rows) => rows.map((r) => r.getAttribute('data-field')));
    expect(changed).toContain('title');
    expect(changed).not.toContain('id');
    // The item link leads back to the article.
    expect(await page.getByRole('link', { name: new RegExp(`#${id}$`) }).getAttribute('href')).toContain(
      `/collections/articles/${id}`,
    );
    await page.screenshot({ path: `${OUT}/activity-detail-light.png`, fullPage: true });
  });

  it('says so when an activity wrote no revision, and shows not-found for an unknown id', async () => {
    const signIn = await admin('/activity?filter[action][eq]=authenticate&sort=-id&limit=1&fields=id');
    await page.goto(`${demo.appUrl}#/${demo.project}/activity/${signIn.body.data[0].id}`);
    await page.getByText('This activity did not change any data.').waitFor();
    await page.goto(`${demo.appUrl}#/${demo.project}/activity/99999999`);
    await page
      .getByText(/not found|doesn't exist/i)
      .first()
      .waitFor();
  });
});

describe('invitations and 2FA', () => {
  it('an admin invites a user by e-mail; the invitation arrives at the SMTP server', async () => {
    await admin('/settings', { method: 'POST', json: { key: 'app_url', value: `${demo.url}/admin` } }).then(
      async (r) => {
        if (r.status >= 400) {
          const row = await admin('/settings?filter[key][eq]=app_url&fields=id');
          await admin(`/settings/${row.body.data[0].id}`, {
            method: 'PATCH',
            json: { value: `${demo.url}/admin` },
          });
        }
      },
    );
    const file = path.join(demo.dataDir, 'projects', `${demo.project}.json`);
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    config.mail = {
      default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
    };
    await fs.writeFile(file, JSON.stringify(config, null, 2));
    // The server picks up a changed project file within a second.
    await new Promise((r) => setTimeout(r, 1500));

    await page.goto(`${demo.appUrl}#/${demo.project}/users`);
    await page.getByRole('button', { name: 'Invite users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite users' });
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('new.person@example.com');
    await page.screenshot({ path: `${OUT}/invite-modal.png` });
    await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('Invitation sent').first().waitFor();
    const mail = await smtp.waitFor('new.person@example.com');
    expect(mail.text).toContain('accept-invite');
    const user = await admin('/users?filter[email][eq]=new.person@example.com&fields=status');
    expect(user.body.data).toEqual([{ status: 'invited' }]);
  });

  it('enables 2FA for a user with the QR code and a real code, then disables it', async () => {
    const editor = (await admin('/users?filter[email][eq]=editor@example.com&fields=id')).body.data[0]
      .id as number;
    await page.goto(`${demo.appUrl}#/${demo.project}/users/${editor}`);
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page.locator('.two-factor-secret').textContent())!.trim();
    await page.getByRole('textbox', { name: 'One-Time Password' }).fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm and enable' }).click();
    await page.getByText('Two-factor authentication is on.').waitFor();
    const login = (otp?: string) =>
      fetch(`${demo.url}/${demo.project}/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...demo.credentials.editor, ...(otp ? { otp } : {}) }),
      }).then((r) => r.json() as Promise<{ error?: { code: number } }>);
    expect((await login()).error?.code).toBe(111);
    expect((await login(totp(secret))).error).toBeUndefined();

    await page.getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Disable two-factor authentication' })
      .click();
    await page.getByText('Two-factor authentication is off.').waitFor();
    expect((await login()).error).toBeUndefined();
  });
});
