import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { startServer } from '../packages/server/src/server';

/** The Atrium server of the benchmark, in its own process: prints its URL on stdout. */
const dataDir = process.argv[2]!;
const server = await startServer({
  host: '127.0.0.1',
  port: 0,
  dataDir,
  superAdminToken: 'bench-super-admin-token',
  // The default level: requests are logged at debug, so a quiet server is what is measured.
  logLevel: 'info',
  shutdownTimeout: 2000,
  appDir: path.join(dataDir, 'no-app'),
  cachePollMs: 5000,
  // BENCH_REDIS_URL: invalidation over Redis, as a scaled-out deployment runs (no version reading
  // before authenticated requests).
  redisUrl: process.env.BENCH_REDIS_URL || undefined,
  // BENCH_WS_LIMITS: realtime limits as JSON (bench/realtime.ts opens 1,000 sockets of one user).
  realtime: process.env.BENCH_WS_LIMITS ? JSON.parse(process.env.BENCH_WS_LIMITS) : undefined,
});
process.stdout.write(`${server.url}\n`);
// BENCH_MEMORY_SAMPLES: a file that gets this process's `process.memoryUsage()` every 100 ms as
// JSON lines (bench/import.ts tells resident memory from the JS heap and buffers with it).
if (process.env.BENCH_MEMORY_SAMPLES) {
  const file = process.env.BENCH_MEMORY_SAMPLES;
  setInterval(() => appendFileSync(file, `${JSON.stringify(process.memoryUsage())}\n`), 100).unref();
  // With `--expose-gc`: SIGHUP collects all garbage and writes a sample marked `gc` at once, so a
  // benchmark reads the memory the process retains (bench/import.ts, before and after an import).
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    process.on('SIGHUP', () => {
      gc();
      // V8 gives the freed pages back to the system on a background thread: sample once it has.
      setTimeout(() => {
        appendFileSync(file, `${JSON.stringify({ ...process.memoryUsage(), gc: true })}\n`);
      }, 1000);
    });
  }
}
process.on('SIGTERM', () => {
  void server.close().then(() => process.exit(0));
});
