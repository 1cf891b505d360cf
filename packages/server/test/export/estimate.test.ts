import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';
import { setEstimateThreshold } from '../../src/query/estimate';

/**
 * `meta=…,estimate` (docs/compatibility.md, Atrium extensions): on tables at or over the
 * threshold the counts come from database statistics and `estimated: true` says so; under it
 * the counts are exact and `estimated: false`. Clients that do not ask see plain v8 meta.
 */

const targets = await dbTargets();
const ROWS = 12_000;
const KINDS = ['alpha', 'beta', 'gamma'];

describe.each(targets)('estimated counts on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'est', 10);
    await createCollection(env.knex, 'events', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'kind', type: 'string', column: 'string', length: 20 },
      { field: 'n', type: 'integer', column: 'integer' },
    ]);
    const rows = Array.from({ length: ROWS }, (_, i) => ({ kind: KINDS[i % 3], n: i }));
    await env.knex.batchInsert('events', rows, 500);
    // Statistics as a maintained database has them (autovacuum / InnoDB do this by themselves).
    if (target.name === 'pg') await env.knex.raw('ANALYZE events');
    if (target.name === 'mysql') await env.knex.raw('ANALYZE TABLE events');
    await refreshSchema(env.server, env.key);
  });
  afterEach(() => setEstimateThreshold(undefined));
  afterAll(() => env?.close());

  const meta = async (query: string) => {
    const r = await env.call(`/items/events?${query.includes('page=') ? 'limit=100' : 'limit=0'}&${query}`);
    expect(r.status).toBe(200);
    return r.body.meta as Record<string, unknown>;
  };

  it('over the threshold, total and filter counts are estimates marked as such', async () => {
    setEstimateThreshold(1000);
    const m = await meta('meta=total_count,filter_count,page,estimate&filter[kind][eq]=alpha&page=1');
    expect(m.estimated).toBe(true);
    expect(Number(m.total_count)).toBeGreaterThan(ROWS * 0.6);
    expect(Number(m.total_count)).toBeLessThan(ROWS * 1.4);
    // A third of the rows match; the estimate is in that region, and never above the total.
    expect(Number(m.filter_count)).toBeGreaterThan(0);
    expect(Number(m.filter_count)).toBeLessThanOrEqual(Number(m.total_count));
    expect(Number(m.filter_count)).toBeGreaterThan(ROWS / 3 / 2);
    expect(Number(m.filter_count)).toBeLessThan((ROWS / 3) * 2);
    expect(m.page_count).toBe(Math.ceil(Number(m.filter_count) / 100));
  });

  it('under the threshold the same request answers exact counts', async () => {
    setEstimateThreshold(ROWS + 1000);
    const m = await meta('meta=total_count,filter_count,estimate&filter[kind][eq]=alpha');
    expect(m).toMatchObject({ estimated: false, total_count: ROWS, filter_count: ROWS / 3 });
  });

  it('without the estimate key the counts are exact and the meta is plain Directus 8', async () => {
    setEstimateThreshold(0);
    const m = await meta('meta=total_count,filter_count&filter[kind][eq]=beta');
    expect(m).toEqual({ total_count: ROWS, filter_count: ROWS / 3 });
    const all = await meta('meta=*');
    expect(all).not.toHaveProperty('estimated');
    expect(all.total_count).toBe(ROWS);
  });

  it('a caller who may not read the collection is refused as without estimates', async () => {
    setEstimateThreshold(0);
    const { token } = await createRoleWithUser(env.knex, 'Nobody', [
      { collection: 'articles', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
    const r = await env.call('/items/events?limit=0&meta=total_count,estimate', { token });
    const plain = await env.call('/items/events?limit=0&meta=total_count', { token });
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe(plain.body.error.code);
  });
});
