import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createKnex } from '../../src/database/connection';
import type { DatabaseConfig } from '../../src/projects/project-config';

/**
 * An acknowledged write is on disk (api.md: no request may lose acknowledged data): SQLite runs
 * with `synchronous=FULL` unless a project opts into `normal` (docs/deployment.md).
 */
describe('SQLite durability', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true })));
  });

  const syncLevel = async (extra: Partial<DatabaseConfig>) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-sync-'));
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

  it('flushes every commit by default (FULL), in WAL mode', async () => {
    expect(await syncLevel({})).toEqual({ synchronous: 2, journal: 'wal' });
  });

  it('syncs at checkpoints only when the project opts into normal', async () => {
    expect(await syncLevel({ synchronous: 'normal' })).toEqual({ synchronous: 1, journal: 'wal' });
  });
});
