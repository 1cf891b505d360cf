import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { json } from '../support/server';

async function error(res: Response) {
  return { status: res.status, body: (await json(res)) as { error: { code: number; message: string } } };
}

describe('error envelope on a server without projects', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers the project list with "not installed" (503/14) so the app can start its installer', async () => {
    const { status, body } = await error(await server.request('/server/projects'));
    expect(status).toBe(503);
    expect(body.error.code).toBe(14);
    expect(body.error.message).toMatch(/configured/);
  });

  it('answers pong without any project', async () => {
    const res = await server.request('/server/ping');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('pong');
  });

  it('treats an unknown project as unauthorized (401/3), whatever the path', async () => {
    for (const p of ['/nope/', '/nope/items/articles', '/nope/auth/authenticate']) {
      const { status, body } = await error(await server.request(p));
      expect([p, status, body.error.code]).toEqual([p, 401, 3]);
    }
  });

  it('answers an unknown route under /server with 404/1 and a wrong method with 405/6', async () => {
    expect(await error(await server.request('/server/nothing-here'))).toMatchObject({
      status: 404,
      body: { error: { code: 1, message: 'Not Found' } },
    });
    expect(await error(await server.request('/server/ping', { method: 'DELETE' }))).toMatchObject({
      status: 405,
      body: { error: { code: 6 } },
    });
  });

  it('refuses /server/info without the super-admin token (422/4) or with a wrong one (401/3)', async () => {
    expect((await error(await server.request('/server/info'))).body.error.code).toBe(4);
    const wrong = await error(await server.request('/server/info?super_admin_token=guess'));
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 3]);
    const ok = await server.request(`/server/info?super_admin_token=${server.superAdminToken}`);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data.directus).toBe('8.8.1');
  });

  it('rejects invalid install bodies with 422/4 naming each field, and creates nothing', async () => {
    const cases: [unknown, RegExp][] = [
      [{ user_email: 'a@b.co', user_password: 'x' }, /project: /],
      [{ project: 'ok', user_password: 'x' }, /user_email: /],
      [{ project: 'ok', user_email: 'not-an-email', user_password: 'x' }, /user_email: /],
      [{ project: 'ok', user_email: 'a@b.co' }, /user_password: /],
      [{ project: 'bad key!', user_email: 'a@b.co', user_password: 'x' }, /project: /],
      [{ project: 'ok', user_email: 'a@b.co', user_password: 'x', db_client: 'pg' }, /db_name: .*db_user: /],
      [{ project: 'ok', user_email: 'a@b.co', user_password: 'x', db_client: 'oracle' }, /db_client: /],
    ];
    for (const [body, message] of cases) {
      const { status, body: res } = await error(
        await server.request('/server/projects', { method: 'POST', json: body }),
      );
      expect([status, res.error.code], JSON.stringify(body)).toEqual([422, 4]);
      expect(res.error.message).toMatch(message);
    }
    const empty = await error(
      await server.request('/server/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect([empty.status, empty.body.error.code]).toEqual([400, 13]);
    const broken = await error(
      await server.request('/server/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"project":',
      }),
    );
    expect([broken.status, broken.body.error.code]).toEqual([400, 13]);
    expect(await fs.readdir(server.dataDir)).not.toContain('projects');
    expect((await server.request('/server/projects')).status).toBe(503);
  });

  it('refuses an unreachable database with 400/19 and leaves no project behind', async () => {
    const res = await error(
      await server.request('/server/projects', {
        method: 'POST',
        json: {
          project: 'remote',
          user_email: 'a@b.co',
          user_password: 'secret',
          db_client: 'pg',
          db_host: '127.0.0.1',
          db_port: 1,
          db_name: 'atrium_nowhere',
          db_user: 'nobody',
        },
      }),
    );
    expect([res.status, res.body.error.code]).toEqual([400, 19]);
    expect((await server.request('/server/projects')).status).toBe(503);
    expect((await server.request('/remote/')).status).toBe(401);
  });

  it('parses form-urlencoded install bodies with bracket semantics', async () => {
    const res = await error(
      await server.request('/server/projects', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'project=bad%20key&user_email=a%40b.co&user_password=x',
      }),
    );
    expect(res.body.error.message).toMatch(/^project: /);
  });
});

const targets = await dbTargets();

