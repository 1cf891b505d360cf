import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  json,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const targets = (await dbTargets()).filter((t) => t.name !== 'sqlite');

/** Scale-out (design.md §5): two server processes on one data directory and one database agree. */
describe.each(targets)('two servers sharing a data directory on $name', (target) => {
  let a: TestServer;
  let b: TestServer;
  let project: InstalledProject;

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startTestServer({ dataDir });
    b = await startTestServer({ dataDir });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await project?.cleanup();
  });

  it('see a project installed through the other one', async () => {
    expect((await b.request('/server/projects')).status).toBe(503);
    project = await installProject(a, target, 'shared', { project_name: 'Shared' });
    expect((await json(await b.request('/server/projects'))).data).toEqual(['shared']);
    expect((await json(await b.request('/shared/'))).data.api.project_name).toBe('Shared');
  });

  it('stop serving a project deleted through the other one within a second', async () => {
    expect((await a.request('/shared/')).status).toBe(200);
    const del = await b.request(`/server/projects/shared?super_admin_token=${b.superAdminToken}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(204);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await a.request('/shared/')).status).toBe(401);
  });
});
