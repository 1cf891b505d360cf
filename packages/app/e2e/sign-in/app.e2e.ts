import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, seriousViolations, startAtrium, totp, type Atrium } from '../support/atrium';
import { call, type CallInit } from '../support/call';
import { submitSignIn } from '../support/sign-in';

/**
 * One real server (fresh data dir) and one Chromium for the whole flow: install through the UI,
 * then sign in, 2FA, sign out, not found, theme and language, with axe checks on the way.
 */
const EMAIL = 'admin@example.com';
const PASSWORD = 'correct horse battery staple';
const KEY = 'demo';

let atrium: Atrium;
let browser: Browser;
let page: Page;
let appUrl: string;

const api = (path: string, init: CallInit = {}) => call(atrium.url, path, init);

async function jwt(otp?: string): Promise<string> {
  const res = await api(`/${KEY}/auth/authenticate`, {
    method: 'POST',
    json: { email: EMAIL, password: PASSWORD, otp },
  });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.data.token;
}

const hashPath = (p: Page) => new URL(p.url()).hash.replace(/^#/, '');

async function waitForHash(p: Page, pattern: RegExp) {
  await p.waitForFunction((source) => new RegExp(source).test(location.hash.slice(1)), pattern.source, {
    timeout: 15_000,
  });
}

async function signIn(p: Page, password = PASSWORD) {
  await submitSignIn(p, { email: EMAIL, password });
}

let secret2fa: string | null = null;

beforeAll(async () => {
  atrium = await startAtrium();
  browser = await launchBrowser();
  page = await newPage(browser);
  page.setDefaultTimeout(10_000);
  const admin = await fetch(`${atrium.url}/admin/`);
  // The server should serve index.html at /admin/; until it does, open the file directly.
  appUrl = (admin.headers.get('content-type') ?? '').includes('text/html')
    ? `${atrium.url}/admin/`
    : `${atrium.url}/admin/index.html`;
});

afterAll(async () => {
  await browser?.close();
  await atrium?.stop();
});

describe('admin app end to end', () => {
  it('installs a first project through the install UI', async () => {
    await page.goto(appUrl);
    await waitForHash(page, /^\/install$/);
    expect(await page.locator('body').getAttribute('class')).toContain('public');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('Project Name').fill('Demo Project');
    await page.getByLabel('Project Key').fill(KEY);
    await page.getByLabel('Admin Email').fill(EMAIL);
    await page.getByLabel('Admin Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Database Connection' }).waitFor();
    expect(await page.getByLabel('Database Type').inputValue()).toBe('sqlite');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Choose an Initial Schema' }).waitFor();
    await page.getByRole('button', { name: 'Install' }).click();
    await page.getByRole('heading', { name: 'All Set' }).waitFor({ timeout: 30_000 });

    const projects = await api('/server/projects');
    expect(projects.body.data).toContain(KEY);

    await page.getByRole('link', { name: 'Sign In' }).click();
    await waitForHash(page, /^\/login$/);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toBe('Not Authenticated');
    // Public pages show the project's branding.
    expect(await page.locator('.public-art').textContent()).toContain('Demo Project');
    expect(await page.locator('.public-logo').getAttribute('title')).toBe('Version 8.8.0');
    expect(await seriousViolations(page)).toEqual([]);

    // The API signs the new admin in: every test below needs it, and fails (never skips) without it.
    const probe = await api(`/${KEY}/auth/authenticate`, {
      method: 'POST',
      json: { email: EMAIL, password: PASSWORD },
    });
    expect(probe.status).toBe(200);
  });

  it('shows the message for code 100 on a wrong password and selects the password field', async () => {
    await signIn(page, 'wrong password');
    await page.getByText('Incorrect Email/Password').waitFor();
    const selection = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement;
      return { type: el.type, start: el.selectionStart, end: el.selectionEnd, length: el.value.length };
    });
    expect(selection).toEqual({
      type: 'password',
      start: 0,
      end: 'wrong password'.length,
      length: 'wrong password'.length,
    });
  });

  it('signs in and lands on the empty collections screen', async () => {
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForHash(page, new RegExp(`^/${KEY}/collections$`));
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.getByText('No Collections').first().waitFor();
    expect(await page.locator('body').getAttribute('class')).toMatch(/\bprivate\b/);
    expect(await page.getByRole('link', { name: 'Help & Docs' }).getAttribute('target')).toBe('_blank');
    expect(await page.getByRole('link', { name: 'Admin Settings' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the not-found page for unknown paths', async () => {
    await page.goto(`${appUrl}#/${KEY}/no/such/page/here`);
    await page.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Info' }).click();
    await page.getByText('No settings').waitFor();
  });

  it('follows the OS in the auto theme and applies the dark theme', async () => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.goto(`${appUrl}#/${KEY}/collections`);
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background()).toBe('rgb(38, 50, 56)');
    await page.emulateMedia({ colorScheme: 'light' });

    const token = await jwt();
    const patched = await api(`/${KEY}/users/me`, { method: 'PATCH', json: { theme: 'dark' }, token });
    expect(patched.status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    expect(await background()).toBe('rgb(38, 50, 56)');
    await page.screenshot({ path: 'e2e/.output/collections-dark.png' }).catch(() => undefined);
    const reset = await api(`/${KEY}/users/me`, { method: 'PATCH', json: { theme: 'auto' }, token });
    expect(reset.status).toBe(200);
  });

  it('signs out', async () => {
    await page.goto(`${appUrl}#/${KEY}/collections`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Are you sure you want to sign out?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Sign Out' }).click();
    await waitForHash(page, /^\/login$/);
    expect(await page.getByTestId('login-notice').textContent()).toBe('Not Authenticated');
    await page.goto(`${appUrl}#/${KEY}/collections`);
    await waitForHash(page, /^\/login\?redirect=/);
    expect(decodeURIComponent(hashPath(page))).toBe(`/login?redirect=/${KEY}/collections`);
  });

  it('signs in and out with the keyboard alone', async () => {
    const focused = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.getAttribute('aria-label') ?? el?.getAttribute('name') ?? el?.textContent ?? '';
      });
    const tabTo = async (name: string) => {
      for (let i = 0; i < 40; i++) {
        if ((await focused()) === name) return;
        await page.keyboard.press('Tab');
      }
      throw new Error(`could not reach ${name} with Tab`);
    };
    await page.goto(`${appUrl}#/login`);
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    await tabTo('email');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await waitForHash(page, new RegExp(`^/${KEY}/collections$`));
    await page.getByRole('heading', { name: 'Collections', level: 1 }).waitFor();

    await tabTo('Sign Out');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor();
    expect(await focused()).toBe('Cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Sign Out');
    await page.keyboard.press('Enter');
    await waitForHash(page, /^\/login$/);
  });

  it('sets up two-factor authentication when the role enforces it (code 113)', async () => {
    const token = await jwt();
    const enforced = await api(`/${KEY}/roles/1`, { method: 'PATCH', json: { enforce_2fa: true }, token });
    expect(enforced.status).toBe(200);

    await page.goto(`${appUrl}#/login`);
    await signIn(page);
    await waitForHash(page, /^\/setup-2fa$/);
    await page.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = (await page
      .getByLabel('Two-factor authentication secret', { exact: true })
      .textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(/^One-Time Password/).fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await waitForHash(page, new RegExp(`^/${KEY}/collections$`));
    secret2fa = secret;
    const relaxed = await page.evaluate(async (key) => {
      const res = await fetch(`/${key}/roles/1`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ enforce_2fa: false }),
      });
      return res.status;
    }, KEY);
    expect(relaxed).toBe(200);
  });

  it('signs in with a one-time password', async () => {
    let secret = secret2fa;
    if (secret) {
      await page.goto(`${appUrl}#/logout`);
      await waitForHash(page, /^\/login$/);
    } else {
      const token = await jwt();
      const secretRes = await api(`/${KEY}/utils/2fa_secret`, { token });
      expect(secretRes.status).toBe(200);
      secret = secretRes.body.data['2fa_secret'] as string;
      const activated = await api(`/${KEY}/users/me/activate_2fa`, {
        method: 'POST',
        json: { '2fa_secret': secret, otp: totp(secret) },
        token,
      });
      expect(activated.status).toBe(200);
    }

    await page.goto(`${appUrl}#/login`);
    await signIn(page);
    const otp = page.getByLabel('One-Time Password');
    await otp.waitFor();
    expect(await page.getByTestId('login-notice').textContent()).toBe(
      'Enter the one-time password from your authenticator app.',
    );
    // The next 30-second step's code: the server accepts neighbouring steps and refuses replays.
    await otp.fill(totp(secret, Date.now() + 30_000));
    expect(await otp.inputValue()).toMatch(/^\d{3}-\d{3}$/);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await waitForHash(page, new RegExp(`^/${KEY}/collections$`));
  });

  it("rejects a second install without the server's super-admin password", async () => {
    const other = await newPage(browser);
    await other.goto(`${appUrl}#/install`);
    await other.getByLabel(/^Project Name/).fill('Second');
    await other.getByLabel(/^Admin Email/).fill(EMAIL);
    await other.getByLabel(/^Admin Password/).fill(PASSWORD);
    await other.getByLabel(/^Super-Admin Password/).fill('not the token');
    await other.getByRole('button', { name: 'Next' }).click();
    await other.getByRole('button', { name: 'Next' }).click();
    await other.getByRole('button', { name: 'Install' }).click();
    await other.getByText('Wrong super-admin password').waitFor();
    expect((await api('/server/projects')).body.data).toEqual([KEY]);
    await other.context().close();
  });

  it("switches to the user's language (de-DE)", async () => {
    // Signed in with 2FA by the previous test: patch through the page's own cookie session (a
    // second login would reuse the one-time password, which the server refuses).
    const patchMe = (locale: string) =>
      page.evaluate(
        async ([key, value]) => {
          const res = await fetch(`/${key}/users/me`, {
            method: 'PATCH',
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ locale: value }),
          });
          return res.status;
        },
        [KEY, locale],
      );
    expect(await patchMe('de-DE')).toBe(200);
    await page.goto(`${appUrl}#/${KEY}/collections`);
    await page.reload();
    await page.getByRole('heading', { name: 'Sammlungen', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    expect(await patchMe('en-US')).toBe(200);
  });

  it('speaks German when the browser asks for de-DE', async () => {
    const german = await newPage(browser, { locale: 'de-DE' });
    await german.goto(`${appUrl}#/login`);
    await german.getByRole('heading', { name: 'Anmelden' }).waitFor();
    expect(await german.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await german.context().close();
  });
});

describe('build', () => {
  it('keeps the initial JavaScript of the login page within 250 kB gzipped', async () => {
    const fs = await import('node:fs/promises');
    const path = await import('node:path');
    const zlib = await import('node:zlib');
    const { APP_DIR } = await import('../support/atrium');
    const html = await fs.readFile(path.join(APP_DIR, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/(?:src|href)="\/admin\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    let total = 0;
    for (const file of scripts) total += zlib.gzipSync(await fs.readFile(path.join(APP_DIR, file))).length;
    // Reported by the test run: the figure the issue asks for.
    process.stdout.write(
      `initial JavaScript (gzip): ${(total / 1024).toFixed(1)} kB in ${scripts.length} file(s)\n`,
    );
    expect(total).toBeLessThanOrEqual(250 * 1024);
  });
});
