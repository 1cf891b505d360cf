import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import knexFactory, { type Knex } from 'knex';
import { installBenchProject, rssMb, sqliteFileOf, startAtriumChild } from './child-server';

/**
 * Part of `npm run bench`: imports BENCH_IMPORT_ROWS (default 1,000,000) CSV rows through
 * `POST /{p}/utils/import/{c}` into an Atrium server in its own process, sent as a streamed body
 * generated on the fly, and samples that process's resident memory (/proc) while it runs, and
 * its memory after a full collection before and after the import. Every row takes the items
 * service's path (permissions, validation, activity). The floor is a bare batched `INSERT` of the
 * same rows into the same database from this process. The import reads the file as it arrives
 * and holds one batch at a time: the memory the server retains must not grow by 100 MB whatever
 * the row count (constant memory); the peak, garbage included, is reported beside it.
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const PROJECT = 'bench';
const ADMIN_TOKEN = 'bench-admin-token';
const RSS_LIMIT_MB = 100;
/** BENCH_IMPORT_DB: `sqlite` (default) or `pg` (PostgreSQL on 127.0.0.1:5432, user postgres). */
const DB = process.env.BENCH_IMPORT_DB === 'pg' ? 'pg' : 'sqlite';
const PG = { host: '127.0.0.1', port: 5432, user: 'postgres' };
const PG_DATABASE = `atrium_bench_import_${process.pid}`;
const BATCH = Number(process.env.BENCH_IMPORT_BATCH ?? 500);
/** Rows of the upsert import that follows (half of them update imported rows): 0 for none. */
const UPSERT_ROWS = Number(process.env.BENCH_IMPORT_UPSERT_ROWS ?? Math.min(ROWS, 100_000));

const row = (i: number) =>
  `"reading, no. ${i}",${(i * 7919) % 1000},2024-0${(i % 9) + 1}-1${i % 10},${i % 2 ? 'yes' : 'no'}\n`;

