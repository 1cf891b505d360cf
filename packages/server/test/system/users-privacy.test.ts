import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createRoleWithUser } from '../support/fixtures';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = await dbTargets();
const PRIVATE = ['email_notifications', 'last_access_on', 'last_page'];

/** api.md §5.14: another user's private columns stay hidden however the user row is reached. */
describe.each(targets)('private user columns in nested reads on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let editor: { token: string; user: number };
  const read = async (path: string, token: string) =>
    (await json(await server.request(path, { headers: { authorization: `Bearer ${token}` } }))).data;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, '_', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, '_');
    editor = await createRoleWithUser(knex, 'Writers', [
      { collection: 'directus_users', read: 'full' },
      { collection: 'directus_files', read: 'full' },
    ]);
    await knex('directus_users')
      .where({ id: 1 })
      .update({ last_page: '/_/settings', last_access_on: '2026-01-02 03:04:05' });
    const file = {
      storage: 'local',
      filename_disk: 'a.txt',
      filename_download: 'a.txt',
      uploaded_on: '2026-01-01 00:00:00',
    };
    await knex('directus_files').insert({ ...file, title: 'by admin', uploaded_by: 1 });
    await knex('directus_files').insert({
      ...file,
      filename_disk: 'b.txt',
      title: 'by editor',
      uploaded_by: editor.user,
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('hides them in expanded relations for other users, shows them for oneself and to admins', async () => {
    const rows = (await read('/_/files?fields=title,uploaded_by.*&sort=id', editor.token)) as {
      title: string;
      uploaded_by: Record<string, unknown>;
    }[];
    expect(rows.map((r) => r.title)).toEqual(['by admin', 'by editor']);
    const [adminRow, selfRow] = rows.map((r) => r.uploaded_by);
    for (const f of PRIVATE) expect([f, f in adminRow!]).toEqual([f, false]);
    expect(adminRow!.email).toBe(project.email);
    expect(Object.keys(selfRow!)).toEqual(expect.arrayContaining(PRIVATE));

    const asAdmin = await read('/_/files?fields=title,uploaded_by.*&sort=id', ADMIN_TOKEN);
    expect(asAdmin[0].uploaded_by.last_page).toBe('/_/settings');
    // Named explicitly, it is still withheld from other users' rows.
    const named = await read('/_/files?fields=title,uploaded_by.last_page&sort=id', editor.token);
    expect(named[0].uploaded_by).toEqual({});
    expect(Object.keys(named[1].uploaded_by)).toEqual(['last_page']);
  });
});
