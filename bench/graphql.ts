import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { installDemo } from '../packages/server/src/demo/install';
import { DEMO_ADMIN } from '../packages/server/src/demo/credentials';
import { startServer } from '../packages/server/src/server';
import { countDriverStatements } from '../packages/server/test/support/driver-statements';
import { startAtriumChild } from './child-server';
import { runLoad, type LoadResult, type RequestSpec } from './load';

/**
 * Issue 27: a GraphQL query equal to the REST first page with `author.name` against that REST
 * read. `node --import tsx bench/graphql.ts` installs the demo project in a fresh data directory,
 * drives `GET /demo/items/articles?fields=id,title,author.name&limit=100` and the GraphQL query
 * `{ articles(limit: 100) { id title author { name } } }` (POST /demo/graphql) with the admin's
 * token at concurrency 10, in interleaved rounds, and counts the SQL statements each runs (on an
 * in-process server on the same data directory, at the drivers). Targets: GraphQL at ≥ 80% of REST's throughput,
 * and the same statements.
 */

const log = (line = ''): void => void process.stdout.write(`${line}\n`);
const SUPER = 'bench-super-admin-token';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const REST_PATH = '/demo/items/articles?fields=id,title,author.name&limit=100';
const QUERY = '{ articles(limit: 100) { id title author { name } } }';

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bench-graphql-'));
  let child: ChildProcess | undefined;
  try {
    const atrium = await startAtriumChild(dataDir);
    child = atrium.child;
    await installDemo({ baseUrl: atrium.url, superAdminToken: SUPER });
    const auth = await fetch(`${atrium.url}/demo/auth/authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    const token = ((await auth.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}` };
    const rest: RequestSpec = { path: REST_PATH, headers };
    const graphql: RequestSpec = {
      method: 'POST',
      path: '/demo/graphql',
      headers,
      body: JSON.stringify({ query: QUERY }),
    };

    // The same answer, checked once.
    const a = (await (await fetch(atrium.url + REST_PATH, { headers })).json()) as { data: unknown };
    const b = (await (
      await fetch(`${atrium.url}/demo/graphql`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: graphql.body,
      })
    ).json()) as { data: { articles: unknown } };
    const same = JSON.stringify(a.data) === JSON.stringify(b.data.articles);

    const best: Record<'rest' | 'graphql', LoadResult | null> = { rest: null, graphql: null };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, spec] of [
        ['rest', rest],
        ['graphql', graphql],
      ] as const) {
        const r = await runLoad(atrium.url, () => spec, {
          concurrency: 10,
          seconds: SECONDS,
          warmupSeconds: 1,
          pid: child.pid,
        });
        if (!best[name] || r.rps > best[name]!.rps) best[name] = r;
      }
    }

    // Statements: an in-process server on the same data directory, the statements its drivers send
    // counted (every path: Knex's runner and the compiled statements run on the connection).
    const local = await startServer({
      host: '127.0.0.1',
      port: 0,
      dataDir,
      superAdminToken: SUPER,
      logLevel: 'silent',
      shutdownTimeout: 2000,
      cachePollMs: 60_000,
      appDir: path.join(dataDir, 'no-app'),
    });
    const sender = (spec: RequestSpec) => () =>
      fetch(local.url + spec.path, {
        method: spec.method ?? 'GET',
        headers: { ...spec.headers, ...(spec.body ? { 'content-type': 'application/json' } : {}) },
        body: spec.body,
      }).then((r) => r.text());
    // Warm both first: the first requests load the schema and settle the cache versions.
    for (let i = 0; i < 3; i++) for (const spec of [rest, graphql]) await sender(spec)();
    const statements = async (spec: RequestSpec) => {
      const seen: string[] = [];
      const n = await countDriverStatements(sender(spec), { seen });
      if (process.env.BENCH_VERBOSE) log(`${spec.path}:\n  ${seen.join('\n  ')}`);
      return { n, seen };
    };
    const { n: restStatements, seen: restSql } = await statements(rest);
    const { n: graphqlStatements, seen: graphqlSql } = await statements(graphql);
    const sameSql = JSON.stringify(restSql) === JSON.stringify(graphqlSql);
    await local.close();

    const r = best.rest!;
    const g = best.graphql!;
    log('\nGraphQL vs REST — first page of 100 articles with author.name (demo project, SQLite)\n');
    log('| shape | req/s | p50 | p99 | CPU ms/req | statements |');
    log('|---|---:|---:|---:|---:|---:|');
    const row = (name: string, x: LoadResult, s: number) =>
      log(
        `| ${name} | ${x.rps.toFixed(0)} | ${x.p50.toFixed(1)} ms | ${x.p99.toFixed(1)} ms | ${x.cpuMsPerRequest?.toFixed(2) ?? '-'} | ${s} |`,
      );
    row('REST', r, restStatements);
    row('GraphQL', g, graphqlStatements);
    const ratio = g.rps / r.rps;
    log('');
    log(`${same ? 'PASS' : 'MISS'}  the same rows and fields`);
    log(
      `${ratio >= 0.8 ? 'PASS' : 'MISS'}  GraphQL at ${(ratio * 100).toFixed(0)}% of REST's throughput (≥ 80%)`,
    );
    log(
      `${sameSql ? 'PASS' : 'MISS'}  statements: GraphQL ${graphqlStatements}, REST ${restStatements}${sameSql ? ', the same SQL' : ', not the same SQL'}`,
    );
  } finally {
    if (child) {
      child.removeAllListeners('exit');
      child.kill('SIGTERM');
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

await main();
