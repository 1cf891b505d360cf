import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';
import { json } from '../support/server';
import { createRoleWithUser } from '../support/fixtures';

/** The system endpoints (api.md §5.11–5.16, §5.21, §7.11) and their own rules, on every database. */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

describe.each(targets)('system endpoints on $name', (target) => {
  let env: BlogEnv;
  /** An "Editors" role created through the API, one user in it with a static token. */
  let editors: number;
  let editor: { id: number; token: string };
  let colleague: { id: number; token: string };

  const as = (token: string | null) => ({
    get: (p: string) => env.call(p, { token }),
    post: (p: string, json: unknown) => env.call(p, { method: 'POST', json, token }),
    patch: (p: string, json: unknown) => env.call(p, { method: 'PATCH', json, token }),
    del: (p: string) => env.call(p, { method: 'DELETE', token }),
  });
  const admin = as(undefined as unknown as string);
  const count = async (table: string, where: Record<string, unknown> = {}) =>
    Number(((await env.knex(table).where(where).count({ n: '*' }).first()) as { n: number }).n);

  async function makeUser(email: string, role: number, token: string) {
    const res = await admin.post('/users', {
      email,
      password: 'a-long-password',
      first_name: email.split('@')[0],
      last_name: 'Tester',
      role,
      status: 'active',
      token,
    });
    expect([res.status, res.body.error]).toEqual([200, undefined]);
    return { id: Number(res.body.data.id), token };
  }

  beforeAll(async () => {
    env = await startBlog(target, 'sys', 3);
    const role = await admin.post('/roles', { name: 'Editors', description: 'Write things' });
    expect(role.status).toBe(200);
    editors = Number(role.body.data.id);
    editor = await makeUser('editor@example.com', editors, 'editor-token-1234');
    colleague = await makeUser('colleague@example.com', editors, 'colleague-token-1234');
  });
  afterAll(async () => env?.close());

  describe('roles', () => {
    it('gives a new role the default permissions and an external id', async () => {
      const rows = await env.knex('directus_permissions').where({ role: editors });
      expect(rows).toHaveLength(16);
      const byKey = new Map(rows.map((r) => [`${r.collection}:${r.status ?? ''}`, r]));
      expect(byKey.get('directus_activity:')).toMatchObject({
        create: 'full',
        read: 'mine',
        comment: 'update',
      });
      expect(byKey.get('directus_users:active')).toMatchObject({
        read: 'full',
        update: 'mine',
        delete: 'mine',
      });
      expect(byKey.get('directus_users:suspended')).toMatchObject({ read: 'none' });
      expect(byKey.get('directus_files:')).toMatchObject({ create: 'full', delete: 'full' });
      expect(rows.every((r) => r.explain === 'none')).toBe(true);
      const role = await admin.get(`/roles/${editors}`);
      expect(role.body.data.external_id).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses to delete the administrator and public roles (401/3), leaving them in place', async () => {
      for (const id of [1, 2]) {
        const res = await admin.del(`/roles/${id}`);
        expect([res.status, res.body.error]).toEqual([
          401,
          { code: 3, message: `You are not allowed to delete group [${id}]` },
        ]);
      }
      expect(await count('directus_roles', { id: 1 })).toBe(1);
      expect(await count('directus_roles', { id: 2 })).toBe(1);
    });

    it('lets non-admins read only their own role and delete none', async () => {
      const list = await as(editor.token).get('/roles');
      expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([editors]);
      const del = await as(editor.token).del(`/roles/${editors}`);
      expect(del.status).toBe(403);
      expect(await count('directus_roles', { id: editors })).toBe(1);
    });

    it('validates roles (422/4, 409/204) without creating them', async () => {
      const before = await count('directus_roles');
      const blank = await admin.post('/roles', { description: 'no name' });
      expect([blank.status, blank.body.error]).toEqual([
        422,
        { code: 4, message: 'name: This value should not be blank.' },
      ]);
      const dup = await admin.post('/roles', { name: 'Editors' });
      expect([dup.status, dup.body.error.code]).toEqual([409, 204]);
      const unknown = await admin.post('/roles', { name: 'X', colour: 'red' });
      expect([unknown.status, unknown.body.error.code]).toEqual([422, 12]);
      expect(await count('directus_roles')).toBe(before);
      expect(await count('directus_permissions', { role: before + 1 })).toBe(0);
    });

    it('takes a deleted role’s permissions along', async () => {
      const res = await admin.post('/roles', { name: 'Temporary' });
      const id = res.body.data.id;
      expect(await count('directus_permissions', { role: id })).toBe(16);
      expect((await admin.del(`/roles/${id}`)).status).toBe(204);
      expect(await count('directus_permissions', { role: id })).toBe(0);
    });
  });

  describe('users', () => {
    it('validates new users (422/4, 409/204) without creating anything', async () => {
      const before = await count('directus_users');
      const noEmail = await admin.post('/users', {
        password: 'whatever-long',
        first_name: 'A',
        last_name: 'B',
        role: 1,
      });
      expect([noEmail.status, noEmail.body.error.code]).toEqual([422, 4]);
      expect(noEmail.body.error.message).toContain('email: This value should not be blank.');
      const badEmail = await admin.post('/users', {
        email: 'not-an-email',
        password: 'whatever-long',
        first_name: 'A',
        last_name: 'B',
        role: 1,
      });
      expect([badEmail.status, badEmail.body.error.code]).toEqual([422, 4]);
      const dup = await admin.post('/users', {
        email: 'editor@example.com',
        password: 'whatever-long',
        first_name: 'A',
        last_name: 'B',
        role: editors,
      });
      expect([dup.status, dup.body.error.code]).toEqual([409, 204]);
      expect(await count('directus_users')).toBe(before);
    });

    it('applies the password policy setting to new and changed passwords', async () => {
      await env.knex('directus_settings').where({ key: 'password_policy' }).update({ value: '/^.{12,}$/' });
      try {
        const before = await count('directus_users');
        const weak = await admin.post('/users', {
          email: 'weak@example.com',
          password: 'short',
          first_name: 'W',
          last_name: 'K',
          role: editors,
        });
        expect([weak.status, weak.body.error.code]).toEqual([422, 4]);
        expect(await count('directus_users')).toBe(before);
        const hash = (await env.knex('directus_users').where({ id: editor.id }).first()).password;
        const change = await as(editor.token).patch('/users/me', { password: 'short' });
        expect([change.status, change.body.error.code]).toEqual([422, 4]);
        expect((await env.knex('directus_users').where({ id: editor.id }).first()).password).toBe(hash);
        const ok = await as(editor.token).patch('/users/me', { password: 'long enough passphrase' });
        expect(ok.status).toBe(200);
        expect(ok.body.data.password).toBeUndefined();
        const stored = (await env.knex('directus_users').where({ id: editor.id }).first()).password;
        expect(stored).toMatch(/^\$2y\$10\$/);
      } finally {
        await env.knex('directus_settings').where({ key: 'password_policy' }).update({ value: '' });
      }
    });

    it('never outputs passwords; hides private columns of other users from non-admins', async () => {
      await env.knex('directus_users').where({ id: colleague.id }).update({ last_page: '/sys/collections' });
      const other = await as(editor.token).get(`/users/${colleague.id}`);
      expect(other.status).toBe(200);
      expect(other.body.data.email).toBe('colleague@example.com');
      for (const f of [
        'password',
        'token',
        'email_notifications',
        'last_access_on',
        'last_page',
        '2fa_secret',
        'password_reset_token',
      ])
        expect(other.body.data).not.toHaveProperty(f);
      const self = await as(editor.token).get('/users/me');
      expect(self.body.data.id).toBe(editor.id);
      expect(self.body.data).toHaveProperty('last_page');
      expect(self.body.data).toHaveProperty('email_notifications');
      expect(self.body.data).not.toHaveProperty('password');
      const pageOnly = await as(editor.token).get('/users/me?fields=last_page');
      expect(Object.keys(pageOnly.body.data)).toEqual(['last_page']);
      const asAdmin = await admin.get(`/users/${colleague.id}`);
      expect(asAdmin.body.data.last_page).toBe('/sys/collections');
      expect(asAdmin.body.data).not.toHaveProperty('password');
      // Others' page and access time filter only as the app's "someone else is here" check does:
      // an exact page, among the users active in the last five minutes (issue 15, defect 6).
      const here = () => as(editor.token).get('/users?filter[last_page][eq]=/sys/collections&fields=id');
      expect((await here()).body.data).toEqual([]);
      const recent = new Date(Date.now() - 60_000).toISOString().slice(0, 19).replace('T', ' ');
      await env.knex('directus_users').where({ id: colleague.id }).update({ last_access_on: recent });
      expect((await here()).body.data).toEqual([{ id: colleague.id }]);
      const since = new Date(Date.now() - 5 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      const app = await as(editor.token).get(
        `/users?filter[last_page][eq]=/sys/collections&filter[last_access_on][gte]=${since}&filter[id][neq]=${editor.id}&fields=id`,
      );
      expect(app.body.data).toEqual([{ id: colleague.id }]);
      const guess = await as(editor.token).get('/users?filter[last_page][contains]=sys&fields=id');
      expect(guess.body.data).toEqual([]);
    });

    it('reads /users/me with the role expanded and refuses the public role (401/3)', async () => {
      const me = await as(editor.token).get('/users/me?fields=*.*');
      expect(me.body.data.role).toMatchObject({ id: editors, name: 'Editors' });
      const pub = await as(null).get('/users/me');
      expect([pub.status, pub.body.error.code]).toEqual([401, 3]);
    });

    it('reads /users/me and its role even for a role without any permissions', async () => {
      const bare = await createRoleWithUser(env.knex, 'Bare', []);
      const me = await as(bare.token).get('/users/me?fields=id,email,role.*');
      expect(me.status).toBe(200);
      expect(me.body.data).toMatchObject({ id: bare.user, role: { id: bare.role, name: 'Bare' } });
      expect((await as(bare.token).get('/users')).status).toBe(403);
      expect((await as(bare.token).get(`/users/${editor.id}`)).status).toBe(404);
    });

    it('excludes deleted users from the default list but not by id', async () => {
      const gone = await makeUser('gone@example.com', editors, 'gone-token-1234');
      expect((await admin.patch(`/users/${gone.id}`, { status: 'deleted' })).status).toBe(200);
      const list = await admin.get('/users?fields=id&limit=-1');
      expect(list.body.data.map((u: { id: number }) => u.id)).not.toContain(gone.id);
      expect((await admin.get(`/users/${gone.id}`)).body.data.status).toBe('deleted');
      const all = await admin.get('/users?fields=id&limit=-1&status=*');
      expect(all.body.data.map((u: { id: number }) => u.id)).toContain(gone.id);
    });

    it('logs status-update when the status changes', async () => {
      const u = await makeUser('status@example.com', editors, 'status-token-1234');
      const before = await count('directus_activity', { action: 'status-update', item: String(u.id) });
      await admin.patch(`/users/${u.id}`, { status: 'suspended' });
      await admin.patch(`/users/${u.id}`, { status: 'suspended', title: 'same status' });
      const rows = await env
        .knex('directus_activity')
        .where({ action: 'status-update', collection: 'directus_users', item: String(u.id) });
      expect(rows.length - before).toBe(1);
      expect(Number(rows[rows.length - 1].action_by)).toBe(1);
    });

    it('lets only admins set roles (403/305)', async () => {
      const res = await as(editor.token).patch('/users/me', { role: 1 });
      expect([res.status, res.body.error.code]).toEqual([403, 305]);
      expect(Number((await env.knex('directus_users').where({ id: editor.id }).first()).role)).toBe(editors);
      const same = await as(editor.token).patch('/users/me', { role: editors, title: 'Writer' });
      expect(same.status).toBe(200);
    });

    it('keeps administrators’ accounts out of non-admins’ reach, whatever their permissions', async () => {
      const row = await env
        .knex('directus_permissions')
        .where({ role: editors, collection: 'directus_users', status: 'active' })
        .first();
      await admin.patch(`/permissions/${row.id}`, { update: 'full', delete: 'full' });
      try {
        const hash = (await env.knex('directus_users').where({ id: 1 }).first()).password;
        const takeover = await as(editor.token).patch('/users/1', {
          password: 'i-own-you-now',
          email: 'me@example.com',
        });
        expect([takeover.status, takeover.body.error.code]).toEqual([403, 302]);
        const del = await as(editor.token).del('/users/1');
        expect([del.status, del.body.error.code]).toEqual([403, 303]);
        const after = await env.knex('directus_users').where({ id: 1 }).first();
        expect([after.password, after.email]).toEqual([hash, 'admin@example.com']);
        // Colleagues remain editable with that permission.
        const ok = await as(editor.token).patch(`/users/${colleague.id}`, { title: 'Colleague' });
        expect(ok.status).toBe(200);
      } finally {
        await admin.patch(`/permissions/${row.id}`, { update: 'mine', delete: 'mine' });
      }
    });

    it('serves the revisions of a user', async () => {
      const res = await admin.get(`/users/${colleague.id}/revisions`);
      expect(res.status).toBe(200);
      expect(res.body.data[0]).toMatchObject({ collection: 'directus_users', item: String(colleague.id) });
      expect(res.body.data[0].data).not.toHaveProperty('password');
      const first = await admin.get(`/users/${colleague.id}/revisions/0`);
      expect(first.body.data.id).toBe(res.body.data[0].id);
      const bad = await admin.get(`/users/${colleague.id}/revisions/first`);
      expect([bad.status, bad.body.error.code]).toEqual([422, 4]);
    });

    it('tracks the page of oneself only (admins: anyone)', async () => {
      const own = await as(editor.token).patch(`/users/me/tracking/page`, { last_page: '/sys/files' });
      expect(own.status).toBe(200);
      expect(own.body.data.last_page).toBe('/sys/files');
      const row = await env.knex('directus_users').where({ id: editor.id }).first();
      expect(row.last_page).toBe('/sys/files');
      expect(row.last_access_on).toBeTruthy();
      const before = await env.knex('directus_users').where({ id: colleague.id }).first();
      const other = await as(editor.token).patch(`/users/${colleague.id}/tracking/page`, { last_page: '/x' });
      expect([other.status, other.body.error.code]).toEqual([403, 302]);
      const after = await env.knex('directus_users').where({ id: colleague.id }).first();
      expect([after.last_page, String(after.last_access_on)]).toEqual([
        before.last_page,
        String(before.last_access_on),
      ]);
      const blank = await as(editor.token).patch(`/users/me/tracking/page`, {});
      expect([blank.status, blank.body.error.code]).toEqual([422, 4]);
      expect((await admin.patch(`/users/${colleague.id}/tracking/page`, { last_page: '/y' })).status).toBe(
        200,
      );
    });

    it('refuses to disable or delete the last active admin (216), changing nothing', async () => {
      const disable = await admin.patch('/users/1', { status: 'suspended' });
      expect(disable.body.error.code).toBe(216);
      expect([403, 500]).toContain(disable.status);
      const demote = await admin.patch('/users/1', { role: editors });
      expect(demote.body.error.code).toBe(216);
      const del = await admin.del('/users/1');
      expect(del.body.error.code).toBe(216);
      const row = await env.knex('directus_users').where({ id: 1 }).first();
      expect([row.status, Number(row.role)]).toEqual(['active', 1]);
      // With a second admin, the first may go inactive.
      const second = await makeUser('admin2@example.com', 1, 'admin2-token-1234');
      expect((await admin.patch(`/users/${second.id}`, { status: 'suspended' })).status).toBe(200);
      expect((await admin.del(`/users/${second.id}`)).status).toBe(204);
    });
  });

  describe('permissions', () => {
    it('validates levels and roles (422/4) without inserting', async () => {
      const before = await count('directus_permissions');
      const bad = await admin.post('/permissions', {
        collection: 'articles',
        role: editors,
        read: 'everything',
      });
      expect([bad.status, bad.body.error.code]).toEqual([422, 4]);
      expect(bad.body.error.message).toMatch(/^read: /);
      const noRole = await admin.post('/permissions', { collection: 'articles', role: 9999, read: 'full' });
      expect([noRole.status, noRole.body.error.code]).toEqual([422, 4]);
      const batch = await admin.post('/permissions', [
        { collection: 'articles', role: editors, read: 'full' },
        { collection: 'authors', role: editors, read: 'bogus' },
      ]);
      expect(batch.status).toBe(422);
      expect(await count('directus_permissions')).toBe(before);
    });

    it('creates and updates in batches, and the change applies at once', async () => {
      const denied = await as(editor.token).get('/items/authors');
      expect(denied.status).toBe(403);
      const created = await admin.post('/permissions', [
        { collection: 'authors', role: editors, read: 'full' },
        { collection: 'comments', role: editors, read: 'none', read_field_blacklist: ['text'] },
      ]);
      expect(created.status).toBe(200);
      expect(created.body.data).toHaveLength(2);
      expect(created.body.data[1].read_field_blacklist).toEqual(['text']);
      expect((await as(editor.token).get('/items/authors')).status).toBe(200);
      const [a, b] = created.body.data;
      const updated = await admin.patch('/permissions', [
        { id: a.id, read: 'none' },
        { id: b.id, read: 'full' },
      ]);
      expect(updated.body.data.map((r: { read: string }) => r.read)).toEqual(['none', 'full']);
      expect((await as(editor.token).get('/items/authors')).status).toBe(403);
    });

    it('serves the caller’s own rows at /permissions/me and /permissions/me/{collection}', async () => {
      const mine = await as(editor.token).get('/permissions/me');
      expect(mine.status).toBe(200);
      expect(mine.body.data.every((r: { role: number }) => Number(r.role) === editors)).toBe(true);
      expect(mine.body.data.length).toBeGreaterThanOrEqual(16);
      const files = await as(editor.token).get('/permissions/me/directus_files');
      expect(files.body.data).toMatchObject({ collection: 'directus_files', read: 'full' });
      const users = await as(editor.token).get('/permissions/me/directus_users');
      expect(Array.isArray(users.body.data)).toBe(true);
      expect(users.body.data).toHaveLength(5);
      // The list endpoint shows non-admins their own role's rows only ("mine").
      const list = await as(editor.token).get('/permissions?limit=-1');
      expect(list.body.data.every((r: { role: number }) => Number(r.role) === editors)).toBe(true);
    });
  });

  describe('collection presets', () => {
    it('lets users keep personal presets, defaulting user to themselves', async () => {
      const res = await as(editor.token).post('/collection_presets', {
        collection: 'articles',
        view_type: 'tabular',
        view_query: { tabular: { sort: '-id' } },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        user: editor.id,
        role: null,
        view_query: { tabular: { sort: '-id' } },
      });
      const upd = await as(editor.token).patch(`/collection_presets/${res.body.data.id}`, {
        search_query: 'x',
      });
      expect(upd.body.data.search_query).toBe('x');
      expect((await as(editor.token).del(`/collection_presets/${res.body.data.id}`)).status).toBe(204);
      expect(await count('directus_collection_presets', { user: editor.id })).toBe(0);
    });

    it('keeps role and global presets for admins (403/10), changing nothing', async () => {
      const before = await count('directus_collection_presets');
      const global = await as(editor.token).post('/collection_presets', {
        collection: 'articles',
        user: null,
        title: 'All',
      });
      expect([global.status, global.body.error.code]).toEqual([403, 10]);
      const role = await as(editor.token).post('/collection_presets', {
        collection: 'articles',
        role: editors,
        title: 'Team',
      });
      expect([role.status, role.body.error.code]).toEqual([403, 10]);
      const forOther = await as(editor.token).post('/collection_presets', {
        collection: 'articles',
        user: colleague.id,
      });
      expect([forOther.status, forOther.body.error.code]).toEqual([403, 10]);
      expect(await count('directus_collection_presets')).toBe(before);

      const teamPreset = await admin.post('/collection_presets', {
        collection: 'articles',
        role: editors,
        title: 'Team',
      });
      expect(teamPreset.status).toBe(200);
      const id = teamPreset.body.data.id;
      const edit = await as(editor.token).patch(`/collection_presets/${id}`, { title: 'Mine now' });
      expect([edit.status, edit.body.error.code]).toEqual([403, 10]);
      const del = await as(editor.token).del(`/collection_presets/${id}`);
      expect([del.status, del.body.error.code]).toEqual([403, 10]);
      const row = await env.knex('directus_collection_presets').where({ id }).first();
      expect(row.title).toBe('Team');
      // The global seed presets (activity, files, users, webhooks) are admins' too.
      const seed = await as(editor.token).del('/collection_presets/1');
      expect([seed.status, seed.body.error.code]).toEqual([403, 10]);
      expect((await admin.del(`/collection_presets/${id}`)).status).toBe(204);
    });

    it('answers the SDK’s bookmark queries', async () => {
      await as(editor.token).post('/collection_presets', { collection: 'articles', title: 'Mine' });
      const res = await as(editor.token).get(
        `/collection_presets?filter[title][nnull]=1&filter[user][eq]=${editor.id}`,
      );
      expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(['Mine']);
    });
  });

  describe('settings', () => {
    it('converts values by type in lists, keeps single reads raw', async () => {
      const res = await as(editor.token).get('/settings?limit=-1');
      expect(res.status).toBe(200);
      const byKey = new Map(res.body.data.map((r: { key: string; value: unknown }) => [r.key, r.value]));
      expect(byKey.get('default_limit')).toBe(200);
      expect(byKey.get('sort_null_last')).toBe(true);
      expect(byKey.get('telemetry')).toBe(true);
      expect(byKey.get('project_logo')).toBe(null);
      expect(typeof byKey.get('asset_whitelist')).toBe('string');
      expect(byKey.get('project_color')).toBe('#263238');
      const id = res.body.data.find((r: { key: string }) => r.key === 'default_limit').id;
      expect((await admin.get(`/settings/${id}`)).body.data.value).toBe('200');
      const fields = await admin.get('/settings/fields');
      expect(
        fields.body.data.every((f: { collection: string }) => f.collection === 'directus_settings'),
      ).toBe(true);
      expect(fields.body.data.map((f: { field: string }) => f.field)).toContain('project_name');
    });

    it('validates and converts written values; non-admins cannot write', async () => {
      const rows = await env.knex('directus_settings').select('id', 'key');
      const idOf = (k: string) => rows.find((r) => r.key === k)!.id;
      const bad = await admin.patch(`/settings/${idOf('default_limit')}`, { value: 'lots' });
      expect([bad.status, bad.body.error.code]).toEqual([422, 4]);
      const badPolicy = await admin.patch(`/settings/${idOf('password_policy')}`, { value: 'no delimiters' });
      expect([badPolicy.status, badPolicy.body.error.code]).toEqual([422, 4]);
      expect((await env.knex('directus_settings').where({ key: 'default_limit' }).first()).value).toBe('200');
      const ok = await admin.patch(`/settings/${idOf('asset_whitelist')}`, {
        value: [{ key: 'tiny', width: 10, height: 10, fit: 'crop', quality: 50 }],
      });
      expect(ok.status).toBe(200);
      expect(ok.body.data.value).toEqual([{ key: 'tiny', width: 10, height: 10, fit: 'crop', quality: 50 }]);
      const stored = (await env.knex('directus_settings').where({ key: 'asset_whitelist' }).first()).value;
      expect(JSON.parse(stored)).toEqual([{ key: 'tiny', width: 10, height: 10, fit: 'crop', quality: 50 }]);
      const noKey = await admin.post('/settings', { value: 'x' });
      expect([noKey.status, noKey.body.error.code]).toEqual([422, 4]);
      const dupKey = await admin.post('/settings', { key: 'project_name', value: 'Again' });
      expect([dupKey.status, dupKey.body.error.code]).toEqual([409, 204]);
      const created = await admin.post('/settings', { key: 'thumbnail_cache_ttl', value: 3600 });
      expect(created.body.data).toMatchObject({ key: 'thumbnail_cache_ttl', value: 3600 });
      const denied = await as(editor.token).patch(`/settings/${idOf('project_name')}`, { value: 'Mine' });
      expect(denied.status).toBe(403);
      // File settings take a file object (or id) and read back as the file object.
      await env.knex('directus_files').insert({
        storage: 'local',
        private_hash: 'logohash12345678',
        filename_disk: 'logo.png',
        filename_download: 'logo.png',
        title: 'Logo',
        type: 'image/png',
        uploaded_by: 1,
        uploaded_on: '2024-01-01 00:00:00',
      });
      const file = await env.knex('directus_files').where({ filename_disk: 'logo.png' }).first();
      const logo = await admin.patch(`/settings/${idOf('project_logo')}`, { value: { id: file.id } });
      expect(logo.body.data.value).toMatchObject({ id: file.id, title: 'Logo' });
      expect((await env.knex('directus_settings').where({ key: 'project_logo' }).first()).value).toBe(
        String(file.id),
      );
      const listed = await as(editor.token).get('/settings?limit=-1&filter[key][eq]=project_logo');
      expect(listed.body.data[0].value).toMatchObject({ id: file.id, filename_disk: 'logo.png' });
      await admin.patch(`/settings/${idOf('project_logo')}`, { value: null });
      const limit = await admin.patch(`/settings/${idOf('default_limit')}`, { value: 2 });
      expect(limit.body.data.value).toBe(2);
      // The new default limit applies to the next list at once.
      expect((await admin.get('/items/articles')).body.data).toHaveLength(2);
      await admin.patch(`/settings/${idOf('default_limit')}`, { value: '200' });
    });
  });

  describe('webhooks', () => {
    it('validates webhooks (422/4) without storing them', async () => {
      const before = await count('directus_webhooks');
      const good = {
        status: 'active',
        http_action: 'post',
        url: 'https://example.com/hook',
        collection: 'articles',
        directus_action: 'item.create:after',
      };
      for (const [field, value] of [
        ['http_action', 'put'],
        ['url', 'ftp://example.com/x'],
        ['url', 'not a url'],
        ['collection', 'no_such_collection'],
        ['directus_action', 'item.read:after'],
        ['status', 'sometimes'],
      ] as const) {
        const res = await admin.post('/webhooks', { ...good, [field]: value });
        expect([res.status, res.body.error.code, res.body.error.message.split(':')[0]]).toEqual([
          422,
          4,
          field,
        ]);
      }
      const missing = await admin.post('/webhooks', { status: 'active' });
      expect([missing.status, missing.body.error.code]).toEqual([422, 4]);
      expect(await count('directus_webhooks')).toBe(before);
      const res = await admin.post('/webhooks', { ...good, http_action: 'POST' });
      expect(res.body.data).toMatchObject({ http_action: 'post', url: 'https://example.com/hook' });
      expect((await as(editor.token).get('/webhooks')).status).toBe(403);
      const revisions = await admin.get(`/webhooks/${res.body.data.id}/revisions`);
      expect(revisions.body.data).toHaveLength(1);
      expect((await admin.del(`/webhooks/${res.body.data.id}`)).status).toBe(204);
    });
  });

  describe('extensions and types', () => {
    it('lists only installed (data-dir) extensions, to signed-in users only (401/108)', async () => {
      const anon = await env.server.request('/interfaces?project=sys');
      expect([anon.status, (await json(anon)).error.code]).toEqual([401, 108]);
      const headers = { authorization: `Bearer ${editor.token}`, 'x-directus-project': 'sys' };
      // Like a Directus 8 server: the app's core extensions are not listed (v8 clients would show
      // each of them twice).
      for (const type of ['interfaces', 'layouts', 'modules']) {
        const none = await json(await env.server.request(`/${type}`, { headers }));
        expect(none.data).toEqual([]);
      }
      const dir = path.join(env.server.dataDir, 'extensions', 'interfaces', 'star-picker');
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(
        path.join(dir, 'meta.json'),
        JSON.stringify({ name: 'Star Picker', types: ['integer'], icon: 'star' }),
      );
      const interfaces = await json(await env.server.request('/interfaces', { headers }));
      expect(interfaces.data).toHaveLength(1);
      expect(interfaces.data[0]).toMatchObject({
        id: 'star-picker',
        core: false,
        name: 'Star Picker',
        types: ['integer'],
        path: 'extensions/custom/interfaces/star-picker/meta.json',
      });
      // Its files are served for the app to load (plain names and a few types only).
      await fs.writeFile(path.join(dir, 'input.js'), 'export default {};');
      const code = await env.server.request('/extensions/custom/interfaces/star-picker/input.js');
      expect([code.status, code.headers.get('content-type'), await code.text()]).toEqual([
        200,
        'text/javascript; charset=utf-8',
        'export default {};',
      ]);
      for (const p of [
        '/extensions/custom/interfaces/star-picker/missing.js',
        '/extensions/custom/interfaces/..%2F..%2Fprojects/sys.json',
        '/extensions/custom/secrets/star-picker/input.js',
        '/extensions/custom/interfaces/star-picker/meta.php',
      ]) {
        expect((await env.server.request(p)).status).toBe(404);
      }
      const layoutDir = path.join(env.server.dataDir, 'extensions', 'layouts', 'kanban');
      await fs.mkdir(layoutDir, { recursive: true });
      await fs.writeFile(path.join(layoutDir, 'meta.json'), JSON.stringify({ name: 'Kanban' }));
      const layouts = await json(await env.server.request('/layouts', { headers }));
      expect(layouts.data.map((l: { id: string }) => l.id)).toEqual(['kanban']);
      const types = await json(
        await env.server.request('/types?project=sys', {
          headers: { authorization: `Bearer ${editor.token}` },
        }),
      );
      expect(types.data).toContainEqual({ name: 'datetime_created' });
      expect(types.data).toHaveLength(27);
    });
  });
});
