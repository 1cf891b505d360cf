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
 * generated on the fly, and samples that process's resident memory (/proc) while it runs. Every
 * row takes the items service's path (permissions, validation, activity). The floor is a bare
 * batched `INSERT` of the same rows into the same SQLite database from this process. The import
 * reads the file as it arrives and holds one batch at a time: the peak RSS growth must stay
 * below 100 MB whatever the row count.
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

function* csvLines(): Generator<string> {
  yield 'label,n,day,ok\n';
  let chunk = '';
  for (let i = 1; i <= ROWS; i++) {
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

type Memory = Record<'rss' | 'heapTotal' | 'heapUsed' | 'external' | 'arrayBuffers', number>;

/** The server's own `process.memoryUsage()` samples: before the import and at their peaks during it. */
async function memoryBreakdown(file: string, before: number): Promise<string> {
  const all = (await fs.readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Memory);
  const base = all[Math.max(0, before - 1)];
  const during = all.slice(before);
  if (!base || during.length === 0) return '(no memory samples)';
  const mb = (n: number) => `${(n / 2 ** 20).toFixed(0)} MB`;
  const keys: (keyof Memory)[] = ['rss', 'heapTotal', 'heapUsed', 'external', 'arrayBuffers'];
  return [
    '| server memory (process.memoryUsage) | before | peak during import |',
    '|---|---:|---:|',
    ...keys.map((k) => `| ${k} | ${mb(base[k])} | ${mb(Math.max(...during.map((m) => m[k])))} |`),
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
    const before = await rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      void rssMb(pid).then((mb) => (peak = Math.max(peak, mb)));
    }, 100);
    const samplesBefore = (await fs.readFile(samples, 'utf8').catch(() => '')).split('\n').length - 1;
    const t0 = performance.now();
    const res = await postCsv(
      `${atrium.url}/${PROJECT}/utils/import/readings?batch_size=${BATCH}`,
      csvLines(),
    );
    const report = (await res.json()) as { data?: { created: number; failed: number }; error?: unknown };
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    if (!report.data) throw new Error(`import failed: ${res.status} ${JSON.stringify(report)}`);
    const growth = peak - before;
    log(
      `\nAtrium import benchmark — ${DB === 'pg' ? 'PostgreSQL' : 'SQLite'}, ${ROWS} CSV rows streamed to POST /utils/import\n`,
    );
    log('| path | rows | time | throughput | server RSS before | peak | growth |');
    log('|---|---:|---:|---:|---:|---:|---:|');
    log(
      `| import (items service, activity) | ${report.data.created} | ${seconds.toFixed(1)} s | ${(report.data.created / seconds).toFixed(0)} rows/s | ${before.toFixed(0)} MB | ${peak.toFixed(0)} MB | ${growth.toFixed(1)} MB |`,
    );
    log(
      `| bare INSERT floor (same database) | ${ROWS} | ${floorSeconds.toFixed(1)} s | ${(ROWS / floorSeconds).toFixed(0)} rows/s | | | |`,
    );
    log('');
    log(await memoryBreakdown(samples, samplesBefore));
    log('');
    const ok = report.data.created === ROWS && report.data.failed === 0 && growth < RSS_LIMIT_MB;
    log(`${ok ? 'PASS' : 'MISS'}  every row imported, server RSS growth < ${RSS_LIMIT_MB} MB`);
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
