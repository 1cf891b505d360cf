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
import { refreshSchema } from '../support/fixtures';

/**
 * Issue 24, "write authorisation, finished": the decision comes first, then the collection's
 * hooks. A write the permissions refuse ends no session and records no activity: the users hook
 * (which ends an account's sessions on a new password and records `status-update`) never runs.
 */

const targets = await dbTargets();
const P = 'first';

describe.each(targets)('authorise first, then hooks, on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let role: number;

  const signIn = async (email: string, password: string) =>
    (
      await call(server, `/${P}/auth/authenticate`, {
        method: 'POST',
        json: { email, password },
        headers: { 'X-Forwarded-For': freshIp() },
      })
    ).body.data.token as string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const traces = async (user: number) => ({
    sessions: (await knex('directus_user_sessions').where({ user }).select('token_type', 'token')).length,
    activity: (await knex('directus_activity').where({ collection: 'directus_users' }).count({ n: '*' }))[0],
    user: await knex('directus_users').where({ id: user }).first('password', 'status', 'last_page'),
  });

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
    role = await createRole(knex, {});
    await knex('directus_permissions').insert({
      role,
      collection: 'directus_users',
      status: null,
      read: 'full',
      update: 'mine',
      write_field_blacklist: 'status',
    });
    await refreshSchema(server, P);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('leaves another user’s sessions and the activity log alone when the update is refused', async () => {
    const attacker = await createUser(knex, { role });
    const victim = await createUser(knex, { role });
    const attackerToken = await signIn(attacker.email, attacker.password);
    const victimToken = await signIn(victim.email, victim.password);
    const before = await traces(victim.id);

    const res = await call(server, `/${P}/users/${victim.id}`, {
      method: 'PATCH',
      json: { password: 'a password chosen by someone else', status: 'suspended' },
      headers: as(attackerToken),
    });
    expect([res.status, res.body.error.code]).toEqual([403, 302]);
    expect(await traces(victim.id)).toEqual(before);
    expect((await call(server, `/${P}/users/me`, { headers: as(victimToken) })).status).toBe(200);

    const page = await call(server, `/${P}/users/${victim.id}/tracking/page`, {
      method: 'PATCH',
      json: { last_page: '/somewhere/else' },
      headers: as(attackerToken),
    });
    expect(page.status).toBe(403);
    expect(await traces(victim.id)).toEqual(before);
  });

  it('keeps the user’s own sessions when their own update is refused by a write blacklist', async () => {
    const u = await createUser(knex, { role });
    const token = await signIn(u.email, u.password);
    const other = await signIn(u.email, u.password);
    const before = await traces(u.id);
    const res = await call(server, `/${P}/users/me`, {
      method: 'PATCH',
      json: { password: 'my own brand new password', status: 'draft' },
      headers: as(token),
    });
    expect([res.status, res.body.error.code]).toEqual([403, 305]);
    expect(await traces(u.id)).toEqual(before);
    expect((await call(server, `/${P}/users/me`, { headers: as(other) })).status).toBe(200);

    // Allowed, the same hook does its work: the new password ends the other sessions.
    const ok = await call(server, `/${P}/users/me`, {
      method: 'PATCH',
      json: { password: 'my own brand new password' },
      headers: as(token),
    });
    expect(ok.status).toBe(200);
    expect((await call(server, `/${P}/users/me`, { headers: as(other) })).status).toBe(401);
  });

  it('answers a refused caller 403 before telling them the password policy', async () => {
    const attacker = await createUser(knex, { role });
    const victim = await createUser(knex, { role });
    const res = await call(server, `/${P}/users/${victim.id}`, {
      method: 'PATCH',
      json: { password: 'short' },
      headers: as(await signIn(attacker.email, attacker.password)),
    });
    expect([res.status, res.body.error.code]).toEqual([403, 302]);
  });

  it('refuses a caller who may not create permissions or webhooks before checking what they sent', async () => {
    const u = await createUser(knex, { role });
    const token = await signIn(u.email, u.password);
    const perm = await call(server, `/${P}/permissions`, {
      method: 'POST',
      json: { role: 987654, collection: 'directus_users', read: 'everything' },
      headers: as(token),
    });
    expect([perm.status, perm.body.error.code]).toEqual([403, 301]);
    const hook = await call(server, `/${P}/webhooks`, {
      method: 'POST',
      json: { url: 'not a url', collection: 'nowhere', http_action: 'put' },
      headers: as(token),
    });
    expect([hook.status, hook.body.error.code]).toEqual([403, 301]);
  });
});
