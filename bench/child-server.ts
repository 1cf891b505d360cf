import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/**
 * Starts `bench/atrium-server.ts` on a data directory in its own process (production mode) and
 * resolves with it and its address: the first line of its output that is a URL (the server may log
 * before it prints its address).
 */
export function startAtriumChild(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    // BENCH_CHILD_FLAGS: node options of the server process, to look into it (`--trace-gc`,
    // `--cpu-prof --cpu-prof-dir=…`, `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=…`); its
    // output goes to the file BENCH_CHILD_LOG names, if any.
    // BENCH_PROFILE_DIR: a V8 CPU profile of the server, written when it exits.
    const flags = process.env.BENCH_CHILD_FLAGS?.split(' ').filter(Boolean) ?? [];
    if (process.env.BENCH_PROFILE_DIR)
      flags.push('--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`);
    const logFile = process.env.BENCH_CHILD_LOG;
    const child = spawn(
      process.execPath,
      [...flags, '--import', 'tsx', path.join(HERE, 'atrium-server.ts'), dataDir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (logFile) appendFileSync(logFile, chunk);
      out += chunk.toString();
      const line = out.split('\n').find((l, i, all) => i < all.length - 1 && /^https?:\/\//.test(l));
      if (line) resolve({ child, url: line.trim() });
    });
    child.once('exit', (code) => reject(new Error(`atrium-server exited with ${code}`)));
  });
}

/** A process's resident memory in MB (Linux `/proc`). */
export async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** The super-admin token `atrium-server.ts` starts with. */
export const BENCH_SUPER_ADMIN_TOKEN = 'bench-super-admin-token';

/**
 * Installs a project through a running bench server's API (admin `admin@example.com` with the
 * static token `adminToken`; `extra` picks the database) and returns the project's config file.
 */
export async function installBenchProject(
  url: string,
  dataDir: string,
  project: string,
  adminToken: string,
  extra: Record<string, unknown> = {},
): Promise<{ database?: { filename?: string } } & Record<string, unknown>> {
  const install = await fetch(`${url}/server/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      project,
      user_email: 'admin@example.com',
      user_password: 'benchmark password',
      user_token: adminToken,
      super_admin_token: BENCH_SUPER_ADMIN_TOKEN,
      ...extra,
    }),
  });
  if (install.status !== 204) throw new Error(`install failed: ${install.status} ${await install.text()}`);
  return JSON.parse(await fs.readFile(path.join(dataDir, 'projects', `${project}.json`), 'utf8'));
}

/** The SQLite file of an installed project's config. */
export function sqliteFileOf(dataDir: string, config: { database?: { filename?: string } }): string {
  return path.resolve(dataDir, config.database?.filename ?? 'database.sqlite');
}
