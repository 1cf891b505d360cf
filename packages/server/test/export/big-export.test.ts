import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Knex } from 'knex';
import { ADMIN_TOKEN, createCollection, refreshSchema } from '../support/fixtures';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';
import type { InstalledProject } from '../support/server';
import { dbTargets } from '../support/databases';
import { EXPORT_PAGE_SIZE } from '../../src/services/export/stream';
import { ItemsService } from '../../src/services/items/service';

/**
 * A 50,000-row export on SQLite: streamed (chunked, no content-length), every row once, in the
 * view's order, both with key-set pages (primary-key sort) and offset pages (another sort).
 * The 1,000,000-row memory check lives in `npm run bench` (bench/export.ts).
 */

const ROWS = 50_000;
const sqlite = (await dbTargets()).find((t) => t.name === 'sqlite')!;

describe('export of 50,000 rows on sqlite', () => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, sqlite, 'big', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, 'big');
    await createCollection(knex, 'readings', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'label', type: 'string', column: 'string', length: 40 },
      { field: 'n', type: 'integer', column: 'integer' },
      { field: 'note', type: 'string', column: 'text' },
    ]);
    await knex.raw(
      `INSERT INTO readings (label, n, note)
       WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${ROWS})
       SELECT 'reading, no. ' || i, (i * 7919) % 1000, substr(hex(zeroblob(500)), 1, 1000) FROM s`,
    );
    await refreshSchema(server, 'big');
  }, 60_000);
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  const get = (query: string) =>
    server.request(`/big/items/readings?${query}`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });

  it('streams every row once as CSV in key order', async () => {
    const res = await get('export=csv&fields=id,label,n');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBeNull();
    expect(res.headers.get('transfer-encoding')).toBe('chunked');
    const lines = (await res.text()).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]).toBe('id,label,n');
    expect(lines.length - 2).toBe(ROWS);
    expect(lines[1]).toBe('1,"reading, no. 1",919');
    expect(lines[ROWS]).toMatch(/^50000,"reading, no. 50000",\d+$/);
    const ids = lines.slice(1, -1).map((l) => Number(l.split(',')[0]));
    expect(ids.every((id, i) => id === i + 1)).toBe(true);
  }, 60_000);

  it('pages by offset under another sort and keeps the order across page boundaries', async () => {
    const res = await get('export=json&fields=id,n&sort=-n&filter[n][lt]=500');
    const rows = (await res.json()) as { id: number; n: number }[];
    const expected = Number((await knex('readings').where('n', '<', 500).count({ c: '*' }))[0]!.c);
    expect(rows.length).toBe(expected);
    expect(rows.length).toBeGreaterThan(EXPORT_PAGE_SIZE * 5);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (let i = 1; i < rows.length; i++) {
      const a = rows[i - 1]!;
      const b = rows[i]!;
      expect(a.n > b.n || (a.n === b.n && a.id < b.id)).toBe(true);
    }
  }, 60_000);

  it('reads pages only as fast as the client takes them, and stops when it goes away', async () => {
    const reads = vi.spyOn(ItemsService.prototype, 'readByQuery');
    // About 50 MB of CSV: far more than the socket buffers between client and server hold.
    const req = http.get(`${server.url}/big/items/readings?export=csv`, {
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    req.on('error', () => undefined);
    const res = await new Promise<http.IncomingMessage>((resolve) => req.on('response', resolve));
    await new Promise((r) => res.once('data', r));
    res.pause();
    await new Promise((r) => setTimeout(r, 1000));
    // A slow reader: the server waits for it instead of reading ahead (50 pages in all).
    const whilePaused = reads.mock.calls.length;
    expect(whilePaused).toBeLessThan(ROWS / EXPORT_PAGE_SIZE / 2);
    req.destroy();
    await new Promise((r) => setTimeout(r, 1000));
    // Gone: at most the page in flight is still read, then nothing.
    const afterAbort = reads.mock.calls.length;
    expect(afterAbort).toBeLessThanOrEqual(whilePaused + 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(reads.mock.calls.length).toBe(afterAbort);
    // The server is still answering normally afterwards.
    const after = await get('limit=1&meta=total_count');
    expect(((await after.json()) as { meta: { total_count: number } }).meta.total_count).toBe(ROWS);
  });
});