function* csvLines(rows = ROWS): Generator<string> {
  yield 'label,n,day,ok\n';
  let chunk = '';
  for (let i = 1; i <= rows; i++) {
    chunk += row(i);
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * The upsert file: `id,label,n,day,ok`, rows 1, 3, 5… update the imported items of those ids and
 * the others (no id) create new ones — half updates, half creates, interleaved.
 */
function* upsertLines(): Generator<string> {
  yield 'id,label,n,day,ok\n';
  let chunk = '';
  for (let i = 1; i <= UPSERT_ROWS; i++) {
    chunk += `${i % 2 ? i : ''},"updated, no. ${i}",${(i * 31) % 1000},2025-0${(i % 9) + 1}-1${i % 10},${i % 3 ? 'yes' : 'no'}\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

async function postCsv(url: string, lines: Generator<string>): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'text/csv' },
    body: Readable.toWeb(Readable.from(lines)) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
}

async function createTables(knex: Knex): Promise<void> {
  for (const table of ['readings', 'readings_floor']) {
    await knex.schema.createTable(table, (t) => {
      t.increments('id');
      t.string('label', 60).notNullable();
      t.integer('n').notNullable();
      t.date('day');
      t.boolean('ok');
    });
  }
  await knex('directus_collections').insert({ collection: 'readings' });
  await knex('directus_fields').insert(
    [
      ['id', 'integer'],
      ['label', 'string'],
      ['n', 'integer'],
      ['day', 'date'],
      ['ok', 'boolean'],
    ].map(([field, type], i) => ({ collection: 'readings', field, type, interface: type, sort: i })),
  );
}

/** The floor: the same rows as multi-row INSERTs in one transaction, no API in between. */
async function floor(knex: Knex): Promise<number> {
  const t0 = performance.now();
  await knex.transaction(async (trx) => {
    let batch: Record<string, unknown>[] = [];
    for (let i = 1; i <= ROWS; i++) {
      batch.push({
        label: `reading, no. ${i}`,
        n: (i * 7919) % 1000,
        day: `2024-0${(i % 9) + 1}-1${i % 10}`,
        ok: i % 2 === 1,
      });
      if (batch.length === 200) {
        await trx('readings_floor').insert(batch);
        batch = [];
      }
    }
    if (batch.length) await trx('readings_floor').insert(batch);
  });
  return (performance.now() - t0) / 1000;
}

type Memory = Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number> & {
  gc?: boolean;
};
const MEMORY_KEYS: (keyof Memory)[] = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];

async function readSamples(file: string): Promise<Memory[]> {
  return (await fs.readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Memory);
}

/**
 * The memory the server retains: it collects all its garbage (SIGHUP, bench/atrium-server.ts,
 * started with --expose-gc) and writes that sample; its index in the file and the sample.
 */
async function retained(pid: number, file: string): Promise<{ index: number; sample: Memory }> {
  const from = (await readSamples(file)).length;
  process.kill(pid, 'SIGHUP');
  for (let i = 0; i < 100; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const all = await readSamples(file);
    const index = all.findIndex((m, j) => j >= from && m.gc);
    if (index >= 0) return { index, sample: all[index]! };
  }
  throw new Error('the server wrote no memory sample after a full collection');
}

/** The server's `process.memoryUsage()`: retained before, at the peaks during, retained after. */
function memoryTable(before: Memory, during: Memory[], after: Memory): string {
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;
  return [
    '| server memory (process.memoryUsage) | before (after a full GC) | peak during import | after (after a full GC) | retained growth |',
    '|---|---:|---:|---:|---:|',
    ...MEMORY_KEYS.map(
      (k) =>
        `| ${k} | ${mb(before[k] as number)} | ${mb(Math.max(...during.map((m) => m[k] as number)))} | ${mb(after[k] as number)} | ${((((after[k] as number) - (before[k] as number)) / 2 ** 20) as number).toFixed(1)} MB |`,
    ),
  ].join('\n');
}

/** The upsert scenario: UPSERT_ROWS rows by primary key, half of them existing items. */
async function upsert(url: string): Promise<void> {
  const t0 = performance.now();
  const res = await postCsv(`${url}/${PROJECT}/utils/import/readings?batch_size=${BATCH}`, upsertLines());
  const report = (await res.json()) as {
    data?: { created: number; updated: number; failed: number; errors: unknown[] };
    error?: unknown;
  };
  const seconds = (performance.now() - t0) / 1000;
  if (!report.data) throw new Error(`upsert failed: ${res.status} ${JSON.stringify(report)}`);
  const { created, updated, failed } = report.data;
  log(`\n| upsert by primary key | rows | created | updated | failed | time | throughput |`);
  log('|---|---:|---:|---:|---:|---:|---:|');
  log(
    `| half updates, half creates | ${UPSERT_ROWS} | ${created} | ${updated} | ${failed} | ${seconds.toFixed(1)} s | ${(UPSERT_ROWS / seconds).toFixed(0)} rows/s |`,
  );
  const expected = Math.ceil(UPSERT_ROWS / 2);
  log(
    `${updated === expected && created === UPSERT_ROWS - expected && failed === 0 ? 'PASS' : 'MISS'}  every row updated or created`,
  );
  if (failed) log(`first errors: ${JSON.stringify(report.data.errors.slice(0, 3))}`);
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-import-'));
  let child: ChildProcess | undefined;
  let knex: Knex | undefined;
  try {
    const samples = path.join(dataDir, 'memory.jsonl');
    process.env.BENCH_MEMORY_SAMPLES = samples;
    // gc() in the server: the retained memory is read after a full collection (SIGHUP).
    process.env.BENCH_CHILD_FLAGS = [process.env.BENCH_CHILD_FLAGS, '--expose-gc'].filter(Boolean).join(' ');
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    const config = await installBenchProject(
      atrium.url,
      dataDir,
      PROJECT,
      ADMIN_TOKEN,
      DB === 'pg'
        ? { db_client: 'pg', db_host: PG.host, db_port: PG.port, db_user: PG.user, db_name: PG_DATABASE }
        : {},
    );
    knex =
      DB === 'pg'
        ? knexFactory({ client: 'pg', connection: { ...PG, database: PG_DATABASE } })
        : knexFactory({
            client: 'better-sqlite3',
            connection: { filename: sqliteFileOf(dataDir, config) },
            useNullAsDefault: true,
          });
    await createTables(knex);
    const floorSeconds = await floor(knex);
    await knex.destroy();
    knex = undefined;

    const pid = child.pid!;
    // A small import first, so that what the first import compiles and caches is not counted.
    await (await postCsv(`${atrium.url}/${PROJECT}/utils/import/readings`, csvLines(2000))).json();
    const before = await retained(pid, samples);
    const rssBefore = await rssMb(pid);
    let peak = rssBefore;
    const sampler = setInterval(() => {
      void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)));
    }, 100);
    const t0 = performance.now();
    const res = await postCsv(
      `${atrium.url}/${PROJECT}/utils/import/readings?batch_size=${BATCH}`,
      csvLines(),
    );
    const report = (await res.json()) as { data?: { created: number; failed: number }; error?: unknown };
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    if (!report.data) throw new Error(`import failed: ${res.status} ${JSON.stringify(report)}`);
    const after = await retained(pid, samples);
    const during = (await readSamples(samples)).slice(before.index + 1, after.index);
    const peakGrowth = peak - rssBefore;
    // What the server holds after the import: its JS objects and the buffers outside the heap,
    // after a full collection. (Its RSS then also counts heap pages V8 keeps committed for reuse.)
    const held = (m: Memory) => m.heapUsed + m.external;
    const kept = (held(after.sample) - held(before.sample)) / 2 ** 20;
    log(
      `\nAtrium import benchmark — ${DB === 'pg' ? 'PostgreSQL' : 'SQLite'}, ${ROWS} CSV rows streamed to POST /utils/import\n`,
    );
    log('| path | rows | time | throughput | ratio to floor | server RSS before | peak | peak growth |');
    log('|---|---:|---:|---:|---:|---:|---:|---:|');
    log(
      `| import (items service, activity) | ${report.data.created} | ${seconds.toFixed(1)} s | ${(report.data.created / seconds).toFixed(0)} rows/s | ${(seconds / floorSeconds).toFixed(1)}× | ${rssBefore.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${peakGrowth.toFixed(1)} MB |`,
    );
    log(
      `| bare INSERT floor (same database) | ${ROWS} | ${floorSeconds.toFixed(1)} s | ${(ROWS / floorSeconds).toFixed(0)} rows/s | 1× | | | |`,
    );
    log('');
    log(memoryTable(before.sample, during, after.sample));
    log('');
    const ok = report.data.created === ROWS && report.data.failed === 0 && kept < RSS_LIMIT_MB;
    log(
      `${ok ? 'PASS' : 'MISS'}  every row imported, retained server memory growth (heapUsed + external after a full GC, end vs. start) ${kept.toFixed(1)} MB < ${RSS_LIMIT_MB} MB`,
    );
    log(
      `${peakGrowth < RSS_LIMIT_MB ? 'PASS' : 'MISS'}  peak server RSS growth ${peakGrowth.toFixed(1)} MB < ${RSS_LIMIT_MB} MB (garbage not yet collected included: V8 lets the old generation grow to a multiple of the live heap before a full collection)`,
    );
    if (UPSERT_ROWS > 0) await upsert(atrium.url);
  } finally {
    await knex?.destroy();
    if (child) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
    if (DB === 'pg') {
      const admin = knexFactory({ client: 'pg', connection: { ...PG, database: 'postgres' } });
      await admin.raw('drop database if exists ?? with (force)', [PG_DATABASE]).catch(() => undefined);
      await admin.destroy();
    }
  }
}

await main();