describe.each(targets)('installing projects on $name', (target) => {
  let server: TestServer;
  let first: InstalledProject;
  const extra: InstalledProject[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    first = await installProject(server, target, 'first');
  });
  afterAll(async () => {
    await server?.close();
    for (const p of [first, ...extra]) await p?.cleanup();
  });

  it('needs the super-admin token once a project exists (401/3), then installs a second one', async () => {
    const body: Record<string, unknown> = {
      project: 'second',
      user_email: 'b@example.com',
      user_password: 'pw',
      ...target.installFields(),
    };
    const without = await error(await server.request('/server/projects', { method: 'POST', json: body }));
    expect([without.status, without.body.error.code]).toEqual([401, 3]);
    const wrong = await error(
      await server.request('/server/projects', {
        method: 'POST',
        json: { ...body, super_admin_token: 'nope' },
      }),
    );
    expect([wrong.status, wrong.body.error.code]).toEqual([401, 3]);
    expect((await server.request('/second/')).status).toBe(401);
    const ok = await server.request('/server/projects', {
      method: 'POST',
      json: { ...body, super_admin_token: server.superAdminToken },
    });
    expect(ok.status).toBe(204);
    extra.push({ ...first, key: 'second', installFields: {}, cleanup: async () => {} });
    if (target.name !== 'sqlite') {
      const { dropTestDatabase } = await import('../support/databases');
      extra[extra.length - 1]!.cleanup = () =>
        dropTestDatabase(target.name as 'pg' | 'mysql', String(body.db_name));
    }
    expect((await json(await server.request('/server/projects'))).data).toEqual(['first', 'second']);
  });

  it('refuses to install over an existing project (409/18)', async () => {
    const res = await error(
      await server.request('/server/projects', {
        method: 'POST',
        json: {
          project: 'first',
          user_email: 'c@example.com',
          user_password: 'pw',
          super_admin_token: server.superAdminToken,
          ...first.installFields,
        },
      }),
    );
    expect([res.status, res.body.error.code]).toEqual([409, 18]);
  });

  it('refuses a database that already holds system tables (500/0) unless asked to adopt it', async () => {
    const body = {
      project: 'third',
      user_email: 'c@example.com',
      user_password: 'pw',
      super_admin_token: server.superAdminToken,
      ...first.installFields,
    };
    if (target.name === 'sqlite') {
      // Point the new project at the first project's SQLite file through its config-less path.
      await fs.copyFile(
        path.join(server.dataDir, 'db', 'first.sqlite'),
        path.join(server.dataDir, 'db', 'third.sqlite'),
      );
    }
    const res = await error(await server.request('/server/projects', { method: 'POST', json: body }));
    expect([res.status, res.body.error.code]).toEqual([500, 0]);
    expect(res.body.error.message).toMatch(/already contains Directus system tables/);
    if (target.name === 'sqlite') {
      // The refused install must not delete a database file it did not create.
      await expect(fs.stat(path.join(server.dataDir, 'db', 'third.sqlite'))).resolves.toBeTruthy();
    }
    const adopted = await server.request('/server/projects', {
      method: 'POST',
      json: { ...body, existing: true },
    });
    expect(adopted.status).toBe(204);
    const knex = await projectKnex(server, 'third');
    try {
      // Adopting keeps the existing data: still the first project's single admin.
      const users = await knex('directus_users').select('email');
      expect(users.map((u) => u.email)).toEqual([first.email]);
    } finally {
      await knex.destroy();
    }
  });

  it('lets an admin of a project read /server/info without the super-admin token', async () => {
    const knex = await projectKnex(server, 'first');
    try {
      await knex('directus_users').update({ token: 'first-admin-token' });
    } finally {
      await knex.destroy();
    }
    const asAdmin = await server.request('/server/info', {
      headers: { authorization: 'Bearer first-admin-token', 'x-directus-project': 'first' },
    });
    expect(asAdmin.status).toBe(200);
    expect((await json(asAdmin)).data.directus).toBe('8.8.1');
    const anonymous = await server.request('/server/info', { headers: { 'x-directus-project': 'first' } });
    expect(anonymous.status).toBe(422);
  });

  it('hides an internal error behind code 0 with a request id, leaking no SQL', async () => {
    const knex = await projectKnex(server, 'first');
    try {
      await knex.schema.renameTable('directus_settings', 'directus_settings_gone');
      const res = await server.request('/first/');
      const body = await json(res);
      expect(res.status).toBe(500);
      expect(body.error.code).toBe(0);
      expect(body.error.message).toContain(res.headers.get('x-request-id'));
      expect(JSON.stringify(body)).not.toMatch(/directus_settings|select|SQLITE|relation|Table/i);
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    } finally {
      await knex.schema.renameTable('directus_settings_gone', 'directus_settings');
      await knex.destroy();
    }
    expect((await server.request('/first/')).status).toBe(200);
  });

  it('deletes a project with the super-admin token: tables dropped, config gone', async () => {
    const denied = await error(
      await server.request('/server/projects/first?super_admin_token=nope', { method: 'DELETE' }),
    );
    expect([denied.status, denied.body.error.code]).toEqual([401, 3]);
    const unknown = await error(
      await server.request(`/server/projects/ghost?super_admin_token=${server.superAdminToken}`, {
        method: 'DELETE',
      }),
    );
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 1]);
    const knex = await projectKnex(server, 'first');
    const res = await server.request(`/server/projects/first?super_admin_token=${server.superAdminToken}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(204);
    try {
      if (target.name === 'sqlite') {
        // Nothing else lived in the project's SQLite file: it is gone (checked before a query reopens it).
        await expect(fs.stat(path.join(server.dataDir, 'db', 'first.sqlite'))).rejects.toThrow();
      } else {
        expect(await knex.schema.hasTable('directus_users')).toBe(false);
      }
    } finally {
      await knex.destroy();
    }
    expect((await server.request('/first/')).status).toBe(401);
    expect((await json(await server.request('/server/projects'))).data).not.toContain('first');
  });
});
