import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  ADMIN_TOKEN,
  createCollection,
  createRoleWithUser,
  refreshSchema,
  setPublicPermissions,
} from '../support/fixtures';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = await dbTargets();
const P = 'looks';
const MAPPING = {
  published: { name: 'Published', soft_delete: false },
  draft: { name: 'Draft', soft_delete: false },
  deleted: { name: 'Deleted', soft_delete: true },
};

/** Issue 15, defect 3: status look-alikes get around status rules (MariaDB's collations). */
describe.each(targets)('status look-alikes on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let writer: { token: string };
  const call = async (path: string, token: string | null, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const res = await server.request(`/${P}${path}`, { ...init, headers });
    return { status: res.status, body: await json(res) };
  };

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await createCollection(knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      {
        field: 'status',
        type: 'status',
        column: 'string',
        length: 20,
        default: 'draft',
        options: { status_mapping: MAPPING },
      },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'secret', type: 'string', column: 'string' },
    ]);
    writer = await createRoleWithUser(knex, 'Writers', [
      { collection: 'notes', status: 'draft', create: 'full', read: 'full', update: 'full' },
      {
        collection: 'notes',
        status: 'published',
        create: 'full',
        read: 'full',
        update: 'full',
        status_blacklist: 'published',
      },
    ]);
    await setPublicPermissions(knex, [
      { collection: 'notes', status: 'published', read: 'full' },
      { collection: 'notes', status: 'draft', read: 'full', read_field_blacklist: 'secret' },
    ]);
    await refreshSchema(server, P);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('refuses a status that is not in the mapping, however close it looks', async () => {
    for (const status of ['PUBLISHED', 'Published', 'published ', 'publishéd']) {
      const res = await call('/items/notes', writer.token, { method: 'POST', json: { status, title: 't' } });
      expect([status, res.status, res.body.error?.code]).toEqual([status, 422, 4]);
    }
    // Admins cannot store look-alikes either: every reader would then disagree about the row.
    const admin = await call('/items/notes', ADMIN_TOKEN, { method: 'POST', json: { status: 'Draft' } });
    expect(admin.status).toBe(422);
    const blacklisted = await call('/items/notes', writer.token, {
      method: 'POST',
      json: { status: 'published', title: 't' },
    });
    expect([blacklisted.status, blacklisted.body.error.code]).toEqual([403, 301]);
    const stored = (await knex('notes').select('status')).map((r) => r.status);
    expect(stored.filter((s) => s !== 'draft')).toEqual([]);
  });

  it('never serves a row whose stored status only looks like a readable one', async () => {
    // Rows written before the check (or by SQL) with look-alike statuses.
    await knex('notes').insert([
      { status: 'DRAFT', title: 'shouting draft', secret: 's1' },
      { status: 'published ', title: 'padded published', secret: 's2' },
      { status: 'draft', title: 'real draft', secret: 's3' },
      { status: 'published', title: 'real published', secret: 's4' },
    ]);
    const res = await call('/items/notes?fields=title,secret,status&sort=id', null);
    expect(res.status).toBe(200);
    const titles = (res.body.data as { title: string }[]).map((r) => r.title);
    expect(titles).not.toContain('shouting draft');
    expect(titles).not.toContain('padded published');
    expect(titles).toEqual(expect.arrayContaining(['real draft', 'real published']));
    for (const row of res.body.data as { title: string; secret?: string; status: string }[]) {
      if (row.status === 'draft') expect(row.secret).toBeUndefined();
    }
  });
});
