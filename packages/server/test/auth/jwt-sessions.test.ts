import { SignJWT } from 'jose';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectConfig,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, freshIp, trustLoopbackProxy } from './helpers';
import { createUser } from '../support/users';

/**
 * Issue 24, items 1–3: every sign-in is its own session; a refresh needs a live session and is
 * rate-limited; a refreshed token joins its session, so older tokens keep working (Directus 8
 * clients send them until they store the new one) and every token of the session ends together.
 */

const targets = await dbTargets();
const P = 'jwts';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());

describe.each(targets)('JWT sessions on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let admin: string;

  const signIn = async (email: string, password: string, ip = freshIp()) => {
    const res = await call(server, `/${P}/auth/authenticate`, {
      method: 'POST',
      json: { email, password },
      headers: { 'X-Forwarded-For': ip },
    });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const refresh = (token: string, ip = freshIp()) =>
    call(server, `/${P}/auth/refresh`, {
      method: 'POST',
      json: { token },
      headers: { 'X-Forwarded-For': ip },
    });
  const me = async (jwt: string) =>
    (await call(server, `/${P}/users/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status;
  const logout = (jwt: string) =>
    call(server, `/${P}/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${jwt}` } });
  const jwtRows = (user: number) => knex('directus_user_sessions').where({ user, token_type: 'jwt' });

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
    admin = await signIn(project.email, project.password);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('gives two sign-ins of one user in the same second two sessions and two tokens', async () => {
    const u = await createUser(knex, {});
    let pair: string[] = [];
    // Preferably with both tokens carrying the same expiry second (each pair is signed within
    // milliseconds on a quiet machine), where byte-identical tokens were the defect.
    let pairsSigned = 0;
    for (let i = 0; i < 5; i++) {
      pair = await Promise.all([signIn(u.email, u.password), signIn(u.email, u.password)]);
      pairsSigned++;
      if (claimsOf(pair[0]!).exp === claimsOf(pair[1]!).exp) break;
    }
    const [a, b] = pair as [string, string];
    // A loaded machine may take longer than a second per sign-in (bcrypt); the session claims
    // are what keep two tokens apart whatever their expiry, so they are asserted either way.
    expect(a).not.toBe(b);
    expect(claimsOf(a).sid).toMatch(/^[0-9a-zA-Z]{32}$/);
    expect(claimsOf(a).sid).not.toBe(claimsOf(b).sid);
    expect(claimsOf(a).jti).not.toBe(claimsOf(b).jti);
    // One row per sign-in (earlier rounds of the loop signed in too).
    const rows = (await jwtRows(u.id)).map((r) => r.token);
    expect(rows).toHaveLength(pairsSigned * 2);
    expect(rows).toEqual(expect.arrayContaining([claimsOf(a).sid, claimsOf(b).sid]));

    // Signing out on one device leaves the other signed in.
    expect((await logout(a)).status).toBe(204);
    expect(await me(a)).toBe(401);
    expect(await me(b)).toBe(200);
    const left = (await jwtRows(u.id)).map((r) => r.token);
    expect(left).toHaveLength(rows.length - 1);
    expect(left).not.toContain(claimsOf(a).sid);
  });

  it('refuses to refresh a token whose session ended by logout, password change or reset', async () => {
    const u = await createUser(knex, {});
    const dead = await signIn(u.email, u.password);
    expect((await logout(dead)).status).toBe(204);
    // The user signs in again: the ended token never mints a token, let alone the live one.
    const live = await signIn(u.email, u.password);
    for (let i = 0; i < 3; i++) {
      const res = await refresh(dead);
      expect([res.status, res.body.error?.code]).toEqual([401, 101]);
      expect(JSON.stringify(res.body)).not.toContain(live.split('.')[2]);
    }
    expect(await me(live)).toBe(200);

    const changed = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { password: 'a completely new password' },
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(changed.status).toBe(200);
    expect((await refresh(live)).status).toBe(401);

    const afterChange = await signIn(u.email, 'a completely new password');
    const config = await projectConfig(server.dataDir, P);
    const reset = await new SignJWT({
      id: u.id,
      email: u.email,
      ttl: 60,
      type: 'reset_password',
      key: config.auth.public_key,
      project: P,
    })
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) + 600)
      .sign(new TextEncoder().encode(config.auth.secret_key));
    await knex('directus_users').where({ id: u.id }).update({ password_reset_token: reset });
    const done = await call(server, `/${P}/auth/password/reset`, {
      method: 'POST',
      json: { token: reset, password: 'the password after the reset' },
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(done.status).toBe(204);
    expect((await refresh(afterChange)).status).toBe(401);
    expect(await me(afterChange)).toBe(401);
  });

  it('refuses to refresh a session whose auto sign-out time has passed, and moves it on each refresh', async () => {
    const u = await createUser(knex, {});
    const token = await signIn(u.email, u.password);
    const sid = claimsOf(token).sid;
    await knex('directus_user_sessions')
      .where({ token: sid })
      .update({ token_expired_at: '2000-01-01 00:00:00' });
    expect((await refresh(token)).status).toBe(401);

    const other = await signIn(u.email, u.password);
    await knex('directus_user_sessions')
      .where({ token: claimsOf(other).sid })
      .update({ token_expired_at: '2100-01-01 00:00:00' });
    expect((await refresh(other)).status).toBe(200);
    const after = (
      await knex('directus_user_sessions')
        .where({ token: claimsOf(other).sid })
        .first()
    ).token_expired_at;
    const ms = after instanceof Date ? after.getTime() : Date.parse(`${String(after).replace(' ', 'T')}Z`);
    // Now + auto_sign_out (seed 10080 minutes), as at sign-in.
    expect(Math.abs(ms - (Date.now() + 10080 * 60_000))).toBeLessThan(5 * 60_000);
  });

  it('rate-limits failed refreshes per client address like sign-in, not successful ones', async () => {
    const u = await createUser(knex, {});
    const token = await signIn(u.email, u.password);
    const busy = freshIp();
    for (let i = 0; i < 15; i++) expect((await refresh(token, busy)).status).toBe(200);

    const attacker = freshIp();
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    for (let i = 0; i < 10; i++) expect((await refresh(forged, attacker)).status).toBe(401);
    const over = await refresh(token, attacker);
    expect([over.status, over.body.error.code]).toEqual([429, 7]);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refresh(token, freshIp())).status).toBe(200);
  });

  it('keeps every token of a refreshed session working until one of them signs out', async () => {
    const u = await createUser(knex, {});
    const first = await signIn(u.email, u.password);
    const second = (await refresh(first)).body.data.token as string;
    const third = (await refresh(first)).body.data.token as string;
    expect(new Set([first, second, third]).size).toBe(3);
    expect(claimsOf(second).sid).toBe(claimsOf(first).sid);
    expect(claimsOf(third).sid).toBe(claimsOf(first).sid);
    expect(await jwtRows(u.id)).toHaveLength(1);
    for (const t of [first, second, third]) expect(await me(t)).toBe(200);
    const check = await call(server, `/${P}/auth/check`, { headers: { Authorization: `Bearer ${first}` } });
    expect(check.body.data).toEqual({ authenticated: true });

    expect((await logout(second)).status).toBe(204);
    for (const t of [first, second, third]) {
      expect(await me(t)).toBe(401);
      expect((await refresh(t)).status).toBe(401);
    }
    expect(await jwtRows(u.id)).toHaveLength(0);
  });

  it('ends a refreshed session’s tokens together when the password changes', async () => {
    const u = await createUser(knex, {});
    const other = await signIn(u.email, u.password);
    const first = await signIn(u.email, u.password);
    const second = (await refresh(first)).body.data.token as string;
    const changed = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { password: 'another brand new password' },
      headers: { Authorization: `Bearer ${admin}` },
    });
    expect(changed.status).toBe(200);
    for (const t of [first, second, other]) expect(await me(t)).toBe(401);
  });

  it('refreshes a token signed by Directus 8 or an earlier Atrium into a session that ends as one', async () => {
    const config = await projectConfig(server.dataDir, P);
    const sign = (claims: Record<string, unknown>) =>
      new SignJWT({ ttl: 20, type: 'auth', key: config.auth.public_key, project: P, ...claims })
        .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
        .setExpirationTime(Math.floor(Date.now() / 1000) + 1200)
        .sign(new TextEncoder().encode(config.auth.secret_key));

    // Directus 8: no session id; it lives until a revocation of its user.
    const u = await createUser(knex, {});
    const v8 = await sign({ id: u.id });
    expect(await me(v8)).toBe(200);
    const fromV8 = (await refresh(v8)).body.data.token as string;
    expect(await me(fromV8)).toBe(200);
    expect(await me(v8)).toBe(200);
    expect((await logout(fromV8)).status).toBe(204);
    expect(await me(fromV8)).toBe(401);
    expect(await me(v8)).toBe(401);

    // An earlier Atrium: `sid: 1` and a session row holding the token itself.
    const w = await createUser(knex, {});
    const legacy = await sign({ id: w.id, sid: 1 });
    await knex('directus_user_sessions').insert({
      user: w.id,
      token_type: 'jwt',
      token: legacy,
      created_on: '2024-01-01 00:00:00',
      token_expired_at: '2100-01-01 00:00:00',
    });
    expect(await me(legacy)).toBe(200);
    const fromLegacy = (await refresh(legacy)).body.data.token as string;
    expect(await me(legacy)).toBe(200);
    expect(await me(fromLegacy)).toBe(200);
    expect((await logout(legacy)).status).toBe(204);
    expect(await me(legacy)).toBe(401);
    expect(await me(fromLegacy)).toBe(401);

    // A legacy token whose row is gone (signed out before the upgrade) stays dead.
    const gone = await sign({ id: w.id, sid: 1, jti: 'x' });
    expect(await me(gone)).toBe(401);
    expect((await refresh(gone)).status).toBe(401);
  });
});
