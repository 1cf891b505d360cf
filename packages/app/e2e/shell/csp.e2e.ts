/**
 * The admin app under its Content-Security-Policy (issue 24, item 9): the server sends
 * `frame-ancestors 'self'` and a policy that allows the build's own scripts (the inline theme
 * script by its hash) and nothing injected. Every screen driven here must work without a single
 * violation: sign-in, a listing, and an article's edit form with its rich text, code and map
 * fields (tiles from the project's tile server, on another origin), its cover image thumbnail,
 * Leaflet's `data:` images and the app's own fonts. A page on another origin cannot frame the app.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startDemo, type DemoApiCall, type DemoAtrium } from '../support/atrium';

let demo: DemoAtrium;
let browser: Browser;
let admin: DemoApiCall;
let other: http.Server;
let otherOrigin: string;
let tileRequests = 0;
const OUT = 'e2e/.output';

const GREEN = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** A page that records every CSP violation and every console error, from its first script on. */
async function watchedPage(): Promise<{ page: Page; violations: Violation[]; errors: string[] }> {
  const page = await newPage(browser);
  const violations: Violation[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__cspViolation', (v: Violation) => violations.push(v));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(v: unknown): void }).__cspViolation({
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        source: `${e.sourceFile}:${e.lineNumber}`,
      });
    });
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, violations, errors };
}

const cspErrors = (errors: string[]) => errors.filter((e) => /Content Security Policy|Refused to/i.test(e));

beforeAll(async () => {
  // Another origin: the project's tile server, and a page that tries to frame the app.
  other = http.createServer((req, res) => {
    if (req.url === '/frame.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><title>Framing</title><iframe id="app" src="${demo.appUrl}"></iframe>`);
      return;
    }
    tileRequests++;
    res.writeHead(200, { 'content-type': 'image/png' }).end(GREEN);
  });
  await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  demo = await startDemo();
  const configFile = path.join(demo.dataDir, 'projects', `${demo.project}.json`);
  const config = JSON.parse(await fs.readFile(configFile, 'utf8'));
  config.map = { tile_url: `${otherOrigin}/{z}/{x}/{y}.png` };
  await fs.writeFile(configFile, JSON.stringify(config, null, 2));
  admin = await demo.api('admin');
  browser = await launchBrowser();
  await fs.mkdir(OUT, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await demo?.stop();
  await new Promise((r) => other?.close(r));
});

describe('the admin app under its Content-Security-Policy', () => {
  it('is served with frame-ancestors and a policy without unsafe-inline or unsafe-eval scripts', async () => {
    const res = await fetch(demo.appUrl);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const scripts = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    // The policy names the project's tile server, so the map can show its tiles.
    expect(csp).toContain(otherOrigin);
  });

  it('signs in, lists articles and edits one with rich text, code, map and image fields without a violation', async () => {
    const { page, violations, errors } = await watchedPage();
    // The inline theme script runs before the app: blocked, it would be reported below.
    await demo.signIn(page, 'admin');

    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles`);
    await page.getByRole('heading', { name: 'Articles', level: 1 }).waitFor();
    await page.getByRole('main').getByRole('row').nth(1).waitFor();

    const article = (
      await admin(
        '/items/articles?filter[location][nnull]=1&filter[cover_image][nnull]=1&filter[body][nempty]=1&limit=1&sort=id&fields=id',
      )
    ).body.data[0] as { id: number };
    expect(article).toBeTruthy();
    await page.goto(`${demo.appUrl}#/${demo.project}/collections/articles/${article.id}`);
    const field = (name: string) => page.locator(`.form-field[data-field="${name}"]`);
    // A wait below that fails says what the policy refused meanwhile.
    try {
      for (const [name, ready] of [
        ['body', '[contenteditable="true"]'],
        ['metadata', '.cm-editor .cm-content'],
        ['location', '.leaflet-tile-loaded'],
      ] as const) {
        await field(name).scrollIntoViewIfNeeded();
        await field(name).locator(ready).first().waitFor({ timeout: 20_000 });
      }
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\nCSP violations: ${JSON.stringify(violations)}\nconsole errors: ${JSON.stringify(errors)}`,
        { cause: err },
      );
    }
    expect(tileRequests).toBeGreaterThan(0);
    const cover = field('cover_image').locator('img').first();
    await cover.waitFor();
    await expect
      .poll(() => cover.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);

    // Editing works: rich text and code take input.
    await field('body').locator('[contenteditable="true"]').click();
    await page.keyboard.type(' Under a policy.');
    await field('metadata').locator('.cm-content').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' ');
    await expect.poll(() => field('body').textContent()).toContain('Under a policy.');

    // Leaflet's marker and control images are data: URLs; the app's fonts are its own files.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const fonts = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    );
    expect(fonts.join(' ')).toMatch(/Roboto/);
    expect(fonts.join(' ')).toMatch(/Material Icons/);
    await page.screenshot({ path: `${OUT}/csp-article-edit.png` });
    await field('location').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/csp-article-map.png` });

    expect(violations).toEqual([]);
    expect(cspErrors(errors)).toEqual([]);
  });

  it('cannot be framed by a page on another origin', async () => {
    const { page } = await watchedPage();
    await page.goto(`${otherOrigin}/frame.html`);
    const frame = page.frameLocator('#app');
    await page.waitForTimeout(1500);
    // The framed document never becomes the app: no root element, no sign-in form.
    expect(await frame.locator('#root').count()).toBe(0);
    const child = page.frames().find((f) => f !== page.mainFrame());
    expect(child?.url() ?? '').not.toBe(demo.appUrl);
  });
});
