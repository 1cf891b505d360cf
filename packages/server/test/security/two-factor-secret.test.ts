import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentOtp, generateTotpSecret } from '../../src/auth/totp';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createRoleWithUser } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, createRole, freshIp, trustLoopbackProxy } from '../auth/helpers';

/**
 * `2fa_secret` (api.md §2.7, §5.14; docs/compatibility.md): the app learns whether a user has 2FA
 * — the mask `**********` or null, for admins and the user themself — and never the secret, by
 * any read path; filters may only ask whether it is set, and only where the field is readable;
 * `activate_2fa` goes through the self-service write rule and is recorded without the secret.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);
const P = 'twofa';
const MASK = '**********';

describe.each(targets)('the 2FA secret as a presence signal on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  /** Reads users, updates nothing (no `update` permission on directus_users). */
  let editor: { token: string; user: number; role: number };
  /** In the editor's role, with 2FA on. */
  let colleague: number;
  const colleagueSecret = generateTotpSecret();
  const adminSecret = generateTotpSecret();

  const as = (token: string) => ({
    get: (path: string) =>
      call(server, `/${P}${path}`, {
        headers: { authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() },
      }),
    send: (method: string, path: string, json: unknown) =>
      call(server, `/${P}${path}`, {
        method,
        json,
        headers: { authorization: `Bearer ${token}`, 'X-Forwarded-For': freshIp() },
      }),
  });
  const admin = as(ADMIN_TOKEN);
  const ids = async (token: string, query: string) => {
    const res = await as(token).get(`/users?fields=id&sort=id&${query}`);
    if (res.status !== 200) throw new Error(`${query}: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body.data as { id: number }[]).map((r) => r.id);
  };
  const storedSecret = async (id: number) =>
    (await knex('directus_users').where({ id }).first('2fa_secret'))['2fa_secret'] as string | null;
  /** Every stored revision and activity row of a user, as one text. */
  const auditText = async (id: number) =>
    JSON.stringify([
      await knex('directus_revisions').where({ collection: 'directus_users', item: String(id) }),
      await knex('directus_activity').where({ collection: 'directus_users', item: String(id) }),
    ]);

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
    editor = await createRoleWithUser(knex, 'Editors', [{ collection: 'directus_users', read: 'full' }]);
    await knex('directus_users').insert({
      status: 'active',
      role: editor.role,
      email: 'colleague@example.com',
      first_name: 'Colleague',
      '2fa_secret': colleagueSecret,
    });
    colleague = Number((await knex('directus_users').where({ email: 'colleague@example.com' }).first()).id);
    await knex('directus_users').where({ id: 1 }).update({ '2fa_secret': adminSecret });
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('shows admins whether each user has 2FA as the mask or null, on lists, single reads and nested reads', async () => {
    const list = await admin.get('/users?fields=id,2fa_secret&sort=id');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      { id: 1, '2fa_secret': MASK },
      { id: editor.user, '2fa_secret': null },
      { id: colleague, '2fa_secret': MASK },
    ]);
    const one = await admin.get(`/users/${colleague}`);
    expect(one.body.data['2fa_secret']).toBe(MASK);
    const nested = await admin.get(`/roles/${editor.role}?fields=users.id,users.2fa_secret`);
    expect(nested.body.data.users).toEqual([
      { id: editor.user, '2fa_secret': null },
      { id: colleague, '2fa_secret': MASK },
    ]);
    const activity = await admin.get('/activity?fields=action_by.*&limit=1');
    expect(activity.status).toBe(200);
    for (const text of [list, one, nested, activity].map((r) => JSON.stringify(r.body))) {
      expect(text).not.toContain(colleagueSecret);
      expect(text).not.toContain(adminSecret);
    }
    expect((await admin.get('/users/me')).body.data['2fa_secret']).toBe(MASK);
  });

  it('shows a user their own 2FA state and nobody else’s', async () => {
    const me = await as(editor.token).get('/users/me');
    expect(me.status).toBe(200);
    expect(me.body.data).toHaveProperty('2fa_secret', null);
    const all = await as(editor.token).get('/users?fields=*&sort=id');
    const byId = new Map((all.body.data as { id: number }[]).map((u) => [u.id, u]));
    expect(byId.get(editor.user)).toHaveProperty('2fa_secret', null);
    expect(byId.get(colleague)).not.toHaveProperty('2fa_secret');
    expect(byId.get(1)).not.toHaveProperty('2fa_secret');
    const other = await as(editor.token).get(`/users/${colleague}?fields=id,2fa_secret`);
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ id: colleague });
    expect(JSON.stringify(all.body)).not.toContain(colleagueSecret);
  });

  it('lets admins filter by whether 2FA is set; others only find themselves that way', async () => {
    expect(await ids(ADMIN_TOKEN, 'filter[2fa_secret][nnull]=1')).toEqual([1, colleague]);
    expect(await ids(ADMIN_TOKEN, 'filter[2fa_secret][null]=1')).toEqual([editor.user]);
    expect(await ids(ADMIN_TOKEN, 'filter[2fa_secret][nempty]=1')).toEqual([1, colleague]);
    // The editor cannot learn that the colleague (or the admin) has 2FA.
    expect(await ids(editor.token, 'filter[2fa_secret][nnull]=1')).toEqual([]);
    expect(await ids(editor.token, 'filter[2fa_secret][null]=1')).toEqual([editor.user]);
    expect(await ids(editor.token, 'filter[2fa_secret][empty]=1')).toEqual([editor.user]);
    // Public: nothing, even with read access to users.
    await knex('directus_permissions').insert({ role: 2, collection: 'directus_users', read: 'full' });
    await server.bus.publish(P, 'permissions');
    try {
      const anon = await call(server, `/${P}/users?fields=id&filter[2fa_secret][nnull]=1`);
      expect([anon.status, anon.body.data]).toEqual([200, []]);
    } finally {
      await knex('directus_permissions').where({ role: 2, collection: 'directus_users' }).delete();
      await server.bus.publish(P, 'permissions');
    }
  });

  it('refuses every other filter on the secret, to admins too, and never matches it through a relation', async () => {
    const prefix = colleagueSecret.slice(0, 4);
    for (const token of [ADMIN_TOKEN, editor.token]) {
      for (const q of [
        `filter[2fa_secret][eq]=${colleagueSecret}`,
        `filter[2fa_secret][contains]=${prefix}`,
        `filter[2fa_secret][like]=${prefix}`,
        `filter[2fa_secret][rlike]=${prefix}%25`,
        `filter[2fa_secret][lt]=M`,
        `filter[2fa_secret][between]=A,M`,
        `filter[2fa_secret][in]=${colleagueSecret}`,
        `filter[2fa_secret][neq]=x`,
        `filter[role.users.2fa_secret][contains]=${prefix}`,
      ]) {
        const res = await as(token).get(`/users?fields=id&${q}`);
        expect([q, res.status, res.body.error.code]).toEqual([q, 403, 215]);
      }
    }
    // `filter[m2o][contains]` looks into the related user's text fields, not the secret.
    expect((await admin.send('PATCH', '/users/1', { title: 'Boss' })).status).toBe(200);
    const byEmail = await admin.get('/activity?fields=id&filter[action_by][contains]=admin@example');
    expect(byEmail.body.data.length).toBeGreaterThan(0);
    const bySecret = await admin.get(
      `/activity?fields=id&filter[action_by][contains]=${adminSecret.slice(0, 8)}`,
    );
    expect([bySecret.status, bySecret.body.data]).toEqual([200, []]);
  });

  it('neither sorts nor searches by the secret', async () => {
    for (const token of [ADMIN_TOKEN, editor.token]) {
      for (const sort of ['2fa_secret', '-2fa_secret']) {
        const res = await as(token).get(`/users?fields=id&sort=${sort}`);
        expect([res.status, res.body.error.code]).toEqual([403, 304]);
      }
      expect(await ids(token, `q=${colleagueSecret.slice(0, 8)}`)).toEqual([]);
      expect(await ids(token, `q=${adminSecret}`)).toEqual([]);
    }
    // The search itself works.
    expect(await ids(ADMIN_TOKEN, 'q=colleague@')).toEqual([colleague]);
  });

  it('changes nothing when a client saves the mask back; null disables, without the secret in revisions', async () => {
    const res = await admin.send('PATCH', `/users/${colleague}`, { first_name: 'Col', '2fa_secret': MASK });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ first_name: 'Col', '2fa_secret': MASK });
    expect(await storedSecret(colleague)).toBe(colleagueSecret);
    const only = await admin.send('PATCH', `/users/${colleague}`, { '2fa_secret': MASK });
    expect(only.status).toBe(200);
    expect(await storedSecret(colleague)).toBe(colleagueSecret);

    const off = await admin.send('PATCH', `/users/${colleague}`, { '2fa_secret': null });
    expect([off.status, off.body.data['2fa_secret']]).toEqual([200, null]);
    expect(await storedSecret(colleague)).toBeNull();
    expect(await auditText(colleague)).not.toContain(colleagueSecret);
    expect(await ids(ADMIN_TOKEN, 'filter[2fa_secret][nnull]=1')).toEqual([1]);
  });

  it('activates one’s own 2FA through the self-service rule, recorded by the user, without the secret', async () => {
    const secret = generateTotpSecret();
    // The editor's role may not update users at all: PATCH is refused, activation is not.
    expect((await as(editor.token).send('PATCH', '/users/me', { first_name: 'E' })).status).toBe(403);
    const before = Number((await knex('directus_activity').max({ m: 'id' }).first())!.m ?? 0);
    const res = await as(editor.token).send('POST', '/users/me/activate_2fa?comment=set%20up', {
      '2fa_secret': secret,
      otp: currentOtp(secret),
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: editor.user, '2fa_secret': MASK });
    expect(await storedSecret(editor.user)).toBe(secret);
    const rows = await knex('directus_activity')
      .where('id', '>', before)
      .andWhere({ collection: 'directus_users' });
    expect(rows.map((r) => [r.action, String(r.item), Number(r.action_by), r.comment])).toEqual([
      ['update', String(editor.user), editor.user, 'set up'],
    ]);
    const revision = await knex('directus_revisions').where({ activity: rows[0].id }).first();
    expect(JSON.parse(revision.data)).toMatchObject({ id: editor.user, email: 'editors@example.com' });
    expect(JSON.parse(revision.data)).not.toHaveProperty('2fa_secret');
    expect(await auditText(editor.user)).not.toContain(secret);
    // Now the editor finds themself among the users with 2FA, and still not the admin.
    expect(await ids(editor.token, 'filter[2fa_secret][nnull]=1')).toEqual([editor.user]);
  });

  it('refuses to activate 2FA for someone else unless admin; an admin’s activation is recorded as theirs', async () => {
    const secret = generateTotpSecret();
    const body = { '2fa_secret': secret, otp: currentOtp(secret) };
    const refused = await as(editor.token).send('POST', `/users/${colleague}/activate_2fa`, body);
    expect(refused.status).toBe(403);
    // Decided before the body: an empty one is refused the same way, not with 422.
    expect((await as(editor.token).send('POST', `/users/${colleague}/activate_2fa`, {})).status).toBe(403);
    expect(await storedSecret(colleague)).toBeNull();

    const ok = await admin.send('POST', `/users/${colleague}/activate_2fa`, body);
    expect([ok.status, ok.body.data['2fa_secret']]).toEqual([200, MASK]);
    expect(await storedSecret(colleague)).toBe(secret);
    const last = await knex('directus_activity')
      .where({ collection: 'directus_users' })
      .orderBy('id', 'desc')
      .first();
    expect([last.action, String(last.item), Number(last.action_by)]).toEqual([
      'update',
      String(colleague),
      1,
    ]);
    expect(await auditText(colleague)).not.toContain(secret);
    // A user that does not exist.
    expect((await admin.send('POST', '/users/99999/activate_2fa', body)).status).toBe(404);
  });

  it('lets a user whose role enforces 2FA set it up, acting as themself, then read their profile', async () => {
    const role = await createRole(knex, { enforce_2fa: 1 });
    const enforced = await createRoleWithUser(knex, 'Enforced', []);
    await knex('directus_users').where({ id: enforced.user }).update({ role });
    await server.bus.publish(P, 'identity');
    // Until 2FA is set up, the token acts as public.
    expect((await as(enforced.token).get('/users/me')).status).toBe(401);
    const secret = generateTotpSecret();
    const res = await as(enforced.token).send('POST', '/users/me/activate_2fa', {
      '2fa_secret': secret,
      otp: currentOtp(secret),
    });
    expect([res.status, res.body.data?.['2fa_secret']]).toEqual([200, MASK]);
    const last = await knex('directus_activity')
      .where({ collection: 'directus_users' })
      .orderBy('id', 'desc')
      .first();
    expect([String(last.item), Number(last.action_by)]).toEqual([String(enforced.user), enforced.user]);
    const me = await as(enforced.token).get('/users/me');
    expect([me.status, me.body.data['2fa_secret']]).toEqual([200, MASK]);
  });
});
