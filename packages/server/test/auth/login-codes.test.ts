import { SignJWT } from 'jose';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentOtp, generateTotpSecret } from '../../src/auth/totp';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectConfig,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, createRole, freshIp, trustLoopbackProxy } from './helpers';
import { createUser } from '../support/users';

const targets = await dbTargets();
const P = 'codes';

/** A bcrypt hash as PHP's password_hash() writes it (the `$2y$` prefix Directus 8 stores). */
const PHP_HASH = '$2y$10$.vGA1O9wmRjrwAVXD98HNOgsNpDczlqm3Jq7KnEd1rVAGv3Fykk1a';
const PHP_PASSWORD = 'rasmuslerdorf';

describe.each(targets)('login error codes on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;

  const login = (body: Record<string, unknown>, ip = freshIp()) =>
    call(server, `/${P}/auth/authenticate`, {
      method: 'POST',
      json: body,
      headers: { 'X-Forwarded-For': ip },
    });
  const me = (token: string) =>
    call(server, `/${P}/users/me`, { headers: { Authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, P);
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
  });

  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('answers 422/114 for a malformed payload', async () => {
    for (const body of [
      {},
      { email: 'not-an-email', password: 'x' },
      { email: project.email },
      { email: project.email, password: '' },
    ]) {
      const res = await login(body);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe(114);
      expect(res.body.error.message).toMatch(/^(email|password): /);
    }
  });

  it('answers 404/100 for an unknown e-mail and for a wrong password, and logs the failure', async () => {
    const unknown = await login({ email: 'nobody@example.com', password: 'whatever' });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 100]);
    expect(unknown.body.error.message).toBe('Invalid user credentials');
    const wrongIp = freshIp();
    const wrong = await login({ email: project.email, password: 'wrong password' }, wrongIp);
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 100]);
    const logged = await knex('directus_activity').where({ action: 'invalid-credentials', item: '1' });
    expect(logged.length).toBeGreaterThanOrEqual(1);
    expect(logged[0]).toMatchObject({ collection: 'directus_users', ip: wrongIp });
    expect(Number(logged[0].action_by)).toBe(1);
  });

  it('signs in a user whose password hash was written by Directus 8 (PHP $2y$10$)', async () => {
    const { email } = await createUser(knex, { password_hash: PHP_HASH });
    const res = await login({ email: email.toUpperCase(), password: PHP_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.data.user.email).toBe(email);
    const bad = await login({ email, password: 'rasmuslerdorF' });
    expect(bad.body.error.code).toBe(100);
  });

  it('answers 401/103 for an inactive user and 404/103 for a suspended one', async () => {
    const draft = await createUser(knex, { status: 'draft' });
    const res = await login({ email: draft.email, password: draft.password });
    expect([res.status, res.body.error.code]).toEqual([401, 103]);
    const suspended = await createUser(knex, { status: 'suspended' });
    const res2 = await login({ email: suspended.email, password: suspended.password });
    expect([res2.status, res2.body.error.code]).toEqual([404, 103]);
    const deleted = await createUser(knex, { status: 'deleted' });
    const res3 = await login({ email: deleted.email, password: deleted.password });
    expect([res3.status, res3.body.error.code]).toEqual([401, 103]);
  });

  it('locks an account for a while after more failures than login_attempts_allowed, never suspending it', async () => {
    await knex('directus_settings').where({ key: 'login_attempts_allowed' }).update({ value: '2' });
    try {
      const u = await createUser(knex, { role: 1 });
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await login({ email: u.email, password: 'nope' })).body.error.code);
      expect(codes).toEqual([100, 100, 7]);
      const row = await knex('directus_users').where({ id: u.id }).first('status');
      expect(row.status).toBe('active');
      // Locked: even the right password waits, and is not checked.
      const right = await login({ email: u.email, password: u.password });
      expect([right.status, right.body.error.code]).toEqual([429, 7]);
      // Once the failures are older than the lock, the account signs in again.
      const old = new Date(Date.now() - 16 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
      await knex('directus_activity')
        .where({ collection: 'directus_users', item: String(u.id), action: 'invalid-credentials' })
        .update({ action_on: old });
      expect((await login({ email: u.email, password: u.password })).status).toBe(200);
    } finally {
      await knex('directus_settings').where({ key: 'login_attempts_allowed' }).update({ value: '25' });
    }
  });

  it('stops the tokens and sessions of a user at once when suspended or deleted', async () => {
    const u = await createUser(knex, { role: 1, token: `static-${Date.now()}` });
    const jwt = (await login({ email: u.email, password: u.password })).body.data.token;
    const row = await knex('directus_users').where({ id: u.id }).first('token');
    expect((await me(jwt)).status).toBe(200);
    expect((await me(row.token)).status).toBe(200);
    // Through the API, as the app does it: identities are cached, and the change empties them.
    const admin = (await login({ email: project.email, password: project.password })).body.data.token;
    const setStatus = async (status: string) => {
      const res = await call(server, `/${P}/users/${u.id}`, {
        method: 'PATCH',
        json: { status },
        headers: { Authorization: `Bearer ${admin}` },
      });
      expect(res.status).toBe(200);
    };
    await setStatus('suspended');
    const after = await me(jwt);
    expect([after.status, after.body.error.code]).toEqual([401, 3]);
    expect((await me(row.token)).status).toBe(401);
    await setStatus('active');
    expect((await me(jwt)).status).toBe(200);
    await setStatus('deleted');
    expect((await me(jwt)).status).toBe(401);
  });

  it('asks for the OTP (111), refuses a wrong or malformed one (112) and accepts the right one', async () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    const u = await createUser(knex, { '2fa_secret': secret });
    const missing = await login({ email: u.email, password: u.password });
    expect([missing.status, missing.body.error.code]).toEqual([404, 111]);
    const otp = currentOtp(secret);
    const wrongOtp = otp === '000000' ? '111111' : '000000';
    const wrong = await login({ email: u.email, password: u.password, otp: wrongOtp });
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 112]);
    for (const malformed of [otp.slice(0, 5), `${otp}0`, ` ${otp}`, 'abcdef']) {
      const res = await login({ email: u.email, password: u.password, otp: malformed });
      expect(res.body.error.code).toBe(112);
    }
    // A wrong password is reported before the OTP is looked at.
    const badPass = await login({ email: u.email, password: 'nope', otp });
    expect(badPass.body.error.code).toBe(100);
    const ok = await login({ email: u.email, password: u.password, otp });
    expect(ok.status).toBe(200);
    expect(ok.body.data.user['2fa_secret']).toBeNull();
    // The same code cannot sign in twice.
    const replay = await login({ email: u.email, password: u.password, otp });
    expect([replay.status, replay.body.error.code]).toEqual([404, 112]);
  });

  it('embeds 113 when the role enforces 2FA; that token acts as public until 2FA is activated', async () => {
    const role = await createRole(knex, { enforce_2fa: 1 });
    const u = await createUser(knex, { role });
    const res = await login({ email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect(res.body.error).toEqual({ code: 113, message: '2FA enforced but not activated for user' });
    const token = res.body.data.token;
    const blocked = await me(token);
    expect([blocked.status, blocked.body.error.code]).toEqual([401, 3]);
    const info = await call(server, `/${P}/`, { headers: { Authorization: `Bearer ${token}` } });
    expect(info.body.public).toBe(true);
    expect(info.body.data.api.requires2FA).toBe(true);

    const secretRes = await call(server, `/${P}/utils/2fa_secret`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const secret = secretRes.body.data['2fa_secret'];
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    const activate = (body: Record<string, unknown>) =>
      call(server, `/${P}/users/me/activate_2fa`, {
        method: 'POST',
        json: body,
        headers: { Authorization: `Bearer ${token}` },
      });
    expect((await activate({ '2fa_secret': secret })).body.error.code).toBe(4);
    const wrong = await activate({
      '2fa_secret': secret,
      otp: currentOtp(secret) === '123456' ? '654321' : '123456',
    });
    expect([wrong.status, wrong.body.error.code]).toEqual([404, 112]);
    const ok = await activate({ '2fa_secret': secret, otp: currentOtp(secret) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toBe(u.id);
    // Answered as PATCH /users/{id} answers: the secret as its mask, never the value.
    expect(ok.body.data['2fa_secret']).toBe('**********');

    // The same token now authenticates; a new login needs the OTP.
    expect((await me(token)).status).toBe(200);
    expect((await login({ email: u.email, password: u.password })).body.error.code).toBe(111);
    const again = await login({ email: u.email, password: u.password, otp: currentOtp(secret) });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('error');
  });

  it('refuses a login from outside the role IP whitelist with 401/19', async () => {
    const role = await createRole(knex, { ip_whitelist: '203.0.113.7,203.0.113.8' });
    const u = await createUser(knex, { role });
    const outside = await login({ email: u.email, password: u.password }, '203.0.113.9');
    expect([outside.status, outside.body.error.code]).toEqual([401, 19]);
    const inside = await login({ email: u.email, password: u.password }, '203.0.113.8');
    expect(inside.status).toBe(200);
    // The token is refused from elsewhere too.
    const elsewhere = await call(server, `/${P}/users/me`, {
      headers: { Authorization: `Bearer ${inside.body.data.token}`, 'X-Forwarded-For': '203.0.113.9' },
    });
    expect([elsewhere.status, elsewhere.body.error.code]).toEqual([401, 19]);
  });

  it('refreshes a JWT (same claims, needs2FA) and answers 422/4, 401/101 and 401/102', async () => {
    const { token } = (await login({ email: project.email, password: project.password })).body.data;
    const refresh = (body: unknown) => call(server, `/${P}/auth/refresh`, { method: 'POST', json: body });
    const fresh = await refresh({ token });
    expect(fresh.status).toBe(200);
    expect(fresh.body.public).toBe(true);
    const claims = JSON.parse(Buffer.from(fresh.body.data.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ id: 1, type: 'auth', project: P, needs2FA: false });
    expect((await me(fresh.body.data.token)).status).toBe(200);

    expect([(await refresh({})).status, (await refresh({})).body.error.code]).toEqual([422, 4]);
    const invalid = await refresh({ token: token.slice(0, -4) + 'AAAA' });
    expect([invalid.status, invalid.body.error.code]).toEqual([401, 101]);
    const config = await projectConfig(server.dataDir, P);
    const expired = await new SignJWT({
      id: 1,
      ttl: 20,
      type: 'auth',
      key: config.auth.public_key,
      project: P,
    })
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(config.auth.secret_key));
    const exp = await refresh({ token: expired });
    expect([exp.status, exp.body.error.code]).toEqual([401, 102]);
    // An expired token is not an error elsewhere: the caller is public.
    const info = await call(server, `/${P}/`, { headers: { Authorization: `Bearer ${expired}` } });
    expect(info.body.public).toBe(true);
  });

  it('accepts a JWT signed the way a Directus 8 server with the same secret signs it', async () => {
    const config = await projectConfig(server.dataDir, P);
    const v8 = await new SignJWT({
      id: 1,
      exp: Math.floor(Date.now() / 1000) + 1200,
      ttl: 20,
      type: 'auth',
      key: config.auth.public_key,
      project: P,
    })
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .sign(new TextEncoder().encode(config.auth.secret_key));
    expect((await me(v8)).body.data.id).toBe(1);
    const otherProject = await new SignJWT({
      id: 1,
      exp: Math.floor(Date.now() / 1000) + 1200,
      ttl: 20,
      type: 'auth',
      key: config.auth.public_key,
      project: 'other',
    })
      .setProtectedHeader({ typ: 'JWT', alg: 'HS256' })
      .sign(new TextEncoder().encode(config.auth.secret_key));
    expect((await me(otherProject)).status).toBe(401);
  });
});
