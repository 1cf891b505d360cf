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
import { call, cookieFrom, createRole, login } from './helpers';
import { createUser } from '../support/users';

const targets = await dbTargets();
const P = 'acme';

describe.each(targets)('sign-in and credentials on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P, { user_token: 'admin-static-token-123' });
    knex = await projectKnex(server, P);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('signs in with JWT mode and the token works as Bearer, access_token and HTTP Basic', async () => {
    const res = await login(server, P, { email: project.email, password: project.password });
    expect(res.status).toBe(200);
    expect(res.body.public).toBe(true);
    const { token, user } = res.body.data;
    expect(token.split('.')).toHaveLength(3);
    expect(user.email).toBe(project.email);
    expect(user.id).toBe(1);
    for (const secret of ['password', 'token', 'email_notifications', 'last_access_on', 'last_page']) {
      expect(user).not.toHaveProperty(secret);
    }
    expect(user['2fa_secret']).toBeNull();
    expect(user.password_reset_token).toBeNull();

    const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ id: 1, type: 'auth', project: P, ttl: 20 });
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    expect(header).toEqual({ typ: 'JWT', alg: 'HS256' });

    const bearer = await call(server, `/${P}/users/me`, { headers: { Authorization: `bearer ${token}` } });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data.email).toBe(project.email);
    expect(bearer.body).not.toHaveProperty('public');

    const query = await call(server, `/${P}/users/me?access_token=${token}`);
    expect(query.body.data.id).toBe(1);

    const basic = await call(server, `/${P}/users/me`, {
      headers: { Authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` },
    });
    expect(basic.body.data.id).toBe(1);

    // The session row holds the token's session id, never the token itself.
    expect(await knex('directus_user_sessions').where({ token })).toHaveLength(0);
    const session = await knex('directus_user_sessions').where({ token: claims.sid }).first();
    expect(session.token_type).toBe('jwt');
    expect(Number(session.user)).toBe(1);
  });

  it('accepts the static token of users.token over every transport', async () => {
    const me = await call(server, `/${P}/users/me`, {
      headers: { Authorization: 'Bearer admin-static-token-123' },
    });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(1);
    const q = await call(server, `/${P}/users/me?access_token=admin-static-token-123`);
    expect(q.body.data.id).toBe(1);
    // Tokens match exactly, letter case included (MySQL's collation would not tell by itself).
    const upper = await call(server, `/${P}/users/me`, {
      headers: { Authorization: 'Bearer ADMIN-STATIC-TOKEN-123' },
    });
    expect(upper.status).toBe(401);
  });

  it('signs in with cookie mode: an encrypted session cookie, a session row and a static token', async () => {
    const { id, email, password } = await createUser(knex, {});
    const res = await login(server, P, { email, password, mode: 'cookie' });
    expect(res.status).toBe(200);
    expect(res.body.data).not.toHaveProperty('token');
    expect(res.body.data.user.id).toBe(id);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/directus-acme-session=[^;]+; expires=[^;]+; path=\/; httponly; SameSite=Lax/);
    const cookie = cookieFrom(res.headers, `directus-${P}-session`)!;

    const row = await knex('directus_users').where({ id }).first('token');
    expect(row.token).toMatch(/^[0-9a-zA-Z]{24}$/);
    const session = await knex('directus_user_sessions').where({ user: id, token_type: 'cookie' }).first();
    expect(session.token).toBe(`${row.token}-${session.id}`);

    const me = await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(id);

    // Logout deletes the session row: the same cookie no longer authenticates.
    const out = await call(server, `/${P}/auth/logout`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: new URL(server.url).origin },
    });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie().join()).toMatch(/directus-acme-session=; expires=Thu, 01 Jan 1970/);
    const after = await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe(3);
  });

  it('falls back to the public role for a bad token, a bad JWT and a forged cookie', async () => {
    const variants: Record<string, string>[] = [
      { Authorization: 'Bearer not-a-real-token' },
      { Authorization: 'Bearer eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl' },
      { Cookie: `directus-${P}-session=${encodeURIComponent('AAAA::00112233445566778899aabbccddeeff')}` },
    ];
    for (const headers of variants) {
      const info = await call(server, `/${P}/`, { headers });
      expect(info.status).toBe(200);
      expect(info.body.public).toBe(true);
      const me = await call(server, `/${P}/users/me`, { headers });
      expect(me.status).toBe(401);
      expect(me.body.error.code).toBe(3);
    }
  });
});

describe.each(targets)('sessions and secrets on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, 'sess');
    knex = await projectKnex(server, 'sess');
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('lists only the caller’s sessions, and lets users end their own sessions (admins anyone’s)', async () => {
    const editorRole = await createRole(knex, {});
    const a = await createUser(knex, { role: editorRole });
    const b = await createUser(knex, { role: editorRole });
    const tokenA = (await login(server, 'sess', { email: a.email, password: a.password })).body.data.token;
    const tokenA2 = (await login(server, 'sess', { email: a.email, password: a.password })).body.data.token;
    const tokenB = (await login(server, 'sess', { email: b.email, password: b.password })).body.data.token;

    const list = await call(server, '/sess/auth/sessions', { headers: bearer(tokenA) });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.data.every((s: { user: number }) => s.user === a.id)).toBe(true);
    expect(JSON.stringify(list.body)).not.toContain(tokenA);

    const check = await call(server, '/sess/auth/check', { headers: bearer(tokenA) });
    expect(check.body.data).toEqual({ authenticated: true });

    const foreign = await call(server, `/sess/auth/logout/${b.id}`, {
      method: 'POST',
      headers: bearer(tokenA),
    });
    expect(foreign.status).toBe(401);
    expect(await knex('directus_user_sessions').where({ user: b.id })).toHaveLength(1);

    const own = await call(server, `/sess/auth/logout/${a.id}`, { method: 'POST', headers: bearer(tokenA2) });
    expect(own.status).toBe(204);
    expect(await knex('directus_user_sessions').where({ user: a.id })).toHaveLength(0);
    expect((await call(server, '/sess/auth/check', { headers: bearer(tokenA) })).body.data).toEqual({
      authenticated: false,
    });

    const admin = (await login(server, 'sess', { email: project.email, password: project.password })).body
      .data.token;
    expect(
      (await call(server, `/sess/auth/logout/${b.id}`, { method: 'POST', headers: bearer(admin) })).status,
    ).toBe(204);
    expect(await knex('directus_user_sessions').where({ user: b.id })).toHaveLength(0);
    expect(tokenB).toBeTruthy();
  });

  it('never writes passwords, tokens or 2FA secrets into activity or revisions', async () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const u = await createUser(knex, { token: 'static-secret-token-xyz' });
    await login(server, 'sess', { email: u.email, password: 'wrong-password-attempt' });
    const ok = await login(server, 'sess', { email: u.email, password: u.password, mode: 'cookie' });
    expect(ok.status).toBe(200);
    await knex('directus_users').where({ id: u.id }).update({ '2fa_secret': secret });
    const hash = (await knex('directus_users').where({ id: u.id }).first('password')).password;
    const dump = JSON.stringify([
      await knex('directus_activity').select('*'),
      await knex('directus_revisions').select('*'),
      ok.body,
    ]);
    for (const s of [u.password, 'wrong-password-attempt', hash, 'static-secret-token-xyz', secret]) {
      expect(dump).not.toContain(s);
    }
  });
});

describe.each(targets)('credentials on routes outside a project on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, 'outer', { user_token: 'outer-admin-static' });
    knex = await projectKnex(server, 'outer');
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('finds the project from the JWT claim, ?project= or X-Directus-Project (api.md §1.1)', async () => {
    const jwt = (await login(server, 'outer', { email: project.email, password: project.password })).body.data
      .token;
    const viaClaim = await call(server, '/server/info', { headers: { Authorization: `Bearer ${jwt}` } });
    expect(viaClaim.status).toBe(200);
    const viaQuery = await call(server, '/server/info?project=outer', {
      headers: { Authorization: 'Bearer outer-admin-static' },
    });
    expect(viaQuery.status).toBe(200);
    const viaHeader = await call(server, '/server/info', {
      headers: { Authorization: 'Bearer outer-admin-static', 'X-Directus-Project': 'outer' },
    });
    expect(viaHeader.status).toBe(200);
    const editor = await createUser(knex, { role: await createRole(knex, {}) });
    const editorJwt = (await login(server, 'outer', { email: editor.email, password: editor.password })).body
      .data.token;
    const denied = await call(server, '/server/info', { headers: { Authorization: `Bearer ${editorJwt}` } });
    expect(denied.status).not.toBe(200);
    const nobody = await call(server, '/server/info', { headers: { Authorization: 'Bearer forged' } });
    expect(nobody.status).not.toBe(200);
  });
});
