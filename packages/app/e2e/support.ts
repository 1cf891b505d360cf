import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../server/src/server';
import { loadConfig } from '../../server/src/config';

const here = path.dirname(fileURLToPath(import.meta.url));
export const APP_DIR = path.resolve(here, '../dist');
export const SUPER_ADMIN_TOKEN = 'e2e-super-admin-token';

export interface Atrium extends RunningServer {
  dataDir: string;
  stop(): Promise<void>;
}

/** A real Atrium server on a random loopback port with a fresh data directory, serving the built app. */
export async function startAtrium(): Promise<Atrium> {
  await fs.access(path.join(APP_DIR, 'index.html'));
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-e2e-'));
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
  return page;
}

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
  const axePath = path.resolve(here, '../../../node_modules/axe-core/axe.min.js');
  await page.addScriptTag({ content: await fs.readFile(axePath, 'utf8') });
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
