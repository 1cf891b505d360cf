import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import {
  EDIT_FIELDS,
  PROJECT,
  freshContext,
  launchChromium,
  median,
  ms,
  signedInState,
  startFixture,
  type Fixture,
} from './app-setup';

/**
 * Part of `npm run bench`: the admin app in Chromium (playwright-core, Debian's chromium) against
 * an Atrium server holding 100,000 items.
 *
 * Listing (issue 10): navigation → first rows painted, cold (a fresh context: empty HTTP cache)
 * and warm (the same context, reloaded); then the tabular layout scrolled from the top to row
 * 5,000 — the longest frame (requestAnimationFrame gaps and Chromium's long-animation-frame
 * entries) and the JS heap before and after (after a forced GC).
 * Targets: first rows < 1.0 s cold, every scroll frame < 50 ms, heap growth < 20 MB.
 *
 * Edit (issue 11): an item of 40 mixed fields, navigation → interactive form (every field's input
 * rendered, no interface still loading, the frame after painted), cold and warm; the JS it loaded,
 * and whether the heavy editors (TipTap, CodeMirror) stayed unloaded until scrolled to.
 * Target: interactive < 600 ms warm.
 *
 * Language (issue 25): on one's own profile, a new interface language chosen and saved (Ctrl+S) →
 * the page speaks it (`<html lang>` and the heading changed), without a reload: the first time
 * (the language's message files load) and again later (switching back and forth).
 * Target: < 300 ms.
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const row = (measure: string, result: string, target = '') => log(`| ${measure} | ${result} | ${target} |`);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SCROLL_TO = 5_000;
// This machine class is shared and noisy (one run in five can be half again slower): each timing
// is the median of five runs, and every run is printed.
const COLD_RUNS = 5;
const WARM_RUNS = 5;

type Run = Fixture & { browser: Browser };

/** In-page probes, installed before the app's scripts: when the first rows / the form painted. */
const PROBES = `
  window.__bench = { firstRows: null, formReady: null, interactive: null, loaf: [] };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__bench.loaf.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  const check = () => {
    const b = window.__bench;
    if (b.firstRows === null && document.querySelector('.tabular-body-row')) {
      b.firstRows = -1;
      requestAnimationFrame(() => { b.firstRows = performance.now(); });
    }
    if (b.formReady === null && document.querySelector('[data-field="body"]') &&
        document.querySelector('[data-field="title"] input') && !document.querySelector('.form-field-loading')) {
      b.formReady = -1;
      requestAnimationFrame(() => {
        b.formReady = performance.now();
        setTimeout(() => { b.interactive = performance.now(); }, 0);
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
`;

async function waitFor(page: Page, key: 'firstRows' | 'interactive'): Promise<number> {
  const handle = await page.waitForFunction(
    (k) => {
      const v = (window as unknown as { __bench: Record<string, number | null> }).__bench[k];
      return typeof v === 'number' && v > 0 ? v : null;
    },
    key,
    { timeout: 30_000, polling: 50 },
  );
  return (await handle.jsonValue()) as number;
}

/** JS the page fetched from the network (bytes on the wire) and the script files' names. */
async function scriptsLoaded(page: Page) {
  return page.evaluate(() => {
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
      /\.js(\?|$)/.test(e.name),
    );
    return {
      transferred: scripts.reduce((n, e) => n + e.transferSize, 0),
      decoded: scripts.reduce((n, e) => n + e.decodedBodySize, 0),
      files: scripts.map((e) => e.name.split('/').pop() ?? e.name),
    };
  });
}

async function heapMb(context: BrowserContext, page: Page): Promise<number> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/**
 * The renderer's main-thread busy time so far (CDP Performance `TaskDuration`), ms. The machine is
 * shared: wall-clock times grow with other work, so the main-thread task time is reported too.
 */
async function busyMs(page: Page): Promise<number> {
  const cdp = sessions.get(page)!;
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: { name: string; value: number }[];
  };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** One CDP session per page, with the Performance domain on from the page's start. */
const sessions = new WeakMap<Page, CDPSession>();

/** Navigates and waits for a probe: wall-clock ms since navigation start and main-thread busy ms. */
async function timedOpen(page: Page, url: string, key: 'firstRows' | 'interactive') {
  const before = await busyMs(page);
  await page.goto(url);
  const wall = await waitFor(page, key);
  const after = await busyMs(page);
  return { wall, busy: after >= before ? after - before : after };
}

const TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The longest main-thread task of the renderer in a Chromium trace: wall and thread (CPU) ms. */
function longestTask(trace: Buffer) {
  type Ev = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    dur?: number;
    tdur?: number;
    args?: { name?: string };
  };
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: Ev[] }).traceEvents;
  const main = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  let wall = 0;
  let cpu = 0;
  let over50 = 0;
  for (const e of events) {
    if (!TASKS.has(e.name) || e.ph !== 'X' || !main.has(`${e.pid}:${e.tid}`)) continue;
    wall = Math.max(wall, (e.dur ?? 0) / 1000);
    cpu = Math.max(cpu, (e.tdur ?? 0) / 1000);
    if ((e.tdur ?? 0) / 1000 >= 50) over50++;
  }
  return { wall, cpu, over50 };
}

async function openPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.addInitScript(PROBES);
  // The default buffer keeps 250 resource entries: a cold edit open fetches about 200 files, so
  // chunks loaded later (the editors, on scrolling) would not be listed.
  await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  sessions.set(page, cdp);
  page.setDefaultTimeout(30_000);
  return page;
}

async function benchListing(fx: Run, state: Awaited<ReturnType<typeof signedInState>>) {
  const url = `${fx.appUrl}#/${PROJECT}/collections/items`;
  const colds: { wall: number; busy: number }[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await freshContext(fx.browser, state);
    const page = await openPage(context);
    colds.push(await timedOpen(page, url, 'firstRows'));
    await context.close();
  }
  const context = await freshContext(fx.browser, state);
  const page = await openPage(context);
  await page.goto(url);
  await waitFor(page, 'firstRows');
  const warms: { wall: number; busy: number }[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await page.goto('about:blank');
    warms.push(await timedOpen(page, url, 'firstRows'));
  }
  await page.waitForTimeout(500);
  const heapBefore = await heapMb(context, page);
  await fx.browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline'] });
  // A string, not a function: tsx would wrap named inner functions in a helper the page lacks.
  const scroll = (await page.evaluate(`(async (target) => {
    const el = document.querySelector('.tabular');
    const bench = window.__bench;
    bench.loaf.length = 0;
    const t0 = performance.now();
    let last = t0;
    let maxGap = 0;
    let frames = 0;
    await new Promise((resolve) => {
      const step = (now) => {
        maxGap = Math.max(maxGap, now - last);
        last = now;
        frames++;
        if (el.querySelector('[aria-rowindex="' + (target + 1) + '"]')) return resolve();
        el.scrollTop += 480;
        requestAnimationFrame(step);
      };
      requestAnimationFrame(step);
    });
    const loaf = bench.loaf.filter((e) => e.start >= t0);
    return {
      ms: performance.now() - t0,
      frames,
      maxGap,
      longFrames: loaf.length,
      longestLoaf: loaf.reduce((m, e) => Math.max(m, e.duration), 0),
      mountedRows: el.querySelectorAll('.tabular-body-row').length,
    };
  })(${SCROLL_TO})`)) as {
    ms: number;
    frames: number;
    maxGap: number;
    longFrames: number;
    longestLoaf: number;
    mountedRows: number;
  };
  const tasks = longestTask(await fx.browser.stopTracing());
  await page.waitForTimeout(500);
  const heapAfter = await heapMb(context, page);
  await context.close();

  const cold = median(colds.map((r) => r.wall));
  const warm = median(warms.map((r) => r.wall));
  const coldBusy = median(colds.map((r) => r.busy));
  const warmBusy = median(warms.map((r) => r.busy));
  const worstFrame = Math.max(scroll.maxGap, scroll.longestLoaf);
  const growth = heapAfter - heapBefore;
  const runs = (list: { wall: number }[]) => list.map((r) => ms(r.wall)).join(', ');
  log(`\nListing: ${ITEMS.toLocaleString('en-US')} items, tabular layout, page size 200`);
  log('| measure | result | target |');
  log('|---|---:|---:|');
  row(
    `first rows painted, cold (fresh context; median of ${COLD_RUNS}: ${runs(colds)})`,
    ms(cold),
    '< 1000 ms',
  );
  row('… of which main-thread task time (CDP TaskDuration)', ms(coldBusy));
  row(`first rows painted, warm reload (median of ${WARM_RUNS}: ${runs(warms)})`, ms(warm));
  row('… of which main-thread task time (CDP TaskDuration)', ms(warmBusy));
  row(
    `scroll to row ${SCROLL_TO.toLocaleString('en-US')}: time, frames`,
    `${ms(scroll.ms)}, ${scroll.frames}`,
  );
  row(
    `longest frame while scrolling (rAF gap; ${scroll.longFrames} long-animation-frame entries, longest ${ms(scroll.longestLoaf)})`,
    ms(worstFrame),
    '< 50 ms',
  );
  row(
    `longest main-thread task while scrolling (trace, thread CPU; wall ${ms(tasks.wall)}); tasks ≥ 50 ms CPU: ${tasks.over50}`,
    ms(tasks.cpu),
    '< 50 ms',
  );
  row(
    `rows mounted at row ${SCROLL_TO.toLocaleString('en-US')} (the virtual window)`,
    String(scroll.mountedRows),
  );
  row(
    'JS heap before → after (after a forced GC)',
    `${heapBefore.toFixed(1)} → ${heapAfter.toFixed(1)} MB (+${growth.toFixed(1)} MB)`,
    'growth < 20 MB',
  );
  const check = (ok: boolean, label: string) => log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
  check(cold < 1000, 'listing: first rows < 1.0 s cold (wall clock)');
  check(coldBusy < 1000, 'listing: first rows < 1.0 s cold (main-thread task time)');
  check(worstFrame < 50, 'listing: every scroll frame < 50 ms (wall clock)');
  check(tasks.cpu < 50, 'listing: every scroll task < 50 ms (main-thread CPU)');
  check(growth < 20, 'listing: heap growth < 20 MB');
}

