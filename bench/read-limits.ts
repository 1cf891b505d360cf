import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installDemo } from '../packages/server/src/demo/install';
import { DEMO_ADMIN } from '../packages/server/src/demo/credentials';
import { rssMb, startAtriumChild } from './child-server';

/**
 * Issue 24, item 4: what a nested wildcard read costs the server now that reads are bounded
 * (`read_limits`, docs/configuration.md). `node --import tsx bench/read-limits.ts` installs the
 * demo project in a fresh data directory, lets the public role read its content, and sends
 * `fields=*.*.*.*.*.*.*.*.*.*` to `articles` — as the admin, with `limit=-1`, anonymously, as an
 * export, and four at once — sampling the server process's resident memory (/proc) every 20 ms
 * and timing `/server/ping` meanwhile. Targets: every such read answers 422/219 in < 100 ms and
 * the process's memory does not grow.
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const SUPER = 'bench-super-admin-token';
const NESTED = '*.*.*.*.*.*.*.*.*.*';

interface Outcome {
  status: number;
  code: number | null;
  ms: number;
  bytes: number;
}

async function send(url: string, token: string | null): Promise<Outcome> {
  const t0 = performance.now();
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = await res.text();
  const ms = performance.now() - t0;
  let code: number | null = null;
  try {
    code = (JSON.parse(body) as { error?: { code?: number } }).error?.code ?? null;
  } catch {
    // An export's body is not an error envelope.
  }
  return { status: res.status, code, ms, bytes: Buffer.byteLength(body) };
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-limits-'));
  let child: ChildProcess | undefined;
  try {
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    const pid = child.pid!;
    const t0 = performance.now();
    await installDemo({ baseUrl: atrium.url, superAdminToken: SUPER });
    const auth = await fetch(`${atrium.url}/demo/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    const token = ((await auth.json()) as { data: { token: string } }).data.token;
    // The public role reads the demo's content, as a public website's API would allow.
    for (const collection of [
      'articles',
      'authors',
      'tags',
      'articles_tags',
      'articles_translations',
      'languages',
    ]) {
      const r = await fetch(`${atrium.url}/demo/permissions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ role: 2, collection, read: 'full' }),
      });
      if (r.status !== 200) throw new Error(`permission ${collection}: ${r.status} ${await r.text()}`);
    }
    log(`\nRead limits — demo project installed in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);

    const base = `${atrium.url}/demo/items/articles`;
    const shapes: [string, string, string | null][] = [
      ['admin, default limit', `${base}?fields=${NESTED}`, token],
      ['admin, limit=-1', `${base}?fields=${NESTED}&limit=-1`, token],
      ['public, limit=-1', `${base}?fields=${NESTED}&limit=-1`, null],
      ['admin, export=json', `${base}?fields=${NESTED}&export=json`, token],
      ['admin, *.*.* (allowed, for comparison)', `${base}?fields=*.*.*`, token],
    ];
    // Warm up the server (schema, permissions, sessions) before measuring.
    for (const [, url, tok] of shapes) await send(url, tok);

    log('| request | status/code | time | answer | RSS before | peak | after |');
    log('|---|---|---:|---:|---:|---:|---:|');
    let refusedOk = true;
    let grew = 0;
    const row = async (name: string, run: () => Promise<Outcome[]>, refused: boolean) => {
      const before = await rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 20);
      const outcomes = await run();
      clearInterval(sampler);
      const after = await rssMb(pid);
      const worst = Math.max(...outcomes.map((o) => o.ms));
      const codes = [...new Set(outcomes.map((o) => `${o.status}/${o.code ?? '-'}`))].join(', ');
      const bytes = outcomes.reduce((n, o) => n + o.bytes, 0);
      if (refused) {
        refusedOk &&= outcomes.every((o) => o.status === 422 && o.code === 219) && worst < 100;
        grew = Math.max(grew, peak - before);
      }
      log(
        `| ${name} | ${codes} | ${worst.toFixed(1)} ms | ${bytes} B | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${after.toFixed(0)} MB |`,
      );
    };
    for (const [name, url, tok] of shapes) {
      await row(name, async () => [await send(url, tok)], !name.includes('allowed'));
    }
    let pingMs = 0;
    await row(
      'four at once (admin, limit=-1), ping meanwhile',
      async () => {
        const ping = (async () => {
          const p0 = performance.now();
          await fetch(`${atrium.url}/server/ping`);
          pingMs = performance.now() - p0;
        })();
        const all = await Promise.all(shapes.slice(0, 4).map(([, url, tok]) => send(url, tok)));
        await ping;
        return all;
      },
      true,
    );
    log('');
    log(`/server/ping while four ran: ${pingMs.toFixed(1)} ms`);
    log(`${refusedOk ? 'PASS' : 'MISS'}  every nested wildcard read answered 422/219 in < 100 ms`);
    log(`${grew < 8 ? 'PASS' : 'MISS'}  server RSS peak growth ${grew.toFixed(1)} MB (< 8 MB)`);
  } finally {
    if (child) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
