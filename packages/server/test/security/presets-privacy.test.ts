import { SDK } from '@directus/sdk-js';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, freshIp, trustLoopbackProxy } from '../auth/helpers';
import { createUser } from '../support/users';
import { ADMIN_TOKEN, refreshSchema } from '../support/fixtures';

/**
 * Issue 24, item 10: personal presets (bookmarks) are read by their owner and administrators only;
 * role and global presets by those they apply to — for new roles and for roles of an existing
 * database whose permission row still says `read: full`. Directus 8 clients reading their own
 * bookmarks and listing preferences keep getting them.
 */

const targets = await dbTargets();
const P = 'presets';

describe.each(targets)('who reads which presets on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let editors: number;
  let legacy: number;
  let others: number;
  let editor: { id: number; email: string; password: string };
  let colleague: { id: number; email: string; password: string };
  let oldTimer: { id: number; email: string; password: string };
  const ids: Record<string, number> = {};

  const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };
  const signIn = async (u: { email: string; password: string }) =>
    (
      await call(server, `/${P}/auth/authenticate`, {
        method: 'POST',
        json: { email: u.email, password: u.password },
        headers: { 'X-Forwarded-For': freshIp() },
      })
    ).body.data.token as string;
  /** The presets of this test in an answer, by name (the install's seed presets left out). */
  const names = (body: { data: { id: number }[] }) =>
    body.data
      .map((p) => Object.keys(ids).find((name) => ids[name] === Number(p.id)))
      .filter((n): n is string => n !== undefined)
      .sort();

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
    const role = async (name: string) =>
      (await call(server, `/${P}/roles`, { method: 'POST', json: { name }, headers: admin })).body.data
        .id as number;
    editors = await role('Editors');
    others = await role('Others');
    // A role of an existing database: its presets row grants `read: full`, as v8 created it.
    legacy = await role('Legacy');
    await knex('directus_permissions')
      .where({ role: legacy, collection: 'directus_collection_presets' })
      .update({ read: 'full' });
    await refreshSchema(server, P);
    editor = await createUser(knex, { role: editors });
    colleague = await createUser(knex, { role: editors });
    oldTimer = await createUser(knex, { role: legacy });
    const preset = async (name: string, fields: Record<string, unknown>) => {
      await knex('directus_collection_presets').insert({
        collection: 'directus_users',
        view_type: 'tabular',
        ...fields,
      });
      const row = await knex('directus_collection_presets')
        .where({ title: fields.title ?? null, search_query: fields.search_query ?? null })
        .first('id');
      ids[name] = Number(row.id);
    };
    await preset('admin', { title: 'Admin: salaries', user: 1, search_query: 'salary review' });
    await preset('editor', { title: 'Editor: mine', user: editor.id, search_query: 'my own' });
    await preset('colleague', { title: 'Colleague: private', user: colleague.id, search_query: 'secret' });
    await preset('oldTimer', { title: 'Old timer: private', user: oldTimer.id, search_query: 'old' });
    await preset('editorsRole', { title: 'Editors: shared', role: editors });
    await preset('othersRole', { title: 'Others: shared', role: others });
    await preset('legacyRole', { title: 'Legacy: shared', role: legacy });
    await preset('global', { title: 'Everyone: shared' });
    await preset('editorPrefs', { user: editor.id, search_query: 'listing preference' });
    await preset('rolePrefs', { role: editors, search_query: 'role listing preference' });
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('gives new roles read access to the presets that apply to them, not `full`', async () => {
    const row = await knex('directus_permissions')
      .where({ role: editors, collection: 'directus_collection_presets' })
      .first('read', 'update', 'delete');
    expect(row).toEqual({ read: 'mine', update: 'mine', delete: 'mine' });
  });

  it('lets a user read their own presets and those of their role and of everyone, and no one else’s', async () => {
    const token = await signIn(editor);
    const all = await call(server, `/${P}/collection_presets?limit=-1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['editor', 'editorPrefs', 'editorsRole', 'global', 'rolePrefs']);
    const text = JSON.stringify(all.body);
    for (const secret of ['salary review', 'secret', 'old']) expect(text).not.toContain(secret);

    for (const other of ['admin', 'colleague', 'othersRole', 'oldTimer']) {
      const one = await call(server, `/${P}/collection_presets/${ids[other]}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(one.status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(one.body)).not.toContain('Admin: salaries');
    }
    const probe = await call(
      server,
      `/${P}/collection_presets?filter[user][eq]=1&filter[search_query][contains]=sal`,
      {
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    expect(probe.body.data).toEqual([]);
  });

  it('holds for a role whose permission row still grants `read: full` (an existing database)', async () => {
    const token = await signIn(oldTimer);
    const all = await call(server, `/${P}/collection_presets?limit=-1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(names(all.body)).toEqual(['global', 'legacyRole', 'oldTimer']);
  });

  it('lets administrators read every preset', async () => {
    const all = await call(server, `/${P}/collection_presets?limit=-1`, { headers: admin });
    expect(names(all.body)).toEqual(Object.keys(ids).sort());
  });

  it('keeps the Directus 8 SDK’s bookmarks and listing preferences of the signed-in user', async () => {
    const sdk = new SDK({ url: server.url, project: P, mode: 'jwt' });
    await sdk.login({ email: editor.email, password: editor.password });
    const bookmarks = (await sdk.getMyBookmarks()) as { title: string }[];
    expect(bookmarks.map((b) => b.title).sort()).toEqual([
      'Editor: mine',
      'Editors: shared',
      'Everyone: shared',
    ]);
    // The most specific listing preference: the user's own.
    const prefs = (await sdk.getMyListingPreferences('directus_users')) as unknown as { id: number };
    expect(Number(prefs.id)).toBe(ids.editorPrefs);
    await sdk.logout();
  });
});
