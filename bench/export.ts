import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { installBenchProject, rssMb, sqliteFileOf, startAtriumChild } from './child-server';

/**
 * Part of `npm run bench`: exports 1,000,000 rows (`?export=csv` and `?export=json`) from an
 * Atrium server in its own process and samples that process's resident memory (/proc) while the
 * download runs. The export is streamed in pages, so the peak RSS growth must stay far below the
 * size of the file (target: < 64 MB, whatever the row count).
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const PROJECT = 'bench';
const ADMIN_TOKEN = 'bench-admin-token';
const RSS_LIMIT_MB = 64;

async function seed(dbFile: string): Promise<void> {
  const knex = knexFactory({
    client: 'better-sqlite3',
    connection: { filename: dbFile },
    useNullAsDefault: true,
  });
  try {
    await knex.schema.createTable('readings', (t) => {
      t.increments('id');
      t.string('label', 60).notNullable();
      t.integer('n').notNullable();
      t.text('note');
    });
    await knex('directus_collections').insert({ collection: 'readings' });
    await knex('directus_fields').insert(
      [
        ['id', 'integer'],
        ['label', 'string'],
        ['n', 'integer'],
        ['note', 'string'],
      ].map(([field, type], i) => ({ collection: 'readings', field, type, interface: type, sort: i })),
    );
    await knex.raw(
      `INSERT INTO readings (label, n, note)
       WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${ROWS})
       SELECT 'reading, no. ' || i, (i * 7919) % 1000, 'a "quoted" note for row ' || i FROM s`,
    );
  } finally {
    await knex.destroy();
  }
}

async function measure(url: string, pid: number, format: 'csv' | 'json'): Promise<boolean> {
  const before = await rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)));
  }, 50);
  const t0 = performance.now();
  const res = await fetch(`${url}/${PROJECT}/items/readings?export=${format}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (res.status !== 200) throw new Error(`export ${format}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let newlines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const b of chunk) if (b === 10) newlines++;
  }
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  // CSV: a header line; JSON: '[' + one line a row + ']'.
  const rows = format === 'csv' ? newlines - 1 : newlines - 2;
  const growth = peak - before;
  const ok = rows === ROWS && growth < RSS_LIMIT_MB;
  log(
    `| ${format} | ${rows} | ${(bytes / 1e6).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${(rows / seconds).toFixed(0)} rows/s | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${growth.toFixed(1)} MB |`,
  );
  return ok;
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-export-'));
  let child: ChildProcess | undefined;
  try {
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    const config = await installBenchProject(atrium.url, dataDir, PROJECT, ADMIN_TOKEN);
    const dbFile = sqliteFileOf(dataDir, config);
    const t0 = performance.now();
    await seed(dbFile);
    log(
      `\nAtrium export benchmark — SQLite, seeded ${ROWS} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`,
    );
    log('| format | rows | size | time | throughput | server RSS before | peak | growth |');
    log('|---|---:|---:|---:|---:|---:|---:|---:|');
    const csv = await measure(atrium.url, child.pid!, 'csv');
    const json = await measure(atrium.url, child.pid!, 'json');
    log('');
    log(`${csv && json ? 'PASS' : 'MISS'}  every row exported, server RSS growth < ${RSS_LIMIT_MB} MB`);
  } finally {
    if (child) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
