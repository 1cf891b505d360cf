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
import { call, createRole, freshIp, trustLoopbackProxy } from '../auth/helpers';
import { createUser } from '../support/users';
import { startSmtp } from '../auth/smtp';

/**
 * An invitation creates a user through the one write path (issue 15: the invite insert went
 * around it): decided by `authorizeWrite` before anything is stored, and recorded like any other
 * creation — an activity row by the sender and a revision without the invitation token.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);
const P = 'inviting';

describe.each(targets)('invitations through the write path on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let adminToken: string;

  const post = (path: string, json: unknown, token: string) =>
    call(server, `/${P}${path}`, {
      method: 'POST',
      json,
      headers: { 'X-Forwarded-For': freshIp(), Authorization: `Bearer ${token}` },
    });

  const signIn = async (email: string, password: string) =>
    (
      await call(server, `/${P}/auth/authenticate`, {
        method: 'POST',
        json: { email, password },
        headers: { 'X-Forwarded-For': freshIp() },
      })
    ).body.data.token as string;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer({ publicUrl: 'http://atrium.example' });
    project = await installProject(server, target, P, {
      mail: {
        default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
      },
    });
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
    adminToken = await signIn(project.email, project.password);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await smtp?.close();
    await project?.cleanup();
  });

  it('records the invited user’s creation by the sender, with a revision that keeps the token out', async () => {
    const email = `invited-${Date.now()}@example.com`;
    const res = await post('/users/invite', { email }, adminToken);
    expect(res.body).toMatchObject({ data: [{ email }] });
    const id = Number(res.body.data[0].id);
    const row = await knex('directus_users').where({ id }).first();
    expect(row).toMatchObject({ email, status: 'invited' });
    expect(row.password_reset_token).toBeTruthy();

    const activity = await knex('directus_activity').where({
      collection: 'directus_users',
      item: String(id),
    });
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ action: 'create', action_by: 1 });
    const revisions = await knex('directus_revisions').where({ activity: activity[0].id });
    expect(revisions).toHaveLength(1);
    const data = JSON.parse(revisions[0].data);
    expect(data).toMatchObject({ email, status: 'invited' });
    expect(data).not.toHaveProperty('password_reset_token');
    expect(revisions[0].data).not.toContain(row.password_reset_token);
  });

  it('answers the invitation and its acceptance without the reset-token and 2FA-secret keys (issue 24)', async () => {
    const email = `keys-${Date.now()}@example.com`;
    const res = await post('/users/invite', { email }, adminToken);
    expect(res.status).toBe(200);
    const [user] = res.body.data;
    expect(user.email).toBe(email);
    for (const key of ['password_reset_token', '2fa_secret', 'password', 'token']) {
      expect(user).not.toHaveProperty(key);
    }
    const token = (await knex('directus_users').where({ email }).first()).password_reset_token;
    const accepted = await call(server, `/${P}/users/invite/${token}`, {
      method: 'POST',
      json: { password: 'a long enough password' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ email, status: 'active' });
    for (const key of ['password_reset_token', '2fa_secret', 'password', 'token']) {
      expect(accepted.body.data).not.toHaveProperty(key);
    }
  });

  it('stores nothing, records nothing and mails nothing for a caller who may not invite', async () => {
    const role = await createRole(knex, {});
    await knex('directus_permissions').insert({ role, collection: 'directus_users', create: 'full' });
    const editor = await createUser(knex, { role });
    const token = await signIn(editor.email, editor.password);
    const email = `not-invited-${Date.now()}@example.com`;
    const seen = smtp.messages.length;
    const activityBefore = await knex('directus_activity').count({ n: '*' });
    const res = await post('/users/invite', { email }, token);
    expect([res.status, res.body.error.code]).toEqual([403, 10]);
    expect(await knex('directus_users').where({ email })).toHaveLength(0);
    expect(await knex('directus_activity').count({ n: '*' })).toEqual(activityBefore);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messages.slice(seen)).toHaveLength(0);
  });
});
