import { SDK } from '@directus/sdk-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { installProject, startTestServer, type InstalledProject, type TestServer } from '../support/server';
import { errorCode } from '../support/sdk';

/** The system calls of `@directus/sdk-js` 6 (api.md §8 #10–13, #25–26, #31–34) against Atrium. */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);
const P = 'sdksys';

// The SDK's typings are narrower than the wire format; the test reads plain objects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;

describe.each(targets)('@directus/sdk-js 6 system calls on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let sdk: Any;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    sdk = new SDK({ url: server.url, project: P, mode: 'jwt' });
    await sdk.login({ email: project.email, password: project.password }, { persist: false, storage: false });
  });
  afterAll(async () => {
    await server?.close();
    await project?.cleanup();
  });

  it('manages roles, users and permissions', async () => {
    const role = (await sdk.createRole({ name: 'Authors' })).data;
    expect(role).toMatchObject({ name: 'Authors', enforce_2fa: false });
    expect((await sdk.updateRole(role.id, { description: 'Write' })).data.description).toBe('Write');
    expect((await sdk.getRole(role.id)).data.name).toBe('Authors');
    expect((await sdk.getRoles()).data.map((r: Any) => r.name)).toEqual([
      'Administrator',
      'Public',
      'Authors',
    ]);

    const user = (
      await sdk.createUser({
        email: 'author@example.com',
        password: 'a-long-password',
        first_name: 'Au',
        last_name: 'Thor',
        role: role.id,
        status: 'active',
      })
    ).data;
    expect(user).toMatchObject({ email: 'author@example.com', role: role.id, status: 'active' });
    expect(user).not.toHaveProperty('password');
    expect((await sdk.updateUser(user.id, { title: 'Writer' })).data.title).toBe('Writer');
    expect((await sdk.getUser(user.id)).data.email).toBe('author@example.com');
    expect((await sdk.getUsers()).data.map((u: Any) => u.email)).toContain('author@example.com');

    const created = await sdk.createPermissions([
      { collection: 'directus_files', role: role.id, status: '$create', create: 'full' },
    ]);
    expect(created.data[0]).toMatchObject({ status: '$create', create: 'full' });
    const updated = await sdk.updatePermissions([{ id: created.data[0].id, create: 'none' }]);
    expect(updated.data[0].create).toBe('none');
    const perms = (await sdk.getPermissions({ filter: { role: { eq: role.id } }, limit: -1 })).data;
    expect(perms).toHaveLength(17);
    expect((await sdk.getMyPermissions()).data).toEqual([]);

    expect(await errorCode(sdk.deleteRole(1))).toBe(3);
    await sdk.deleteRole(role.id);
    expect(await errorCode(sdk.getRole(role.id))).toBe(203);
  });

  it('reads bookmarks and listing preferences, and writes presets', async () => {
    const mine = (
      await sdk.createCollectionPreset({ collection: 'directus_files', title: 'Images', user: 1 })
    ).data;
    expect(mine).toMatchObject({ title: 'Images', user: 1, role: null });
    const bookmarks = await sdk.getMyBookmarks();
    expect(bookmarks.map((b: Any) => b.title)).toEqual(['Images']);
    const prefs = await sdk.getMyListingPreferences('directus_users');
    expect(prefs).toMatchObject({ collection: 'directus_users', view_type: 'cards' });
    const renamed = await sdk.updateCollectionPreset(mine.id, { title: 'Pictures' });
    expect(renamed.data.title).toBe('Pictures');
    await sdk.deleteCollectionPreset(mine.id);
    expect(await sdk.getMyBookmarks()).toEqual([]);
  });

  it('reads settings, their fields and the extensions', async () => {
    const settings = (await sdk.getSettings({ limit: -1 })).data;
    expect(settings.find((s: Any) => s.key === 'default_limit').value).toBe(200);
    const fields = (await sdk.getSettingsFields()).data;
    expect(fields.map((f: Any) => f.field)).toContain('project_name');
    // Only installed extensions, as a Directus 8 server lists them (none here).
    expect((await sdk.getInterfaces()).data).toEqual([]);
    expect((await sdk.getLayouts()).data).toEqual([]);
    expect((await sdk.getModules()).data).toEqual([]);
  });
});
