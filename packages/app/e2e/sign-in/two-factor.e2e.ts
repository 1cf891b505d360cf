/**
 * Two-factor authentication on the user page, from the server's signal (`2fa_secret` reads as
 * `**********` when on and null when off, to the user and admins; never the secret): a user
 * enables it on their own profile with the QR code's secret and a real TOTP code, the page still
 * says so after a reload, and signing in asks for a code; disabled, it no longer does.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  launchBrowser,
  newPage,
  startDemo,
  totp,
  type DemoApiCall,
  type DemoAtrium,
  type DemoUser,
} from '../support/atrium';
import { submitSignIn } from '../support/sign-in';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let admin: DemoApiCall;
let adminId: number;
let editorId: number;

const OUT = 'e2e/.output';
const ON = 'Two-factor authentication is on.';
const OFF = 'Two-factor authentication is off.';

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  page = await newPage(browser);
  admin = await demo.api('admin');
  adminId = (await admin('/users/me?fields=id')).body.data.id;
  editorId = (await admin('/users?filter[email][eq]=editor@example.com&fields=id')).body.data[0].id;
  await fs.mkdir(OUT, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
});

/** Signs in through the login page; with `otp`, answers the one-time-password step with it. */
async function signIn(who: DemoUser, otp?: () => string): Promise<'otp-asked' | 'in'> {
  await page.goto(`${demo.appUrl}#/logout`);
  await page.waitForFunction(() => location.hash.startsWith('#/login'));
  await submitSignIn(page, demo.credentials[who]);
  const code = page.getByRole('textbox', { name: 'One-Time Password' });
  const inApp = page.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), demo.project, {
    timeout: 15_000,
  });
  const asked = await Promise.race([
    code.waitFor({ timeout: 15_000 }).then(() => true),
    inApp.then(() => false),
  ]);
  if (!asked) return 'in';
  if (!otp) return 'otp-asked';
  await code.fill(otp());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await inApp;
  return 'otp-asked';
}

async function openUser(id: number) {
  await page.goto(`${demo.appUrl}#/${demo.project}/users/${id}`);
  await page.getByRole('group', { name: 'Two-Factor Authentication' }).waitFor();
}

const group = () => page.getByRole('group', { name: 'Two-Factor Authentication' });

/** Enables 2FA in the open page's interface with a real code; returns the secret. */
async function enable(): Promise<string> {
  await group().getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await page.getByRole('img', { name: /QR code/ }).waitFor();
  const secret = (await page.locator('.two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16}$/);
  await page.getByRole('textbox', { name: 'One-Time Password' }).fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm and enable' }).click();
  await group().getByText(ON).waitFor();
  return secret;
}

describe('two-factor authentication on the user page', () => {
  it('an admin enables it on their own profile; after a reload the page says it is on, and sign-in asks for a code', async () => {
    await signIn('admin');
    await openUser(adminId);
    await group().getByText(OFF).waitFor();
    expect(await group().getByRole('button', { name: 'Disable two-factor authentication' }).count()).toBe(0);
    const secret = await enable();
    // The server says so too, without the secret.
    const me = await admin('/users/me?fields=2fa_secret');
    expect(me.body.data).toEqual({ '2fa_secret': '**********' });

    await page.reload();
    await group().getByText(ON).waitFor();
    await group().getByRole('button', { name: 'Disable two-factor authentication' }).waitFor();
    expect(await group().getByRole('button', { name: 'Enable two-factor authentication' }).count()).toBe(0);
    expect(await page.content()).not.toContain(secret);
    await page.screenshot({ path: `${OUT}/two-factor-on.png`, fullPage: true });

    // The next step's code: the one used to enable it is not accepted twice.
    expect(await signIn('admin', () => totp(secret, Date.now() + 30_000))).toBe('otp-asked');
  }, 120_000);

  it('an admin disables their own; the page says it is off after a reload and sign-in needs no code', async () => {
    await openUser(adminId);
    await group().getByText(ON).waitFor();
    await group().getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Disable two-factor authentication' })
      .click();
    await group().getByText(OFF).waitFor();
    await page.reload();
    await group().getByText(OFF).waitFor();
    expect((await admin('/users/me?fields=2fa_secret')).body.data).toEqual({ '2fa_secret': null });
    expect(await signIn('admin')).toBe('in');
  });

  it('an editor enables their own and sees nobody else’s; an admin sees theirs and turns it off for them', async () => {
    await signIn('editor');
    await openUser(editorId);
    await group().getByText(OFF).waitFor();
    const secret = await enable();
    await page.reload();
    await group().getByText(ON).waitFor();
    // The editor's role may update their own account (status `active`: `mine`): they may turn it off.
    await group().getByRole('button', { name: 'Disable two-factor authentication' }).waitFor();
    await page.screenshot({ path: `${OUT}/two-factor-editor.png`, fullPage: true });
    // Others' state is not theirs to see: the admin's page shows no 2FA state to the editor.
    await openUser(adminId);
    expect(await group().getByText(ON).count()).toBe(0);
    expect(await group().getByText(OFF).count()).toBe(0);

    expect(await signIn('editor', () => totp(secret, Date.now() + 30_000))).toBe('otp-asked');

    await signIn('admin');
    await openUser(editorId);
    await group().getByText(ON).waitFor();
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.screenshot({ path: `${OUT}/two-factor-admin-dark.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await group().getByRole('button', { name: 'Disable two-factor authentication' }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Disable two-factor authentication' })
      .click();
    await group().getByText(OFF).waitFor();
    await page.reload();
    await group().getByText(OFF).waitFor();
    expect(await signIn('editor')).toBe('in');
  }, 120_000);

  it('reads well narrow, and in German with the dark theme', async () => {
    await signIn('admin');
    await openUser(editorId);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.reload();
    await group().getByText(OFF).waitFor();
    await page.screenshot({ path: `${OUT}/two-factor-narrow.png`, fullPage: true });
    await page.setViewportSize({ width: 1300, height: 800 });
    // In German, dark.
    expect((await admin('/users/me', { method: 'PATCH', json: { locale: 'de-DE' } })).status).toBe(200);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await page
      .getByRole('group', { name: 'Zwei-Faktor-Authentifizierung' })
      .getByText('Zwei-Faktor-Authentifizierung ist aus.')
      .waitFor();
    await page.screenshot({ path: `${OUT}/two-factor-de-dark.png`, fullPage: true });
    await page.emulateMedia({ colorScheme: 'light' });
    await admin('/users/me', { method: 'PATCH', json: { locale: null } });
  });
});
