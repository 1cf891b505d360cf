import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installBenchProject, rssMb, startAtriumChild } from './child-server';

/**
 * Issue 28: what realtime costs one server process. `node --import tsx bench/realtime.ts` installs
 * a project on SQLite, opens SUBSCRIBERS sockets (default 1,000) that authenticate and subscribe to
 * one collection — in a separate process (bench/realtime-clients.ts), so that receiving their
 * events neither delays the writer nor counts as the server's latency — and reports the server's
 * resident memory per idle connection; then writes WRITES_PER_SECOND items (default 50) for SECONDS
 * (default 10) and reports the latency from sending a write to its event reaching the last
 * subscriber (p50, p99, both processes stamping on the machine's clock), the write's own round
 * trip, and the CPU the server and the subscribers' process spent meanwhile. The clock starts
 * before the request, so the figure includes the write itself. Targets: p99 < 100 ms, < 50 kB per
 * idle connection.
 */

const HERE = path.dirname(fileURLToPath(import.meta.url));
const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const TOKEN = 'bench-realtime-admin-token';
const P = 'rt';
const SUBSCRIBERS = Number(process.env.BENCH_REALTIME_SUBSCRIBERS ?? 1000);
const RATE = Number(process.env.BENCH_REALTIME_WRITES_PER_SECOND ?? 50);
const SECONDS = Number(process.env.BENCH_REALTIME_SECONDS ?? 10);
/** Writes at the same rate before the measured ones, not counted: every process's code paths warm. */
const WARMUP_SECONDS = Number(process.env.BENCH_REALTIME_WARMUP_SECONDS ?? 2);

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

/** The next IPC message of the subscribers' process that has `key`. */
function reply<T>(child: ChildProcess, key: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const on = (m: Record<string, unknown>) => {
      if (!(key in m)) return;
      child.off('message', on);
      child.off('exit', exit);
      resolve(m[key] as T);
    };
    const exit = (code: number) => reject(new Error(`subscribers exited with ${code}`));
    child.on('message', on);
    child.once('exit', exit);
  });
}

/** The machine's clock in ms, comparable with the subscribers' process. */
const clock = (): number => performance.timeOrigin + performance.now();

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
  let clients: ChildProcess | undefined;
  try {
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    await installBenchProject(atrium.url, dataDir, P, TOKEN);
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

    // The subscribers live in their own process: their event loop is not the writer's.
    clients = fork(path.join(HERE, 'realtime-clients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const url = `${atrium.url.replace(/^http/, 'ws')}/${P}/websocket`;
    clients.send({ open: { url, token: TOKEN, count: SUBSCRIBERS } });
    await reply<number>(clients, 'ready');
    await new Promise((r) => setTimeout(r, 2000));
    const after = await rssMb(pid);
    const perConnectionKb = ((after - before) * 1024) / SUBSCRIBERS;
    log(`\nRealtime — ${SUBSCRIBERS} subscribers on one process (SQLite)\n`);
    log(`  server memory: ${before.toFixed(1)} MB before, ${after.toFixed(1)} MB with the sockets`);
    log(
      `  per idle connection: ${perConnectionKb.toFixed(1)} kB ${perConnectionKb < 50 ? 'PASS' : 'MISS'} (target < 50 kB)`,
    );

    // Warm-up: the first fan-outs to 1,000 sockets run cold code in the server, the subscribers and
    // this writer (measured here: the first second's events at 300–600 ms, then tens of ms). Their
    // titles ("u…") are not counted by the subscribers.
    const warmStart = performance.now();
    const warm: Promise<unknown>[] = [];
    for (let i = 0; i < RATE * WARMUP_SECONDS; i++) {
      const wait = warmStart + (i * 1000) / RATE - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      warm.push(api(`${atrium.url}/${P}/items/events`, 'POST', { title: `u${i}` }));
    }
    await Promise.all(warm);
    await new Promise((r) => setTimeout(r, 500));

    const cpu0 = { server: await cpuSeconds(pid), clients: await cpuSeconds(clients.pid!) };
    const sent = new Map<number, number>();
    const roundTrips: number[] = [];
    const total = RATE * SECONDS;
    const start = performance.now();
    const writes: Promise<unknown>[] = [];
    for (let seq = 0; seq < total; seq++) {
      const due = start + (seq * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const at = clock();
      sent.set(seq, at);
      writes.push(
        api(`${atrium.url}/${P}/items/events`, 'POST', { title: `w${seq}` }).then(() =>
          roundTrips.push(clock() - at),
        ),
      );
    }
    await Promise.all(writes);
    const deadline = performance.now() + 10_000;
    while (performance.now() < deadline) {
      clients.send({ status: total });
      if ((await reply<number>(clients, 'complete')) === total) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const cpu = {
      server: (await cpuSeconds(pid)) - cpu0.server,
      clients: (await cpuSeconds(clients.pid!)) - cpu0.clients,
    };
    clients.send({ report: true });
    const arrivals = new Map(
      (await reply<[number, number, number][]>(clients, 'arrivals')).map(([seq, count, last]) => [
        seq,
        { count, last },
      ]),
    );
    const latencies: number[] = [];
    let missing = 0;
    for (const [seq, at] of sent) {
      const a = arrivals.get(seq);
      if (!a || a.count < SUBSCRIBERS) missing += 1;
      else latencies.push(a.last - at);
    }
    if (process.env.BENCH_REALTIME_DUMP) {
      // One line per write: sequence, ms after the first write, latency to the last subscriber.
      const lines = [...sent].map(([seq, at]) => {
        const a = arrivals.get(seq);
        return `${seq}\t${(at - sent.get(0)!).toFixed(1)}\t${a ? (a.last - at).toFixed(1) : ''}`;
      });
      await fs.writeFile(process.env.BENCH_REALTIME_DUMP, `${lines.join('\n')}\n`);
    }
    latencies.sort((x, y) => x - y);
    roundTrips.sort((x, y) => x - y);
    log(
      `  CPU while writing: server ${cpu.server.toFixed(2)} s (${((cpu.server * 1000) / total).toFixed(1)} ms per write, its fan-out to ${SUBSCRIBERS} sockets included), subscribers' process ${cpu.clients.toFixed(2)} s`,
    );
    log(
      `  the write itself (request → response): p50 ${percentile(roundTrips, 50).toFixed(1)} ms, p99 ${percentile(roundTrips, 99).toFixed(1)} ms`,
    );
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    log(
      `  ${total} writes at ${RATE}/s (after ${WARMUP_SECONDS} s of warm-up writes): write sent → last subscriber p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms ${p99 < 100 ? 'PASS' : 'MISS'} (target p99 < 100 ms)`,
    );
    if (missing) log(`  ${missing} writes did not reach every subscriber within 10 s`);
  } finally {
    if (clients?.connected) clients.kill('SIGTERM');
    child?.kill('SIGTERM');
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
