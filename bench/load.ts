import fs from 'node:fs';
import http from 'node:http';

/**
 * A small closed-loop load generator: `concurrency` workers each send the next request as soon as
 * the previous answer is read, over keep-alive connections, for `seconds`.
 */

export interface RequestSpec {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  /** Server CPU time (user + system) per answered request, in ms; null when not measurable. */
  cpuMsPerRequest: number | null;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

function once(agent: http.Agent, base: URL, spec: RequestSpec): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: spec.method ?? 'GET',
        path: spec.path,
        headers: {
          ...(spec.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(spec.body) }
            : {}),
          ...spec.headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (spec.body) req.write(spec.body);
    req.end();
  });
}

/** CPU time of a process in ms, from /proc (Linux); null elsewhere. */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

export async function runLoad(
  baseUrl: string,
  next: (i: number) => RequestSpec,
  options: { concurrency: number; seconds: number; warmupSeconds: number; pid?: number },
): Promise<LoadResult> {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  let counter = 0;
  const drive = async (
    until: number,
    record: boolean,
    latencies: number[],
    stats: { ok: number; errors: number },
  ) => {
    const workers = Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < until) {
        const spec = next(counter++);
        const t0 = performance.now();
        try {
          const status = await once(agent, base, spec);
          if (!record) continue;
          if (status >= 200 && status < 300) stats.ok++;
          else stats.errors++;
          latencies.push(performance.now() - t0);
        } catch {
          if (record) stats.errors++;
        }
      }
    });
    await Promise.all(workers);
  };
  await drive(performance.now() + options.warmupSeconds * 1000, false, [], { ok: 0, errors: 0 });
  const latencies: number[] = [];
  const stats = { ok: 0, errors: 0 };
  const cpuBefore = cpuMs(options.pid);
  const start = performance.now();
  await drive(start + options.seconds * 1000, true, latencies, stats);
  const seconds = (performance.now() - start) / 1000;
  const cpuAfter = cpuMs(options.pid);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return {
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null && stats.ok ? (cpuAfter - cpuBefore) / stats.ok : null,
    requests: stats.ok,
    errors: stats.errors,
    seconds,
    rps: stats.ok / seconds,
    p50: pct(0.5),
    p99: pct(0.99),
  };
}
