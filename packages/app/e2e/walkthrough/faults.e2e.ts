/**
 * The walk-through under faults (issue 31 "Keeping them out"): the API stopped half-way through
 * the routes, and each API call of a screen answering 500 once. Every screen shows its error state
 * (an alert or a red notice) or, from what it had loaded, its content; none throws; and each comes
 * back by itself — when the server answers again, or when the screen is opened again.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { apiSwitch, type ApiSwitch } from '../support/api-switch';
import { launchBrowser, newPage, startDemo, type DemoAtrium } from '../support/atrium';
import { inspect, messageKeys, watch } from './checks';
import { OUT, prepare, settle } from './run';
import { submitSignIn } from '../support/sign-in';

let demo: DemoAtrium;
let browser: Browser;
let page: Page;
let relay: ApiSwitch;
let appUrl: string;
let routes: string[];
let watcher: ReturnType<typeof watch>;
const keys = messageKeys();

beforeAll(async () => {
  demo = await startDemo();
  routes = (await prepare(demo, await demo.api('admin'))).routes;
  relay = await apiSwitch(demo.url);
  appUrl = demo.appUrl.replace(demo.url, relay.url);
  browser = await launchBrowser();
  page = await newPage(browser, { viewport: { width: 1400, height: 900 } });
  watcher = watch(page);
  await page.goto(`${appUrl}#/login`);
  await submitSignIn(page, demo.credentials.admin);
  await page.waitForFunction(() => /^#\/demo\//.test(location.hash));
});

afterAll(async () => {
  await browser?.close();
  await relay?.close();
  await demo?.stop();
});

const open = async (route: string) => {
  await page.goto(`${appUrl}#/demo/${route}`);
  await settle(page);
};
/** An error the screen shows: an alert (error state, notice), the error screen or a red notification. */
const showsError = () =>
  page.evaluate(() =>
    [...document.querySelectorAll('[role="alert"], .error-screen, .notification-danger')].some(
      (el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0,
    ),
  );
const heading = () => page.locator('main h1').first().isVisible();

it('the API stopped half-way: each screen says so, then recovers by itself', async () => {
  const findings: string[] = [];
  const half = Math.floor(routes.length / 2);
  for (const route of routes.slice(0, half)) await open(route);
  watcher.take();
  await relay.off();
  // The rest of the routes while nothing answers: an error state or what was loaded, never a throw.
  for (const route of routes.slice(half)) {
    await page.goto(`${appUrl}#/demo/${route}`);
    await page.waitForTimeout(1200);
    if (!(await showsError()) && !(await heading())) findings.push(`${route}: neither content nor an error`);
    for (const p of [...watcher.take(), ...(await inspect(page, keys))])
      findings.push(`${route} (offline): ${p}`);
  }
  await page.screenshot({ path: `${OUT}/api-stopped.png` });
  await relay.on();
  // Back: the last screen fills by itself, the notice goes.
  await expect.poll(() => page.locator('.notification-danger').count(), { timeout: 10_000 }).toBe(0);
  await page.goto(`${appUrl}#/demo/collections/articles`);
  await settle(page);
  expect(await showsError()).toBe(false);
  expect(findings).toEqual([]);
}, 180_000);

/**
 * Calls whose failure no screen needs to show: the latency ping (the signal icon says it) and the
 * project's public info, which a signed-in start has already had.
 */
const BACKGROUND = [/^\/server\/ping$/, /^\/demo\/$/];
/** Calls already tried on an earlier screen (the start's calls are the same on every screen). */
const tried = new Set<string>();

/** The API calls (GET) a screen makes when the app starts on it. */
async function callsOf(route: string): Promise<string[]> {
  const calls: string[] = [];
  const onRequest = (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === 'GET' && !url.pathname.startsWith('/admin/')) calls.push(url.pathname + url.search);
  };
  page.on('request', onRequest);
  await page.goto(`${appUrl}#/demo/${route}`);
  await page.reload();
  await settle(page);
  page.off('request', onRequest);
  return [...new Set(calls)];
}

it.each(['collections/articles', 'collections/articles/1', 'users'])(
  'each API call of %s answering 500 once: an error state or the content, and the screen comes back',
  async (route) => {
    const findings: string[] = [];
    const calls = await callsOf(route);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) {
      if (tried.has(call) || BACKGROUND.some((re) => re.test(call))) continue;
      tried.add(call);
      watcher.take();
      let failed = false;
      const matches = (url: URL) => url.pathname + url.search === call;
      await page.route(matches, (r) => {
        if (failed) return r.continue();
        failed = true;
        return r.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 0, message: 'Injected failure' } }),
        });
      });
      await page.reload();
      await settle(page);
      await page.unroute(matches);
      // Its error state, or — asked again by the screen itself — its content; never a broken page.
      if (failed && !(await showsError()) && !(await heading()))
        findings.push(`${call}: neither error nor content`);
      for (const p of [...watcher.take(), ...(await inspect(page, keys))]) findings.push(`${call}: ${p}`);
      // Opened again, the screen is whole.
      await page.reload();
      await settle(page);
      if (!(await heading()) || (await page.locator('main [role="alert"]').count()) > 0)
        findings.push(`${call}: the screen did not come back`);
    }
    expect(findings).toEqual([]);
  },
  240_000,
);
