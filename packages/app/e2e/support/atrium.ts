import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { startServer, type RunningServer } from '../../../server/src/server';
import { loadConfig } from '../../../server/src/config';
import { installDemo } from '../../../server/src/demo/install';
import {
  DEMO_ADMIN,
  DEMO_EDITOR,
  DEMO_PROJECT,
  type DemoCredentials,
} from '../../../server/src/demo/credentials';
import { call, type ApiResponse } from './call';
import { submitSignIn } from './sign-in';

export { DEMO_ADMIN, DEMO_EDITOR, DEMO_PROJECT };

const here = path.dirname(fileURLToPath(import.meta.url));
export const APP_DIR = path.resolve(here, '../../dist');
export const SUPER_ADMIN_TOKEN = 'e2e-super-admin-token';

export interface Atrium extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A real Atrium server on a random loopback port serving the built app, on a fresh data directory
 * (or on `preparedDataDir`, which it removes on stop).
 */
export async function startAtrium(preparedDataDir?: string): Promise<Atrium> {
  await fs.access(path.join(APP_DIR, 'index.html'));
  const dataDir = preparedDataDir ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-')));
  // The server's own environment parsing, so new settings get their defaults.
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    ATRIUM_DATA_DIR: dataDir,
    ATRIUM_SUPER_ADMIN_TOKEN: SUPER_ADMIN_TOKEN,
    ATRIUM_LOG_LEVEL: process.env.ATRIUM_TEST_LOG ?? 'silent',
    ATRIUM_SHUTDOWN_TIMEOUT: '5000',
    ATRIUM_APP_DIR: APP_DIR,
  });
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    async stop() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The URL of the served admin app (index.html at /admin/, or the file itself if not served there). */
export async function appUrlOf(atrium: RunningServer): Promise<string> {
  const res = await fetch(`${atrium.url}/admin/`);
  return (res.headers.get('content-type') ?? '').includes('text/html')
    ? `${atrium.url}/admin/`
    : `${atrium.url}/admin/index.html`;
}

export type DemoUser = 'admin' | 'editor';

export type { ApiResponse };

/** Calls `/{project}{path}` as the given demo user (JSON in, JSON out). */
export type DemoApiCall = (path: string, init?: RequestInit & { json?: unknown }) => Promise<ApiResponse>;

export interface DemoAtrium extends Atrium {
  appUrl: string;
  project: string;
  credentials: Record<DemoUser, DemoCredentials>;
  /** How long seeding the demo took (ms), in this run's template or here. */
  seedMs: number;
  /** Signs in through the login page (opens it first) and waits for the collections screen. */
  signIn(page: Page, who: DemoUser): Promise<void>;
  /** An API caller authenticated as the given user. */
  api(who: DemoUser): Promise<DemoApiCall>;
}

/**
 * Seeds the demo project once into a data directory and stops its server: the e2e global setup
 * does this, and each spec file's `startDemo()` starts on a copy of it.
 */
export async function seedDemoTemplate(): Promise<{ dataDir: string; seedMs: number }> {
  const atrium = await startAtrium();
  try {
    const seeded = await installDemo({ baseUrl: atrium.url, superAdminToken: SUPER_ADMIN_TOKEN });
    return { dataDir: atrium.dataDir, seedMs: seeded.ms };
  } finally {
    await atrium.close();
  }
}

/** The seeded template of the global setup, when this run has one. */
function demoTemplate(): { dataDir: string; seedMs: number } | null {
  try {
    const dataDir = inject('demoTemplate');
    return dataDir ? { dataDir, seedMs: inject('demoSeedMs') } : null;
  } catch {
    return null;
  }
}

/**
 * A real server with the `demo` project seeded by the same code as `npx atrium demo`: a copy of
 * the run's seeded template (milliseconds), or seeded here when there is none (seconds).
 */
export async function startDemo(): Promise<DemoAtrium> {
  const template = demoTemplate();
  let atrium: Atrium;
  let seedMs: number;
  if (template) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-demo-'));
    await fs.cp(template.dataDir, dataDir, { recursive: true });
    atrium = await startAtrium(dataDir);
    seedMs = template.seedMs;
  } else {
    atrium = await startAtrium();
    seedMs = (await installDemo({ baseUrl: atrium.url, superAdminToken: SUPER_ADMIN_TOKEN })).ms;
  }
  try {
    const appUrl = await appUrlOf(atrium);
    const credentials = { admin: DEMO_ADMIN, editor: DEMO_EDITOR };
    return {
      ...atrium,
      appUrl,
      project: DEMO_PROJECT,
      credentials,
      seedMs,
      async signIn(page, who) {
        await page.goto(`${appUrl}#/login`);
        await submitSignIn(page, credentials[who]);
        await page.waitForFunction((key) => location.hash.startsWith(`#/${key}/`), DEMO_PROJECT, {
          timeout: 15_000,
        });
      },
      async api(who) {
        const login = await fetch(`${atrium.url}/${DEMO_PROJECT}/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(credentials[who]),
        });
        if (login.status !== 200) throw new Error(`demo sign-in of ${who} failed: ${login.status}`);
        const token = ((await login.json()) as { data: { token: string } }).data.token;
        return (path, init = {}) => call(`${atrium.url}/${DEMO_PROJECT}`, path, { ...init, token });
      },
    };
  } catch (err) {
    await atrium.stop();
    throw err;
  }
}

export const CHROMIUM = process.env.ATRIUM_CHROMIUM ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a fresh profile (design.md §4). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Each new context otherwise preloads the browser's own omnibox page in a renderer of its
      // own (about 1 s of CPU on this machine class), competing with the page under test.
      '--disable-features=PreloadTopChromeWebUI,WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
    ],
  });
}

export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1300, height: 800 },
    locale: 'en-US',
    ...options,
  });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  return page;
}

/** The pages the spec file opened and has not closed (reported when a test fails). */
export const openPages = new Set<Page>();

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const ch of input.replace(/=+$/, '').toUpperCase()) {
    const v = alphabet.indexOf(ch);
    if (v < 0) throw new Error(`bad base32 character ${ch}`);
    bits += v.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP: SHA-1, 6 digits, 30-second steps. */
export function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const hmac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const code = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** Runs axe-core in the page and returns violations of serious or critical impact. */
export async function seriousViolations(page: Page) {
  // Check the settled page: fonts loaded, no transition half-way.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(350);
  const axePath = path.resolve(here, '../../../../node_modules/axe-core/axe.min.js');
  // Evaluated through the browser's debugging protocol: the app's Content-Security-Policy refuses
  // inline <script> elements such as the one `addScriptTag` would insert.
  await page.evaluate(await fs.readFile(axePath, 'utf8'));
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            ctx: Document,
          ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    return axe.run(document);
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
