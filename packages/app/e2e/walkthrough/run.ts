/**
 * The walk-through (issue 31 "Keeping them out"): every route of product.md §2 opened in one
 * browser page per combination of role, theme, width and language, each screen checked
 * (`checks.ts`) and photographed under `e2e/.output/walkthrough/` (git-ignored). The combinations
 * are sampled so every route is seen at least once in each value of each dimension.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { newPage, type DemoApiCall, type DemoAtrium, type DemoUser } from '../support/atrium';
import { inspect, messageKeys, watch } from './checks';

export const OUT = 'e2e/.output/walkthrough';
const EXAMPLES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../examples/extensions',
);

export interface Combo {
  who: DemoUser;
  theme: 'light' | 'dark';
  width: 1400 | 420;
  locale: 'en-US' | 'de-DE';
}

export const comboName = (c: Combo) => `${c.who}-${c.theme}-${c.width}-${c.locale}`;

/** Data every route needs (a bookmark, a webhook, a file, ...) and the example module installed. */
export async function prepare(demo: DemoAtrium, admin: DemoApiCall) {
  await fs.cp(
    path.join(EXAMPLES, 'modules', 'collections-glance'),
    path.join(demo.dataDir, 'extensions', 'modules', 'collections-glance'),
    { recursive: true },
  );
  const ids = (await admin('/items/articles?limit=2&fields=id&sort=id')).body.data.map(
    (r: { id: number }) => r.id,
  ) as number[];
  const me = (await admin('/users/me')).body.data.id as number;
  const bookmark = await admin('/collection_presets', {
    method: 'POST',
    json: { collection: 'articles', title: 'Walk-through', user: me, search_query: 'the' },
  });
  const webhook = await admin('/webhooks', {
    method: 'POST',
    json: {
      status: 'inactive',
      http_action: 'post',
      url: 'https://example.com/hook',
      collection: 'articles',
      directus_action: 'item.create:after',
    },
  });
  const file = (await admin('/files?limit=1&fields=id')).body.data[0]?.id as number | undefined;
  const activity = (await admin('/activity?limit=1&fields=id&sort=-id')).body.data[0]?.id as number;
  const roles = (await admin('/roles?fields=id,name')).body.data as { id: number; name: string }[];
  const editorRole = roles.find((r) => r.name === 'Editor')!.id;
  return {
    routes: [
      'collections',
      'collections/articles',
      `collections/articles/${ids[0]}`,
      'collections/articles/+',
      `collections/articles/${ids[0]},${ids[1]}`,
      'collections/home',
      'ext/collections-glance',
      `bookmarks/articles/${bookmark.body.data.id}`,
      'files',
      ...(file ? [`files/${file}`] : []),
      'users',
      `users/${me}`,
      'activity',
      `activity/${activity}`,
      'settings',
      'settings/global',
      'settings/collections',
      'settings/collections/articles',
      'settings/roles',
      `settings/roles/${editorRole}`,
      'settings/interfaces',
      'settings/interfaces/text-input',
      'settings/webhooks',
      `settings/webhooks/${webhook.body.data.id}`,
      'settings/webhooks/+',
      'no/such/page',
    ],
  };
}

/** Waits until a screen has settled: its heading, no spinner, the network quiet. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 8000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => !document.querySelector('.spinner, [aria-busy="true"] .skeleton, .card-skeleton'),
      null,
      {
        timeout: 5000,
      },
    )
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(150);
}

/** Opens every route in one combination; returns the findings (empty when all is well). */
export async function walk(
  browser: Browser,
  demo: DemoAtrium,
  api: (who: DemoUser) => Promise<DemoApiCall>,
  combo: Combo,
  routes: string[],
): Promise<string[]> {
  const me = await api(combo.who);
  await me('/users/me', { method: 'PATCH', json: { locale: combo.locale } });
  const page = await newPage(browser, {
    viewport: { width: combo.width, height: 900 },
    colorScheme: combo.theme,
    locale: combo.locale,
  });
  const dir = path.join(OUT, comboName(combo));
  await fs.mkdir(dir, { recursive: true });
  const watcher = watch(page);
  const keys = messageKeys();
  const findings: string[] = [];
  try {
    // The sign-in page speaks the browser's language: found by what its fields are.
    await page.goto(`${demo.appUrl}#/login`);
    await page.locator('input[type="email"]').fill(demo.credentials[combo.who].email);
    await page.locator('input[type="password"]').fill(demo.credentials[combo.who].password);
    await page.locator('button[type="submit"]').click();
    await page.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), demo.project);
    watcher.take();
    for (const route of routes) {
      await page.goto(`${demo.appUrl}#/${demo.project}/${route}`);
      await settle(page);
      const problems = [...watcher.take(), ...(await inspect(page, keys))];
      await page.screenshot({ path: path.join(dir, `${route.replace(/[^\w-]+/g, '_')}.png`) });
      for (const p of problems) findings.push(`[${comboName(combo)}] ${route}: ${p}`);
    }
  } finally {
    await page.close();
    await me('/users/me', { method: 'PATCH', json: { locale: 'en-US' } });
  }
  return findings;
}
