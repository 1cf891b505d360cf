/**
 * The invitation link, end to end in Chromium: an administrator invites an address through the
 * API, the server mails the link to a local SMTP catcher, and the invited person opens it. The
 * account becomes active, a set-password link arrives by mail and leads to a first sign-in; a
 * second visit, a tampered or an expired token and an unreachable server each say so. Every state
 * is photographed in light and dark (public pages stay light), wide and narrow, English and German
 * (e2e/.output/).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../../server/src/auth/jwt';
import { ProjectConfigSchema } from '../../../server/src/projects/project-config';
import { startSmtp } from '../../../server/test/auth/smtp';
import {
  launchBrowser,
  newPage,
  seriousViolations,
  startDemo,
  type DemoApiCall,
  type DemoAtrium,
} from '../support/atrium';
import { submitSignIn } from '../support/sign-in';

const OUT = 'e2e/.output';
const PASSWORD = 'a first password for the invited';

let demo: DemoAtrium;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let browser: Browser;
let admin: DemoApiCall;
let editorRole: number;
let configFile: string;

beforeAll(async () => {
  smtp = await startSmtp();
  demo = await startDemo();
  // The demo project mails through the catcher; the server rereads a changed config file.
  configFile = path.join(demo.dataDir, 'projects', `${demo.project}.json`);
  const config = JSON.parse(await fs.readFile(configFile, 'utf8'));
  config.mail = {
    default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
  };
  await fs.writeFile(configFile, JSON.stringify(config, null, 2));
  await new Promise((r) => setTimeout(r, 1200));
  admin = await demo.api('admin');
  const editor = await admin(`/users?filter[email][eq]=${demo.credentials.editor.email}&fields=role`);
  editorRole = editor.body.data[0].role;
  browser = await launchBrowser();
  await fs.mkdir(OUT, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  await smtp?.close();
});

let serial = 0;
const address = (tag: string) => `invited-${tag}-${++serial}@example.com`;

/** Invites the address as an editor and returns the link of the mail it receives. */
async function invite(email: string): Promise<string> {
  const seen = smtp.messages.length;
  const res = await admin('/users/invite', { method: 'POST', json: { email, role: editorRole } });
  expect(res.status).toBe(200);
  const mail = await smtp.waitFor(email, seen);
  const link = /(https?:\/\/[^\s"<]+#\/accept-invite\?[^\s"<]+)/.exec(mail.text)?.[1];
  if (!link) throw new Error(`no invitation link in the mail to ${email}`);
  return link.replace(/&amp;/g, '&');
}

async function statusOf(email: string): Promise<string> {
  const res = await admin(`/users?filter[email][eq]=${encodeURIComponent(email)}&fields=status`);
  return res.body.data[0]?.status;
}

/** A correctly signed invitation for the demo project that expired a minute ago. */
async function expiredLink(email: string): Promise<string> {
  const config = ProjectConfigSchema.parse(JSON.parse(await fs.readFile(configFile, 'utf8')));
  const token = await signToken(demo.project, config, 'invitation', { email, date: '2020-01-01' }, -1);
  return `${demo.appUrl}#/accept-invite?token=${token}&project=${demo.project}`;
}

/** The same link with its signature changed. */
const tampered = (link: string) => link.replace(/(token=[\w-]+\.[\w-]+\.)([\w-]{4})/, '$1AAAA');

/** A fresh load of the page at that URL (not a hash change within the running app). */
async function open(page: Page, url: string) {
  await page.goto('about:blank');
  await page.goto(url);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: `${OUT}/accept-invite-${name}.png` });
}

