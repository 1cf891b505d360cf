/**
 * The map interface's tile URL and geocoder (project config `map`, docs/configuration.md Maps):
 * installed with the project, reported to signed-in callers in `GET /{p}/`, never to anonymous
 * ones, and absent (null, no third party) when not configured.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { installProject, startTestServer, type InstalledProject, type TestServer } from '../support/server';
import { call, login } from '../auth/helpers';

const targets = await dbTargets();

describe.each(targets)('project map config on $name', (target) => {
  let server: TestServer;
  let withMap: InstalledProject;
  let without: InstalledProject;

  const signIn = async (key: string, p: InstalledProject) =>
    (await login(server, key, { email: p.email, password: p.password })).body.data.token as string;

  beforeAll(async () => {
    server = await startTestServer();
    withMap = await installProject(server, target, 'maps', {
      map: {
        tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
        attribution: 'Local tiles',
        geocoder_url: 'http://127.0.0.1:9/search',
      },
    });
    without = await installProject(server, target, 'plain');
  });

  afterAll(async () => {
    await server?.close();
    await withMap?.cleanup();
    await without?.cleanup();
  });

  it('reports the configured tiles and geocoder to a signed-in caller', async () => {
    const token = await signIn('maps', withMap);
    const res = await call(server, '/maps/', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.api.map).toEqual({
      tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png',
      subdomains: 'abc',
      attribution: 'Local tiles',
      geocoder_url: 'http://127.0.0.1:9/search',
    });
  });

  it('keeps the map config from anonymous callers', async () => {
    const res = await call(server, '/maps/');
    expect(res.status).toBe(200);
    expect(res.body.data.api.map).toBeUndefined();
  });

  it('has no tiles and no geocoder unless configured', async () => {
    const token = await signIn('plain', without);
    const res = await call(server, '/plain/', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.body.data.api.map).toEqual({
      tile_url: null,
      subdomains: 'abc',
      attribution: '',
      geocoder_url: null,
    });
  });

  it('refuses a tile URL that is not a URL at install', async () => {
    const res = await server.request('/server/projects', {
      method: 'POST',
      json: {
        project: 'badmap',
        user_email: 'a@example.com',
        user_password: 'correct horse battery staple',
        super_admin_token: server.superAdminToken,
        ...target.installFields(),
        map: { tile_url: 'not a url' },
      },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(4);
  });
});
