import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { createTokenUser } from '../support/users';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = await dbTargets();
const P = 'viewas';
const HEADER = 'X-Atrium-View-As-Role';

/**
 * Issue 13, "view as role": an admin reads with another role's permissions through a header; the
 * header never writes and gives nobody else anything.
 */
describe.each(targets)('view as role on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let readers: { role: number; user: number; token: string };
  let colleague: { user: number; token: string };
  let outsider: { role: number; user: number; token: string };

  const call = async (
    path: string,
    token: string | null,
    init: RequestInit & { json?: unknown; viewAs?: number | string } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (init.viewAs !== undefined) headers.set(HEADER, String(init.viewAs));
    const res = await server.request(`/${P}${path}`, { ...init, headers });
    return { status: res.status, body: await json(res) };
  };
  const titles = (body: { data: { title: string }[] }) => body.data.map((r) => r.title).sort();

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await createCollection(knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'owner', type: 'owner', column: 'integer' },
      { field: 'title', type: 'string', column: 'string' },
      { field: 'secret', type: 'string', column: 'string' },
    ]);
    await createCollection(knex, 'vault', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
    ]);
    readers = await createRoleWithUser(knex, 'Readers', [
      { collection: 'notes', read: 'role', read_field_blacklist: 'secret' },
      { collection: 'directus_fields', read: 'full' },
      { collection: 'directus_collections', read: 'full' },
    ]);
    colleague = await createTokenUser(knex, readers.role, 'colleague@example.com');
    outsider = await createRoleWithUser(knex, 'Outsiders', [{ collection: 'notes', read: 'mine' }]);
    await knex('notes').insert([
      { owner: readers.user, title: 'reader note', secret: 's1' },
      { owner: colleague.user, title: 'colleague note', secret: 's2' },
      { owner: outsider.user, title: 'outsider note', secret: 's3' },
      { owner: 1, title: 'admin note', secret: 's4' },
    ]);
    await knex('vault').insert([{ title: 'gold' }]);
    await refreshSchema(server, P);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('lets an admin read exactly the rows and fields the role reads', async () => {
    const asMember = await call('/items/notes?fields=*&sort=id', readers.token);
    const asAdmin = await call('/items/notes?fields=*&sort=id', ADMIN_TOKEN, { viewAs: readers.role });
    expect(asMember.status).toBe(200);
    expect(asAdmin.status).toBe(200);
    expect(titles(asAdmin.body)).toEqual(['colleague note', 'reader note']);
    expect(asAdmin.body.data).toEqual(asMember.body.data);
    expect(Object.keys(asAdmin.body.data[0]).sort()).toEqual(['id', 'owner', 'title']);
    // Naming the blacklisted field is refused as it is for the role's own users.
    const named = await call('/items/notes?fields=secret', ADMIN_TOKEN, { viewAs: readers.role });
    expect([named.status, named.body.error?.code]).toEqual([403, 304]);
    // Without the header the admin reads everything again.
    const own = await call('/items/notes?fields=*', ADMIN_TOKEN);
    expect(titles(own.body)).toEqual(['admin note', 'colleague note', 'outsider note', 'reader note']);
  });

  it('hides the collections and fields the role may not read', async () => {
    const vault = await call('/items/vault', ADMIN_TOKEN, { viewAs: readers.role });
    expect([vault.status, vault.body.error?.code]).toEqual([403, 300]);
    const fields = await call('/fields/notes', ADMIN_TOKEN, { viewAs: readers.role });
    expect(fields.status).toBe(200);
    expect((fields.body.data as { field: string }[]).map((f) => f.field).sort()).toEqual([
      'id',
      'owner',
      'title',
    ]);
    const perms = await call('/permissions/me', ADMIN_TOKEN, { viewAs: readers.role });
    expect(perms.status).toBe(200);
    const mine = perms.body.data as { collection: string; role: number }[];
    expect(mine.map((p) => p.collection).sort()).toEqual([
      'directus_collections',
      'directus_fields',
      'notes',
    ]);
    expect(mine.every((p) => Number(p.role) === readers.role)).toBe(true);
    // Admin-only endpoints answer as they would for the role.
    const settings = await call('/settings', ADMIN_TOKEN, { viewAs: readers.role });
    expect(settings.status).toBe(403);
  });

  it('scopes "mine" to the admin, who owns none of the role\'s rows', async () => {
    const res = await call('/items/notes?fields=title', ADMIN_TOKEN, { viewAs: outsider.role });
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['admin note']);
  });

  it('refuses every write while the header is set, and changes nothing', async () => {
    const before = await knex('notes').orderBy('id').select();
    const rolesBefore = await knex('directus_roles').count({ n: '*' });
    const writes: [string, string, unknown][] = [
      ['POST', '/items/notes', { title: 'new' }],
      ['PATCH', `/items/notes/${before[0].id}`, { title: 'changed' }],
      ['DELETE', `/items/notes/${before[0].id}`, undefined],
      ['POST', '/roles', { name: 'Sneaky' }],
      ['PATCH', `/roles/${readers.role}`, { name: 'Renamed' }],
      ['POST', '/permissions', { role: readers.role, collection: 'vault', read: 'full' }],
    ];
    // Even viewing as the admin role itself stays read-only.
    for (const viewAs of [readers.role, 1]) {
      for (const [method, path, body] of writes) {
        const res = await call(path, ADMIN_TOKEN, { method, json: body, viewAs });
        expect([method, path, res.status, res.body.error?.code]).toEqual([method, path, 403, 218]);
      }
    }
    expect(await knex('notes').orderBy('id').select()).toEqual(before);
    expect(await knex('directus_roles').count({ n: '*' })).toEqual(rolesBefore);
    expect(await knex('directus_permissions').where({ collection: 'vault' })).toEqual([]);
  });

  it('gives a non-admin nothing beyond their own permissions', async () => {
    for (const viewAs of [1, outsider.role]) {
      const notes = await call('/items/notes?fields=*&sort=id', readers.token, { viewAs });
      expect(notes.status).toBe(200);
      expect(titles(notes.body)).toEqual(['colleague note', 'reader note']);
      expect(Object.keys(notes.body.data[0])).not.toContain('secret');
      const vault = await call('/items/vault', readers.token, { viewAs });
      expect(vault.status).toBe(403);
      const settings = await call('/settings', readers.token, { viewAs });
      expect(settings.status).toBe(403);
      const perms = await call('/permissions/me', readers.token, { viewAs });
      expect((perms.body.data as { role: number }[]).every((p) => Number(p.role) === readers.role)).toBe(
        true,
      );
    }
    // Nor does the public role: reads and writes stay its own.
    const publicVault = await call('/items/vault', null, { viewAs: 1 });
    expect([publicVault.status, publicVault.body.error?.code]).toEqual([403, 300]);
    const publicWrite = await call('/items/vault', null, { method: 'POST', json: { title: 'x' }, viewAs: 1 });
    expect(publicWrite.status).toBeGreaterThanOrEqual(401);
    expect((await knex('vault').select('title')).map((r) => r.title)).toEqual(['gold']);
  });

  it('answers an unknown or malformed role plainly', async () => {
    const unknown = await call('/items/notes', ADMIN_TOKEN, { viewAs: 9999 });
    expect([unknown.status, unknown.body.error?.code]).toEqual([404, 203]);
    const malformed = await call('/items/notes', ADMIN_TOKEN, { viewAs: 'admin' });
    expect([malformed.status, malformed.body.error?.code]).toEqual([400, 2]);
  });
});