describe('accept-invite page', () => {
  it('activates the invited account, mails a set-password link on request, and leads to a first sign-in', async () => {
    const email = address('flow');
    const link = await invite(email);
    expect(link).toContain(`${demo.appUrl}#/accept-invite?token=`);
    expect(await statusOf(email)).toBe('invited');

    const page = await newPage(browser);
    await open(page, link);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Welcome');
    await page.getByText('Invitation accepted: your account is active.').waitFor();
    await page.getByText(`Get a link at ${email} to choose one`).waitFor();
    expect(await statusOf(email)).toBe('active');
    expect(await seriousViolations(page)).toEqual([]);

    // Keyboard only: the set-password button has the focus; Enter sends the link.
    const seen = smtp.messages.length;
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain(
      'Email Me a Password Link',
    );
    await page.keyboard.press('Enter');
    await page.getByText(`A link to set your password is on its way to ${email}.`).waitFor();
    const mail = await smtp.waitFor(email, seen);
    const reset = /(https?:\/\/[^\s"<]+#\/reset-password\?[^\s"<]+)/.exec(mail.text)?.[1];
    expect(reset).toBeTruthy();

    await open(page, reset!.replace(/&amp;/g, '&'));
    await page.getByLabel('New Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByRole('link', { name: 'Sign In' }).click();
    await submitSignIn(page, { email, password: PASSWORD });
    await page.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), demo.project, {
      timeout: 15_000,
    });

    // The link again, now signed in or not: the invitation is used.
    const again = await newPage(browser);
    await open(again, link);
    await expect
      .poll(() => heading(again).textContent(), { timeout: 10_000 })
      .toBe('Invitation Already Used');
    await again.getByText('This invitation has already been accepted or was withdrawn.').waitFor();
    expect(await again.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('#/login');
    expect(await statusOf(email)).toBe('active');
    await page.context().close();
    await again.context().close();
  });

  it('refuses a tampered token and an expired one, and leaves the invitation open', async () => {
    const email = address('refused');
    const link = await invite(email);
    const page = await newPage(browser);

    await open(page, tampered(link));
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Invalid Invitation');
    await page.getByText("This invitation link isn't valid.", { exact: false }).waitFor();
    await page.getByText('Ask the administrator who invited you to send another one.').waitFor();
    expect(await statusOf(email)).toBe('invited');
    expect(await seriousViolations(page)).toEqual([]);

    await open(page, await expiredLink(email));
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Invitation Expired');
    await page.getByText(/^This invitation expired on \w+ \d+, \d{4}\.$/).waitFor();
    expect(await statusOf(email)).toBe('invited');

    // The real link still works after both.
    await open(page, link);
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Welcome');
    expect(await statusOf(email)).toBe('active');
    await page.context().close();
  });

  it('says when the server cannot be reached, and accepts on retry', async () => {
    const email = address('offline');
    const link = await invite(email);
    const page = await newPage(browser);
    await page.route('**/users/invite/**', (route) => route.abort('connectionrefused'));
    await open(page, link);
    await expect
      .poll(() => heading(page).textContent(), { timeout: 10_000 })
      .toBe("Couldn't Reach the Server");
    await page.getByText("Your invitation hasn't been accepted yet; the link still works.").waitFor();
    expect(await statusOf(email)).toBe('invited');

    await page.unroute('**/users/invite/**');
    const retry = page.getByRole('button', { name: 'Try Again' });
    expect(await retry.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe('Welcome');
    expect(await statusOf(email)).toBe('active');
    await page.context().close();
  });

  const variants: { name: string; options: BrowserContextOptions; welcome: string }[] = [
    { name: 'light', options: {}, welcome: 'Welcome' },
    { name: 'dark', options: { colorScheme: 'dark' }, welcome: 'Welcome' },
    {
      name: 'de-narrow',
      options: { locale: 'de-DE', viewport: { width: 390, height: 760 } },
      welcome: 'Willkommen',
    },
  ];

  for (const variant of variants) {
    it(`shows every state (${variant.name})`, async () => {
      const page = await newPage(browser, variant.options);
      const waitHeading = (text: string) =>
        expect.poll(() => heading(page).textContent(), { timeout: 10_000 }).toBe(text);
      const de = variant.options.locale === 'de-DE';

      // Accepting: the answer is held back until the picture is taken.
      const link = await invite(address(variant.name));
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      await page.route('**/users/invite/**', async (route) => {
        await held;
        await route.continue();
      });
      await open(page, link);
      await waitHeading(de ? 'Einladung annehmen' : 'Accept Invitation');
      await shot(page, `accepting-${variant.name}`);
      release();
      await waitHeading(variant.welcome);
      await page.unroute('**/users/invite/**');
      await shot(page, `accepted-${variant.name}`);
      await page
        .getByRole('button', {
          name: de ? 'Link zum Passwort per E-Mail senden' : 'Email Me a Password Link',
        })
        .click();
      await page.locator('.public-notice .notice-success').waitFor();
      await shot(page, `link-sent-${variant.name}`);

      await open(page, link);
      await waitHeading(de ? 'Einladung bereits verwendet' : 'Invitation Already Used');
      await shot(page, `used-${variant.name}`);

      await open(page, await expiredLink(address(variant.name)));
      await waitHeading(de ? 'Einladung abgelaufen' : 'Invitation Expired');
      await shot(page, `expired-${variant.name}`);

      const fresh = await invite(address(variant.name));
      await open(page, tampered(fresh));
      await waitHeading(de ? 'Ungültige Einladung' : 'Invalid Invitation');
      await shot(page, `invalid-${variant.name}`);

      await page.route('**/users/invite/**', (route) => route.abort('connectionrefused'));
      await open(page, fresh);
      await waitHeading(de ? 'Server nicht erreichbar' : "Couldn't Reach the Server");
      await shot(page, `unreachable-${variant.name}`);
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
    });
  }
});
