/**
 * Every interface language, as its readers see it (issue 25): the sign-in page speaks the
 * browser's language and fetches no other language's messages; in Arabic every screen is mirrored
 * (navigation on the right) and nothing overflows the window, wide or narrow; a language chosen in
 * the profile takes effect without a reload.
 */
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let admin: DemoApiCall;
let adminId: number;

const ARABIC = /[\u0600-\u06FF]/;

/** The screens of product.md §2 past sign-in that a reader of any language opens. */
const SCREENS = [
  'collections',
  'collections/articles',
  'collections/articles/5',
  'collections/articles/+',
  'files',
  'users',
  'activity',
  'settings',
  'settings/global',
  'settings/collections',
  'settings/collections/articles',
  'settings/roles',
  'settings/interfaces',
  'settings/webhooks',
];

async function signInAs(page: Page, locale: string) {
  await admin('/users/me', { method: 'PATCH', json: { locale } });
  await demo.signIn(page, 'admin');
}

async function open(page: Page, route: string) {
  await page.evaluate((r) => {
    location.hash = r;
  }, `#/${demo.project}/${route}`);
  await page.waitForFunction(
    () => !document.querySelector('.full-page-loader') && document.querySelector('h1'),
    undefined,
    { timeout: 15_000 },
  );
  await page.waitForTimeout(500);
}

/** Where the navigation sits, whether the page is wider than the window, and the page's direction. */
function layoutOf(page: Page) {
  return page.evaluate(() => {
    const nav = document.querySelector('.nav-wrapper, nav');
    const rect = nav?.getBoundingClientRect();
    return {
      dir: document.documentElement.dir,
      lang: document.documentElement.lang,
      navCentre: rect ? rect.left + rect.width / 2 : null,
      width: window.innerWidth,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      heading: document.querySelector('h1')?.textContent ?? '',
    };
  });
}

beforeAll(async () => {
  demo = await startDemo();
  browser = await launchBrowser();
  admin = await demo.api('admin');
  adminId = (await admin('/users/me')).body.data.id;
});

afterAll(async () => {
  await admin?.('/users/me', { method: 'PATCH', json: { locale: 'en-US' } });
  await browser?.close();
  await demo?.stop();
});

describe('interface languages', () => {
  it("greets a visitor in the browser's language, fetching no other language's messages", async () => {
    const page = await newPage(browser, { locale: 'ar-SA' });
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (/\.js$/.test(new URL(res.url()).pathname)) scripts.push(res.url());
    });
    await page.goto(`${demo.appUrl}#/login`);
    const button = page.locator('button[type="submit"]');
    await expect.poll(async () => (await button.textContent()) ?? '', { timeout: 10_000 }).toMatch(ARABIC);
    const { dir, lang } = await layoutOf(page);
    expect([dir, lang]).toEqual(['rtl', 'ar-SA']);
    // German, French and Japanese sign-in words appear in none of the code the page fetched.
    const bodies = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    // The build writes messages as string literals of any quote: "…", '…' or `…`; the Arabic
    // words are found that way, so the others would be too.
    const literal = (word: string) => new RegExp(`["'\`]${word}["'\`]`);
    expect(bodies.some((b) => literal('تسجيل الدخول').test(b))).toBe(true);
    for (const other of ['Anmelden', 'Se connecter', 'サインイン']) {
      expect(
        bodies.some((b) => literal(other).test(b)),
        other,
      ).toBe(false);
    }
    await page.context().close();
  });

  it('mirrors every screen in Arabic, with the navigation on the right and nothing wider than the window', async () => {
    const page = await newPage(browser, { viewport: { width: 1400, height: 860 }, colorScheme: 'dark' });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await signInAs(page, 'ar-SA');
    const problems: string[] = [];
    for (const screen of [...SCREENS, `users/${adminId}`]) {
      await open(page, screen);
      // The articles' own name is content, not the app's words; other headings speak Arabic
      // (the screen may still be replacing the previous one's heading: asked for up to 5 s).
      const content = /^(collections|settings\/collections)\/articles$/.test(screen);
      let layout = await layoutOf(page);
      for (let i = 0; i < 25 && !content && !ARABIC.test(layout.heading); i++) {
        await page.waitForTimeout(200);
        layout = await layoutOf(page);
      }
      if (layout.dir !== 'rtl') problems.push(`${screen}: dir=${layout.dir}`);
      if (layout.navCentre === null || layout.navCentre < layout.width / 2)
        problems.push(`${screen}: navigation at ${layout.navCentre}`);
      if (layout.overflow > 1) problems.push(`${screen}: ${layout.overflow}px wider than the window`);
      if (!content && !ARABIC.test(layout.heading)) problems.push(`${screen}: heading "${layout.heading}"`);
    }
    expect(problems).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('keeps a narrow Arabic window within its width', async () => {
    const page = await newPage(browser, { viewport: { width: 420, height: 800 } });
    await signInAs(page, 'ar-SA');
    const problems: string[] = [];
    for (const screen of ['collections/articles', 'collections/articles/5', 'settings', 'settings/roles']) {
      await open(page, screen);
      const layout = await layoutOf(page);
      if (layout.overflow > 1) problems.push(`${screen}: ${layout.overflow}px wider than the window`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('switches language from the profile without a reload', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'en-US');
    await open(page, `users/${adminId}`);
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
    });
    const language = page.getByRole('combobox', { name: /locale|language/i });
    await language.fill('');
    await language.pressSequentially('Polish');
    await page.getByRole('option', { name: /Polish \(Poland\)/ }).click();
    await page.keyboard.press('Control+s');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('pl-PL');
    // The profile's own heading speaks Polish now.
    const polish = JSON.parse(await fs.readFile('src/i18n/locales/pl-PL/index.json', 'utf8')) as Record<
      string,
      string
    >;
    const heading = polish.my_profile!.replace('{name}', 'Admin User');
    await expect.poll(async () => (await layoutOf(page)).heading).toBe(heading);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await page.context().close();
  });
});
