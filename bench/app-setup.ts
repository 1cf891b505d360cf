import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import knexFactory from 'knex';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { startServer, type RunningServer } from '../packages/server/src/server';

/**
 * The browser benchmarks' fixture (`bench/app-run.ts`): an Atrium server in this process serving
 * the built admin app, a project with 100,000 `items` (SQLite, bulk-inserted) and an `edit_bench`
 * collection of 40 fields of mixed interfaces, and Debian's Chromium through playwright-core.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const APP_DIR = process.env.ATRIUM_APP_DIR ?? path.resolve(HERE, '../packages/app/dist');
export const PROJECT = 'bench';
export const ADMIN = { email: 'admin@example.com', password: 'benchmark password' };
const ADMIN_TOKEN = 'bench-admin-token';
const SUPER = 'bench-super-admin-token';

export interface Fixture {
  server: RunningServer;
  appUrl: string;
  dataDir: string;
  /** The id of the 40-field item. */
  editId: number;
  seedMs: number;
  stop(): Promise<void>;
}

async function api(base: string, method: string, url: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

const choices = { one: 'One', two: 'Two', three: 'Three' };
const STATUS = {
  published: { name: 'Published', value: 'published', text_color: 'white', background_color: 'green-600' },
  draft: { name: 'Draft', value: 'draft', text_color: 'blue-grey-100', background_color: 'blue-grey' },
};

/** 40 fields: the core interfaces, text inputs between them; the heavy editors near the end. */
export const EDIT_FIELDS: Record<string, unknown>[] = [
  {
    field: 'id',
    type: 'integer',
    datatype: 'INT',
    interface: 'primary-key',
    primary_key: true,
    auto_increment: true,
  },
  {
    field: 'status',
    type: 'status',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'status',
    options: { status_mapping: STATUS },
    default_value: 'draft',
  },
  { field: 'sort', type: 'sort', datatype: 'INT', interface: 'sort', hidden_detail: true },
  {
    field: 'title',
    type: 'string',
    datatype: 'VARCHAR',
    length: 200,
    interface: 'text-input',
    width: 'full',
  },
  {
    field: 'subtitle',
    type: 'string',
    datatype: 'VARCHAR',
    length: 200,
    interface: 'text-input',
    width: 'half',
  },
  {
    field: 'slug',
    type: 'slug',
    datatype: 'VARCHAR',
    length: 200,
    interface: 'slug',
    options: { mirroredField: 'title' },
    width: 'half',
  },
  { field: 'summary', type: 'string', datatype: 'TEXT', interface: 'textarea' },
  {
    field: 'category',
    type: 'string',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'dropdown',
    options: { choices },
    width: 'half',
  },
  {
    field: 'kinds',
    type: 'array',
    datatype: 'VARCHAR',
    length: 200,
    interface: 'multiselect',
    options: { choices },
    width: 'half',
  },
  {
    field: 'checks',
    type: 'array',
    datatype: 'VARCHAR',
    length: 200,
    interface: 'checkboxes',
    options: { choices },
  },
  {
    field: 'radio',
    type: 'string',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'radio-buttons',
    options: { choices },
    width: 'half',
  },
  {
    field: 'group',
    type: 'string',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'button-group',
    options: { choices },
    width: 'half',
  },
  { field: 'active', type: 'boolean', datatype: 'TINYINT', interface: 'switch', width: 'half' },
  { field: 'starred', type: 'boolean', datatype: 'TINYINT', interface: 'toggle-icon', width: 'half' },
  {
    field: 'level',
    type: 'integer',
    datatype: 'INT',
    interface: 'slider',
    options: { min: 0, max: 10 },
    width: 'half',
  },
  { field: 'stars', type: 'integer', datatype: 'INT', interface: 'rating', width: 'half' },
  {
    field: 'amount',
    type: 'decimal',
    datatype: 'DECIMAL',
    length: '10,2',
    interface: 'numeric',
    width: 'half',
  },
  { field: 'count', type: 'integer', datatype: 'INT', interface: 'numeric', width: 'half' },
  { field: 'day', type: 'date', datatype: 'DATE', interface: 'date', width: 'half' },
  { field: 'moment', type: 'datetime', datatype: 'DATETIME', interface: 'datetime', width: 'half' },
  { field: 'at', type: 'time', datatype: 'TIME', interface: 'time', width: 'half' },
  { field: 'cal', type: 'date', datatype: 'DATE', interface: 'calendar', width: 'half' },
  { field: 'colour', type: 'string', datatype: 'VARCHAR', length: 20, interface: 'color', width: 'half' },
  {
    field: 'palette',
    type: 'string',
    datatype: 'VARCHAR',
    length: 20,
    interface: 'color-palette',
    width: 'half',
  },
  { field: 'icon', type: 'string', datatype: 'VARCHAR', length: 50, interface: 'icon', width: 'half' },
  { field: 'lang', type: 'string', datatype: 'VARCHAR', length: 10, interface: 'language', width: 'half' },
  { field: 'tags', type: 'array', datatype: 'VARCHAR', length: 200, interface: 'tags' },
  { field: 'divider', type: 'alias', interface: 'divider', options: { title: 'More' } },
  { field: 'kv', type: 'json', datatype: 'TEXT', interface: 'key-value' },
  {
    field: 'rep',
    type: 'json',
    datatype: 'TEXT',
    interface: 'repeater',
    options: { fields: [{ field: 'label', interface: 'text-input', type: 'string' }] },
  },
  {
    field: 'preview',
    type: 'alias',
    interface: 'preview',
    options: { url_template: 'https://example.com/{{slug}}' },
  },
  { field: 'secret', type: 'hash', datatype: 'VARCHAR', length: 255, interface: 'hashed', width: 'half' },
  { field: 'pass', type: 'hash', datatype: 'VARCHAR', length: 255, interface: 'password', width: 'half' },
  {
    field: 'created_on',
    type: 'datetime_created',
    datatype: 'DATETIME',
    interface: 'datetime-created',
    width: 'half',
  },
  {
    field: 'modified_on',
    type: 'datetime_updated',
    datatype: 'DATETIME',
    interface: 'datetime-updated',
    width: 'half',
  },
  { field: 'extra', type: 'string', datatype: 'VARCHAR', length: 200, interface: 'text-input' },
  { field: 'notes', type: 'string', datatype: 'TEXT', interface: 'markdown' },
  {
    field: 'snippet',
    type: 'string',
    datatype: 'TEXT',
    interface: 'code',
    options: { language: 'text/javascript' },
  },
  { field: 'data', type: 'json', datatype: 'TEXT', interface: 'json' },
  { field: 'body', type: 'string', datatype: 'TEXT', interface: 'wysiwyg' },
].map((f, i) => ({ sort: i + 1, ...f }));

const EDIT_ITEM = {
  status: 'published',
  title: 'A benchmark item',
  subtitle: 'with forty fields',
  slug: 'a-benchmark-item',
  summary: 'Short summary\nover two lines',
  category: 'two',
  kinds: ['one', 'three'],
  checks: ['two'],
  radio: 'one',
  group: 'three',
  active: true,
  starred: false,
  level: 4,
  stars: 3,
  amount: 12.5,
  count: 42,
  day: '2024-05-01',
  moment: '2024-05-01 10:30:00',
  at: '10:30:00',
  cal: '2024-05-02',
  colour: '#3498db',
  palette: '#e74c3c',
  icon: 'star',
  lang: 'en-US',
  tags: ['alpha', 'beta'],
  kv: { a: '1', b: '2' },
  rep: [{ label: 'first' }, { label: 'second' }],
  extra: 'more text',
  notes: '# Notes\n\nSome *markdown*.',
  snippet: 'const x = 1;\nconsole.log(x);',
  data: { nested: { ok: true }, list: [1, 2, 3] },
  body: '<p>Rich <strong>text</strong> body.</p>',
};

export async function startFixture(items: number): Promise<Fixture> {
  await fs.access(path.join(APP_DIR, 'index.html')).catch(() => {
    throw new Error('packages/app/dist is missing: build the app first (npm run build)');
  });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-app-'));
  const server = await startServer({
    host: '127.0.0.1',
    port: 0,
    dataDir,
    superAdminToken: SUPER,
    logLevel: 'silent',
    shutdownTimeout: 2000,
    appDir: APP_DIR,
    cachePollMs: 5000,
  });
  const stop = async () => {
    await server.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  try {
    const base = server.url;
    const t0 = performance.now();
    await fetch(`${base}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: PROJECT,
        user_email: ADMIN.email,
        user_password: ADMIN.password,
        user_token: ADMIN_TOKEN,
        super_admin_token: SUPER,
      }),
    }).then(async (r) => {
      if (r.status !== 204) throw new Error(`install failed: ${r.status} ${await r.text()}`);
    });
    const p = `/${PROJECT}`;
    await api(base, 'POST', `${p}/collections`, {
      collection: 'items',
      fields: [
        {
          field: 'id',
          type: 'integer',
          datatype: 'INT',
          interface: 'primary-key',
          primary_key: true,
          auto_increment: true,
          sort: 1,
        },
        {
          field: 'title',
          type: 'string',
          datatype: 'VARCHAR',
          length: 200,
          interface: 'text-input',
          sort: 2,
        },
        {
          field: 'category',
          type: 'string',
          datatype: 'VARCHAR',
          length: 20,
          interface: 'text-input',
          sort: 3,
        },
        { field: 'views', type: 'integer', datatype: 'INT', interface: 'numeric', sort: 4 },
        { field: 'published_on', type: 'datetime', datatype: 'DATETIME', interface: 'datetime', sort: 5 },
      ],
    });
    await api(base, 'POST', `${p}/collections`, { collection: 'edit_bench', fields: EDIT_FIELDS });
    const created = (await api(base, 'POST', `${p}/items/edit_bench?fields=id`, EDIT_ITEM)) as {
      data: { id: number };
    };
    // 100,000 rows in one statement (the API would take minutes).
    const config = JSON.parse(await fs.readFile(path.join(dataDir, 'projects', `${PROJECT}.json`), 'utf8'));
    const knex = knexFactory({
      client: 'better-sqlite3',
      connection: { filename: path.resolve(dataDir, config.database?.filename ?? 'database.sqlite') },
      useNullAsDefault: true,
    });
    try {
      await knex.raw(
        `INSERT INTO items (title, category, views, published_on)
         WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${items})
         SELECT 'Item number ' || i, 'cat ' || (i % 5), (i * 31) % 1000,
                datetime(1577836800 + ((i * 7919) % ${items}) * 60, 'unixepoch') FROM s`,
      );
    } finally {
      await knex.destroy();
    }
    const appUrl = `${base}/admin/`;
    return {
      server,
      appUrl,
      dataDir,
      editId: created.data.id,
      seedMs: performance.now() - t0,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.ATRIUM_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--enable-precise-memory-info',
      // Each new context otherwise preloads the browser's own omnibox page in a renderer of its
      // own (about 1 s of CPU on this machine class), competing with the page under test.
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });
}

/** Signs in once through the login page; returns the storage state later fresh contexts reuse. */
export async function signedInState(browser: Browser, appUrl: string) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${appUrl}#/login`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), PROJECT, { timeout: 20_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** A fresh context (empty HTTP cache), already signed in. */
export function freshContext(
  browser: Browser,
  state: Awaited<ReturnType<typeof signedInState>>,
): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 1300, height: 800 }, locale: 'en-US', storageState: state });
}

export const ms = (n: number) => `${n.toFixed(0)} ms`;
export const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
