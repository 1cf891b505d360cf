import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { rssMb, startAtriumChild } from './child-server';

/**
 * Issue 28: what realtime costs one server process. `node --import tsx bench/realtime.ts` installs
 * a project on SQLite, opens SUBSCRIBERS sockets (default 1,000) that authenticate and subscribe to
 * one collection, and reports the server's resident memory per idle connection; then writes
 * WRITES_PER_SECOND items (default 50) for SECONDS (default 10) and reports the latency from
 * sending a write to its event reaching the last subscriber (p50, p99). The clock starts before
 * the request, so the figure includes the write itself. Targets: p99 < 100 ms, < 50 kB per idle
 * connection.
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const SUPER = 'bench-super-admin-token';
const TOKEN = 'bench-realtime-admin-token';
const P = 'rt';
const SUBSCRIBERS = Number(process.env.BENCH_REALTIME_SUBSCRIBERS ?? 1000);
const RATE = Number(process.env.BENCH_REALTIME_WRITES_PER_SECOND ?? 50);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 10);

async function api(url: string, method: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Opens one subscriber; `arrived(seq, at)` is called for every create event it hears. */
function subscriber(url: string, arrived: (seq: number, at: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', access_token: TOKEN })));
    ws.on('message', (data) => {
      const text = data.toString();
      if (text.includes('"event":"create"')) {
        const m = /"title":"w(\d+)"/.exec(text);
        if (m) arrived(Number(m[1]), performance.now());
      } else if (text.includes('"type":"auth"')) {
        ws.send(
          JSON.stringify({ type: 'subscribe', collection: 'events', query: { fields: ['id', 'title'] } }),
        );
      } else if (text.includes('"event":"init"')) {
        resolve(ws);
      }
    });
  });
}

/** A process's CPU time (user + system) in seconds (Linux `/proc`). */
async function cpuSeconds(pid: number): Promise<number> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-realtime-'));
  process.env.BENCH_WS_LIMITS = JSON.stringify({
    connectionsPerUser: SUBSCRIBERS + 10,
    messagesPerSecond: 1000,
    heartbeatMs: 0,
  });
  let child: ChildProcess | undefined;
  const sockets: WebSocket[] = [];
  try {
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    const install = await fetch(`${atrium.url}/server/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        project: P,
        user_email: 'admin@example.com',
        user_password: 'bench-admin-password',
        user_token: TOKEN,
        super_admin_token: SUPER,
      }),
    });
    if (install.status !== 204) throw new Error(`install: ${install.status} ${await install.text()}`);
    await api(`${atrium.url}/${P}/collections`, 'POST', {
      collection: 'events',
      fields: [
        {
          field: 'id',
          type: 'integer',
          datatype: 'INT',
          interface: 'primary-key',
          primary_key: true,
          auto_increment: true,
        },
        { field: 'title', type: 'string', datatype: 'VARCHAR', length: 100, interface: 'text-input' },
      ],
    });
    // Warm the server (schema, permissions, plans) before measuring its memory.
    await api(`${atrium.url}/${P}/items/events`, 'POST', { title: 'warm-up' });
    const pid = child.pid!;
    await new Promise((r) => setTimeout(r, 1000));
    const before = await rssMb(pid);

    const arrivals = new Map<number, { count: number; last: number }>();
    const arrived = (seq: number, at: number) => {
      const a = arrivals.get(seq) ?? { count: 0, last: 0 };
      a.count += 1;
      a.last = Math.max(a.last, at);
      arrivals.set(seq, a);
    };
    const url = `${atrium.url.replace(/^http/, 'ws')}/${P}/websocket`;
    for (let i = 0; i < SUBSCRIBERS; i += 50) {
      const batch = Array.from({ length: Math.min(50, SUBSCRIBERS - i) }, () => subscriber(url, arrived));
      sockets.push(...(await Promise.all(batch)));
    }
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssMb(pid);
    const perConnectionKb = ((after - before) * 1024) / SUBSCRIBERS;
    log(`\nRealtime — ${SUBSCRIBERS} subscribers on one process (SQLite)\n`);
    log(`  server memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with the sockets`);
    log(
      `  per idle connection: ${perConnectionKb.toFixed(1)} kB ${perConnectionKb < 50 ? 'PASS' : 'MISS'} (target < 50 kB)`,
    );

    const serverCpu0 = await cpuSeconds(pid);
    const clientCpu0 = process.cpuUsage();
    const sent = new Map<number, number>();
    const total = RATE * SECONDS;
    const start = performance.now();
    const writes: Promise<unknown>[] = [];
    for (let seq = 0; seq < total; seq++) {
      const due = start + (seq * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      sent.set(seq, performance.now());
      writes.push(api(`${atrium.url}/${P}/items/events`, 'POST', { title: `w${seq}` }));
    }
    await Promise.all(writes);
    const deadline = performance.now() + 10_000;
    while (
      performance.now() < deadline &&
      [...sent.keys()].some((s) => (arrivals.get(s)?.count ?? 0) < SUBSCRIBERS)
    ) {
      await new Promise((r) => setTimeout(r, 50));
    }
    const serverCpu = (await cpuSeconds(pid)) - serverCpu0;
    const c = process.cpuUsage(clientCpu0);
    log(`  CPU during writes: server ${serverCpu.toFixed(2)} s, bench client ${((c.user + c.system) / 1e6).toFixed(2)} s`);
    const latencies: number[] = [];
    let missing = 0;
    for (const [seq, at] of sent) {
      const a = arrivals.get(seq);
      if (!a || a.count < SUBSCRIBERS) missing += 1;
      else latencies.push(a.last - at);
    }
    latencies.sort((x, y) => x - y);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    log(
      `  ${total} writes at ${RATE}/s: write sent → last subscriber p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${p99 < 100 ? 'PASS' : 'MISS'} (target p99 < 100 ms)`,
    );
    if (missing) log(`  ${missing} writes did not reach every subscriber within 10 s`);
  } finally {
    for (const ws of sockets) ws.terminate();
    child?.kill('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