async function benchEdit(fx: Run, state: Awaited<ReturnType<typeof signedInState>>) {
  const url = `${fx.appUrl}#/${PROJECT}/collections/edit_bench/${fx.editId}`;
  const editorChunks = (files: string[]) => files.filter((f) => /^Editor-/.test(f));
  const colds: { wall: number; busy: number }[] = [];
  let coldScripts: Awaited<ReturnType<typeof scriptsLoaded>> | null = null;
  let editorsAfterScroll: string[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    const context = await freshContext(fx.browser, state);
    const page = await openPage(context);
    colds.push(await timedOpen(page, url, 'interactive'));
    if (!coldScripts) {
      coldScripts = await scriptsLoaded(page);
      await page.evaluate(() => document.querySelector('[data-field="body"]')!.scrollIntoView());
      await page.locator('.ProseMirror').first().waitFor();
      await page.evaluate(() => document.querySelector('[data-field="snippet"]')!.scrollIntoView());
      await page.locator('.cm-editor').first().waitFor();
      editorsAfterScroll = editorChunks((await scriptsLoaded(page)).files);
    }
    await context.close();
  }
  const context = await freshContext(fx.browser, state);
  const page = await openPage(context);
  await page.goto(url);
  await waitFor(page, 'interactive');
  const warms: { wall: number; busy: number }[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await page.goto('about:blank');
    warms.push(await timedOpen(page, url, 'interactive'));
  }
  // In the app: from the collection's listing to the item (every chunk cached), by the hash.
  const inApp: { wall: number; busy: number }[] = [];
  for (let i = 0; i < WARM_RUNS; i++) {
    await page.evaluate((p) => (location.hash = `#/${p}/collections/edit_bench`), PROJECT);
    await page.locator('.tabular-body-row').first().waitFor();
    const busyBefore = await busyMs(page);
    const start = await page.evaluate(() => {
      const b = (window as unknown as { __bench: Record<string, number | null> }).__bench;
      b.formReady = null;
      b.interactive = null;
      return performance.now();
    });
    await page.evaluate((u) => (location.hash = u), url.slice(url.indexOf('#')));
    const wall = (await waitFor(page, 'interactive')) - start;
    inApp.push({ wall, busy: Math.max(0, (await busyMs(page)) - busyBefore) });
  }
  await context.close();

  const shown = EDIT_FIELDS.filter((f) => !f.hidden_detail).length;
  const cold = median(colds.map((r) => r.wall));
  const warm = median(warms.map((r) => r.wall));
  const warmBusy = median(warms.map((r) => r.busy));
  const inAppWall = median(inApp.map((r) => r.wall));
  const inAppBusy = median(inApp.map((r) => r.busy));
  const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`;
  const runs = (list: { wall: number }[]) => list.map((r) => ms(r.wall)).join(', ');
  log(`\nEdit: an item of ${EDIT_FIELDS.length} fields (${shown} on the form) of mixed interfaces`);
  log('| measure | result | target |');
  log('|---|---:|---:|');
  row(
    `navigation → interactive form, cold (fresh context; median of ${COLD_RUNS}: ${runs(colds)})`,
    ms(cold),
  );
  row('… of which main-thread task time (CDP TaskDuration)', ms(median(colds.map((r) => r.busy))));
  row(
    `navigation → interactive form, warm reload (median of ${WARM_RUNS}: ${runs(warms)})`,
    ms(warm),
    '< 600 ms',
  );
  row('… of which main-thread task time (CDP TaskDuration)', ms(warmBusy), '< 600 ms');
  row(`listing → item inside the app, warm (median of ${WARM_RUNS}: ${runs(inApp)})`, ms(inAppWall));
  row('… of which main-thread task time (CDP TaskDuration)', ms(inAppBusy));
  row(
    `JS loaded for the cold open (on the wire / decoded, ${coldScripts!.files.length} files)`,
    `${kb(coldScripts!.transferred)} / ${kb(coldScripts!.decoded)}`,
  );
  row('editor chunks loaded before scrolling', editorChunks(coldScripts!.files).join(', ') || 'none', 'none');
  row(
    'editor chunks after scrolling to the rich text and code fields',
    editorsAfterScroll.join(', ') || 'none',
  );
  const check = (ok: boolean, label: string) => log(`${ok ? 'PASS' : 'MISS'}  ${label}`);
  check(warm < 600, 'edit: interactive < 600 ms warm (wall clock)');
  check(warmBusy < 600, 'edit: interactive < 600 ms warm (main-thread task time)');
  check(
    editorChunks(coldScripts!.files).length === 0 && editorsAfterScroll.length > 0,
    'edit: editors load only when their field is on screen',
  );
}

/** Chooses `name` in the profile's language box and saves: ms until the heading speaks it. */
async function switchLanguage(page: Page, name: string, code: string): Promise<number> {
  const box = page.locator('#field-directus_users-locale');
  await box.fill('');
  await box.pressSequentially(name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }).click();
  const before = await page.locator('h1').textContent();
  const start = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+s');
  // A string, not a function: tsx would wrap the inner arrow in a helper the page lacks.
  const end = await page.evaluate<number>(`new Promise((resolve) => {
    const lang = ${JSON.stringify(code)};
    const heading = ${JSON.stringify(before)};
    const done = () => {
      if (document.documentElement.lang !== lang || document.querySelector('h1')?.textContent === heading) return false;
      requestAnimationFrame(() => resolve(performance.now()));
      return true;
    };
    if (done()) return;
    const observer = new MutationObserver(() => done() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
  })`);
  return end - start;
}

async function benchLanguage(fx: Run, state: Awaited<ReturnType<typeof signedInState>>) {
  const context = await freshContext(fx.browser, state);
  const page = await openPage(context);
  await page.goto(`${fx.appUrl}#/${PROJECT}/collections`);
  await page.locator('h1').waitFor();
  const me = await page.evaluate(async (url) => {
    const res = await fetch(url, { credentials: 'include' });
    return ((await res.json()) as { data: { id: number } }).data.id;
  }, `${fx.server.url}/${PROJECT}/users/me`);
  await page.goto(`${fx.appUrl}#/${PROJECT}/users/${me}`);
  await page.locator('#field-directus_users-locale').waitFor();
  const first = [
    await switchLanguage(page, 'German (Germany)', 'de-DE'),
    await switchLanguage(page, 'Polish (Poland)', 'pl-PL'),
  ];
  const again: number[] = [];
  for (let i = 0; i < 3; i++) {
    again.push(
      await switchLanguage(page, i % 2 ? 'Polish (Poland)' : 'German (Germany)', i % 2 ? 'pl-PL' : 'de-DE'),
    );
  }
  again.push(await switchLanguage(page, 'English (United States)', 'en-US'));
  await context.close();
  log('\nLanguage: a new interface language chosen in the profile and saved → the page speaks it');
  log('| measure | result | target |');
  log('|---|---:|---:|');
  row(
    `first switch to a language (its messages load; ${first.map(ms).join(', ')})`,
    ms(median(first)),
    '< 300 ms',
  );
  row(
    `switching between loaded languages (median of ${again.length}: ${again.map(ms).join(', ')})`,
    ms(median(again)),
    '< 300 ms',
  );
  log(
    `${median(first) < 300 && median(again) < 300 ? 'PASS' : 'MISS'}  language: takes effect within 300 ms`,
  );
}

async function main() {
  log('\n== Admin app in Chromium ==');
  const fx = await startFixture(ITEMS);
  const browser = await launchChromium();
  const run = { ...fx, browser };
  try {
    log(
      `seeded ${ITEMS.toLocaleString('en-US')} items and a 40-field item in ${(fx.seedMs / 1000).toFixed(1)} s`,
    );
    const state = await signedInState(browser, fx.appUrl);
    if (!process.env.BENCH_ONLY || 'listing'.includes(process.env.BENCH_ONLY)) await benchListing(run, state);
    if (!process.env.BENCH_ONLY || 'edit'.includes(process.env.BENCH_ONLY)) await benchEdit(run, state);
    if (!process.env.BENCH_ONLY || 'language'.includes(process.env.BENCH_ONLY))
      await benchLanguage(run, state);
  } finally {
    await browser.close();
    await fx.stop();
  }
}

await main();
