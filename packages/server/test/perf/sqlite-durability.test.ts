import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createKnex } from '../../src/database/connection';
import type { DatabaseConfig } from '../../src/projects/project-config';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * An acknowledged write is on disk (api.md: no request may lose acknowledged data). SQLite runs
 * in WAL mode with `synchronous=NORMAL`, and the server syncs the write-ahead log itself, off the
 * event loop and shared by the writes that committed meanwhile, before any answer leaves
 * (database/durable-commits.ts); a project may opt out with `synchronous: normal`
 * (docs/deployment.md).
 */
describe('SQLite durability', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => fs.promises.rm(d, { recursive: true, force: true })));
  });

  const syncLevel = async (extra: Partial<DatabaseConfig>) => {
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'atrium-sync-'));
    dirs.push(dir);
    const knex = createKnex(
      {
        client: 'sqlite',
        filename: 'p.sqlite',
        host: '127.0.0.1',
        pool: { min: 0, max: 10 },
        ...extra,
      } as DatabaseConfig,
      dir,
    );
    try {
      const rows = (await knex.raw('PRAGMA synchronous')) as { synchronous: number }[];
      const mode = (await knex.raw('PRAGMA journal_mode')) as { journal_mode: string }[];
      return { synchronous: rows[0]!.synchronous, journal: mode[0]!.journal_mode };
    } finally {
      await knex.destroy();
    }
  };

  it('runs in WAL mode, the log synced by the server (NORMAL) by default and by opt-in', async () => {
    expect(await syncLevel({})).toEqual({ synchronous: 1, journal: 'wal' });
    expect(await syncLevel({ synchronous: 'normal' })).toEqual({ synchronous: 1, journal: 'wal' });
  });
});

const sqlite = (await dbTargets()).find((t) => t.name === 'sqlite')!;

describe('SQLite group commit, through HTTP', () => {
  let env: BlogEnv;
  /** Syncs of a write-ahead log begun since the test started. */
  let syncs = 0;
  /** While set, each sync waits until the test lets it go. */
  let hold = false;
  /** While set, syncs fail as a failing disk makes them fail. */
  let fail = false;
  const held: (() => void)[] = [];
  const open = fs.promises.open.bind(fs.promises);

  beforeAll(async () => {
    env = await startBlog(sqlite, 'durable', 12);
    vi.spyOn(fs.promises, 'open').mockImplementation(async (file, flags, mode) => {
      const handle = await open(file, flags, mode);
      if (String(file).endsWith('-wal')) {
        const sync = handle.sync.bind(handle);
        handle.sync = async () => {
          syncs++;
          if (hold) await new Promise<void>((resolve) => held.push(resolve));
          if (fail) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO' });
          return sync();
        };
      }
      return handle;
    });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    hold = false;
    held.splice(0).forEach((release) => release());
    await env?.close();
  });

  const nameOf = async (id: number) =>
    ((await env.knex('authors').where({ id }).first('name')) as { name: string }).name;

  it('answers a write only once its commit is on disk', async () => {
    syncs = 0;
    hold = true;
    let answered = false;
    const patch = env
      .call('/items/authors/1', { method: 'PATCH', json: { name: 'Durable' } })
      .finally(() => (answered = true));
    // The write has committed (another connection sees it), and its log sync is under way…
    await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 5000 });
    expect(await nameOf(1)).toBe('Durable');
    // …and until the sync is done, the writer hears nothing.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    hold = false;
    held.splice(0).forEach((release) => release());
    const res = await patch;
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, name: 'Durable' });
    expect(syncs).toBeGreaterThanOrEqual(1);
  });

  it('holds back a read of a write that is not yet on disk', async () => {
    hold = true;
    const patch = env.call('/items/authors/2', { method: 'PATCH', json: { name: 'Seen early' } });
    await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 5000 });
    let answered = false;
    const read = env.call('/items/authors/2').finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(answered).toBe(false);
    hold = false;
    held.splice(0).forEach((release) => release());
    expect((await read).body.data).toMatchObject({ id: 2, name: 'Seen early' });
    expect((await patch).status).toBe(200);
  });

  it('lets writes that commit during a sync share the next one', async () => {
    hold = true;
    syncs = 0;
    const ids = [1, 2, 3, 4, 5, 6, 7, 8];
    const patches = ids.map((id) =>
      env.call(`/items/articles/${id}`, { method: 'PATCH', json: { title: `Group ${id}` } }),
    );
    // The first sync is held; every other write commits meanwhile.
    await vi.waitFor(() => expect(held.length).toBe(1), { timeout: 5000 });
    await vi.waitFor(
      async () =>
        expect(await env.knex('articles').where('title', 'like', 'Group %').count({ n: '*' })).toEqual([
          { n: 8 },
        ]),
      { timeout: 5000 },
    );
    hold = false;
    held.splice(0).forEach((release) => release());
    const answers = await Promise.all(patches);
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    // One sync for the first commit(s), one for all those made while it ran.
    expect(syncs).toBeLessThanOrEqual(2);
  });

  it('never reports a write as done when its sync fails', async () => {
    fail = true;
    const failed = await env.call('/items/authors/3', { method: 'PATCH', json: { name: 'Unsure' } });
    fail = false;
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ code: 0 });
    // The next answer syncs again, and the write is there and durable.
    const read = await env.call('/items/authors/3');
    expect(read.body.data).toMatchObject({ id: 3, name: 'Unsure' });
  });
});
