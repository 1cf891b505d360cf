import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, createRoleWithUser } from '../support/fixtures';
import { installProject, json, projectKnex, startTestServer, type TestServer } from '../support/server';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };

/** Issue 15, defect 6: other users' private columns cannot be inferred through a query. */
describe('private user columns are unreadable to others in filters, sorts, searches and revisions', () => {
  let server: TestServer;
  let knex: Knex;
  let editor: { token: string; user: number };
  const ids = async (path: string, token = editor.token) => {
    const res = await server.request(path, { headers: { authorization: `Bearer ${token}` } });
    const body = await json(res);
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return (body.data as { id?: number; uploaded_by?: number }[]).map((r) => r.id);
  };

  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, sqlite, '_', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, '_');
    editor = await createRoleWithUser(knex, 'Readers', [
      { collection: 'directus_users', read: 'full' },
      { collection: 'directus_files', read: 'full' },
    ]);
    await knex('directus_users')
      .where({ id: 1 })
      .update({ last_page: '/_/settings/secret-page', last_access_on: '2026-01-02 03:04:05' });
    await knex('directus_users').where({ id: editor.user }).update({ last_page: '/_/mine' });
    await knex('directus_files').insert({
      storage: 'local',
      filename_disk: 'a.txt',
      filename_download: 'a.txt',
      uploaded_on: '2026-01-01 00:00:00',
      title: 'by admin',
      uploaded_by: 1,
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
  });

  it('does not match other users by a private column in a filter', async () => {
    expect(await ids('/_/users?fields=id&filter[last_page][contains]=secret')).toEqual([]);
    expect(await ids('/_/users?fields=id&filter[last_access_on][nnull]=1')).toEqual([]);
    expect(await ids('/_/users?fields=id&filter[last_page][contains]=mine')).toEqual([editor.user]);
    // Through a relation too.
    expect(await ids('/_/files?fields=id&filter[uploaded_by.last_page][contains]=secret')).toEqual([]);
    // Admins still filter freely.
    expect(await ids('/_/users?fields=id&filter[last_page][contains]=secret', ADMIN_TOKEN)).toEqual([1]);
  });

  it('does not find other users by searching a private column', async () => {
    expect(await ids('/_/users?fields=id&q=secret-page')).toEqual([]);
  });

  it('does not order other users by a private column', async () => {
    const sorted = await ids('/_/users?fields=id&sort=last_page');
    expect(sorted).not.toContain(1);
  });

  it('keeps private columns out of revisions of user accounts', async () => {
    const res = await server.request('/_/users/1', {
      method: 'PATCH',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      json: { first_name: 'Ada', last_page: '/_/collections/private-place' },
    });
    expect(res.status).toBe(200);
    const revision = await knex('directus_revisions')
      .where({ collection: 'directus_users', item: '1' })
      .orderBy('id', 'desc')
      .first();
    const data = JSON.parse(revision.data);
    expect(data.first_name).toBe('Ada');
    for (const f of ['last_page', 'last_access_on', 'email_notifications', 'password', 'token'])
      expect([f, f in data]).toEqual([f, false]);
    expect(revision.delta ?? '').not.toContain('private-place');
  });
});
