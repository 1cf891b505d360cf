import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN } from '../support/fixtures';
import { startCli, type CliServer } from '../support/cli';
import {
  installProject,
  json,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = await dbTargets();

/**
 * design.md §5: a schema change made through one server process is seen by another process on the
 * same database (B is a separate OS process, so only the invalidation bus can tell it).
 */
describe.each(targets)('schema changes across two server processes on $name', (target) => {
  let a: TestServer;
  let b: CliServer;
  const bReq = (p: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json: body, ...rest } = init;
    return fetch(b.url + p, {
      ...rest,
      headers: { ...auth, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  };
  let project: InstalledProject;
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startTestServer({ dataDir });
    b = await startCli(dataDir, { ATRIUM_CACHE_POLL_MS: '200', ATRIUM_LOG_LEVEL: 'warn' });
    project = await installProject(a, target, '_', { user_token: ADMIN_TOKEN });
  });
  afterAll(async () => {
    await a?.close();
    await b?.stop();
    await project?.cleanup();
  });

  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 3000;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  it('serves a collection and a field created on the other process', async () => {
    // B loads the schema first, so it has something cached to refresh.
    expect((await bReq('/_/items/notes')).status).toBe(404);
    const created = await a.request('/_/collections', {
      method: 'POST',
      headers: auth,
      json: {
        collection: 'notes',
        fields: [
          {
            field: 'id',
            type: 'integer',
            datatype: 'INT',
            interface: 'primary-key',
            primary_key: true,
            auto_increment: true,
          },
          { field: 'text', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
        ],
      },
    });
    expect(created.status).toBe(200);
    expect(await eventually(async () => (await bReq('/_/items/notes')).status === 200)).toBe(true);

    await a.request('/_/fields/notes', {
      method: 'POST',
      headers: auth,
      json: { field: 'mood', type: 'string', datatype: 'VARCHAR', interface: 'text-input' },
    });
    const written = await eventually(async () => {
      const res = await bReq('/_/items/notes', { method: 'POST', json: { text: 'hi', mood: 'calm' } });
      return res.status === 200 && (await json(res)).data.mood === 'calm';
    });
    expect(written).toBe(true);
  });
});
