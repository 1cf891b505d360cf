import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbTargets } from '../support/databases';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';
import { call, cookieFrom, createRole, freshIp, trustLoopbackProxy } from './helpers';
import { createUser } from '../support/users';
import { startSmtp, tokenIn } from './smtp';

const targets = await dbTargets();
const P = 'mailer';

describe.each(targets)('password reset and invitations by mail on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  const post = (path: string, json: unknown, headers: Record<string, string> = {}) =>
    call(server, `/${P}${path}`, {
      method: 'POST',
      json,
      headers: { 'X-Forwarded-For': freshIp(), ...headers },
    });

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer();
    project = await installProject(server, target, P, {
      mail: {
        default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
      },
    });
    knex = await projectKnex(server, P);
    await trustLoopbackProxy(knex);
  });

  afterAll(async () => {
    vi.useRealTimers();
    await knex?.destroy();
    await server?.close();
    await smtp?.close();
    await project?.cleanup();
  });

  it('mails a single-use reset link that works once, revokes sessions, and then fails', async () => {
    const u = await createUser(knex, { role: 1 });
    const cookieLogin = await post('/auth/authenticate', {
      email: u.email,
      password: u.password,
      mode: 'cookie',
    });
    const cookie = cookieFrom(cookieLogin.headers, `directus-${P}-session`)!;
    expect((await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } })).status).toBe(200);

    const seen = smtp.messages.length;
    const req = await post('/auth/password/request', { email: u.email });
    expect(req.status).toBe(204);
    const mail = await smtp.waitFor(u.email, seen);
    expect(mail.text).toContain('From: atrium@example.com');
    expect(mail.text).toContain(`/admin/#/reset-password?token=`);
    const token = tokenIn(mail);
    const stored = await knex('directus_users').where({ id: u.id }).first('password_reset_token');
    expect(stored.password_reset_token).toBe(token);

    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA');
    const bad = await post('/auth/password/reset', { token: tampered, password: 'a new password' });
    expect([bad.status, bad.body.error.code]).toEqual([401, 104]);

    const first = await post('/auth/password/reset', { token, password: 'a brand new password' });
    expect(first.status).toBe(204);
    const second = await post('/auth/password/reset', { token, password: 'yet another password' });
    expect([second.status, second.body.error.code]).toEqual([401, 105]);

    // The old password is gone, the new one works, the earlier cookie session was revoked.
    expect((await post('/auth/authenticate', { email: u.email, password: u.password })).body.error.code).toBe(
      100,
    );
    expect(
      (await post('/auth/authenticate', { email: u.email, password: 'a brand new password' })).status,
    ).toBe(200);
    expect((await call(server, `/${P}/users/me`, { headers: { Cookie: cookie } })).status).toBe(401);
  });

  it('applies the password policy to the new password without spending the link', async () => {
    const u = await createUser(knex, {});
    await knex('directus_settings').where({ key: 'password_policy' }).update({ value: '/^.{12,}$/' });
    try {
      const seen = smtp.messages.length;
      expect((await post('/auth/password/request', { email: u.email })).status).toBe(204);
      const token = tokenIn(await smtp.waitFor(u.email, seen));
      const short = await post('/auth/password/reset', { token, password: 'short' });
      expect([short.status, short.body.error.code]).toEqual([422, 4]);
      expect(short.body.error.message).toMatch(/^password: /);
      expect((await post('/auth/password/reset', { token, password: 'long enough password' })).status).toBe(
        204,
      );
    } finally {
      await knex('directus_settings').where({ key: 'password_policy' }).update({ value: '' });
    }
  });

  it('refuses a reset link after it expires', async () => {
    const u = await createUser(knex, {});
    const seen = smtp.messages.length;
    expect((await post('/auth/password/request', { email: u.email })).status).toBe(204);
    const token = tokenIn(await smtp.waitFor(u.email, seen));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61 * 60_000);
      const late = await post('/auth/password/reset', { token, password: 'too late password' });
      expect([late.status, late.body.error.code]).toEqual([401, 105]);
    } finally {
      vi.useRealTimers();
    }
    expect((await post('/auth/authenticate', { email: u.email, password: u.password })).status).toBe(200);
  });

  it('answers the same for unknown and inactive addresses, and sends them nothing', async () => {
    const inactive = await createUser(knex, { status: 'suspended' });
    const seen = smtp.messages.length;
    for (const email of ['nobody-here@example.com', inactive.email]) {
      const res = await post('/auth/password/request', { email });
      expect(res.status).toBe(204);
    }
    expect((await post('/auth/password/request', { email: 'not-an-email' })).body.error.code).toBe(4);
    const foreign = await post('/auth/password/request', {
      email: inactive.email,
      reset_url: 'https://evil.example/reset',
    });
    expect([foreign.status, foreign.body.error.code]).toEqual([422, 4]);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.slice(seen)).toHaveLength(0);
  });

  it('invites users by mail; the invitation link activates the account once', async () => {
    const admin = (await post('/auth/authenticate', { email: project.email, password: project.password }))
      .body.data.token;
    const auth = { Authorization: `Bearer ${admin}` };
    const email = `invited-${Date.now()}@example.com`;
    const seen = smtp.messages.length;
    const res = await post('/users/invite', { email: [email, project.email] }, auth);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ email, status: 'invited' });
    expect(res.body.data[0]).not.toHaveProperty('password_reset_token');
    const mail = await smtp.waitFor(email, seen);
    expect(mail.text).toContain('/admin/#/accept-invite?token=');
    const token = tokenIn(mail);

    const accepted = await call(server, `/${P}/users/invite/${token}`, {
      method: 'POST',
      json: { password: 'invited user password' },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ email, status: 'active' });
    const again = await call(server, `/${P}/users/invite/${token}`);
    expect([again.status, again.body.error.code]).toEqual([404, 106]);
    expect((await post('/auth/authenticate', { email, password: 'invited user password' })).status).toBe(200);

    const forged = await call(server, `/${P}/users/invite/${token.slice(0, -3)}AAA`);
    expect(forged.body.error.code).toBe(101);

    const role = await createRole(knex, {});
    const editor = await createUser(knex, { role });
    const editorToken = (await post('/auth/authenticate', { email: editor.email, password: editor.password }))
      .body.data.token;
    const denied = await post(
      '/users/invite',
      { email: 'someone@example.com' },
      { Authorization: `Bearer ${editorToken}` },
    );
    expect([denied.status, denied.body.error.code]).toEqual([403, 10]);
  });

  it('reports an invitation whose mail cannot be sent (500/503) and leaves no invited user behind', async () => {
    const broken = await installProject(server, target, `${P}x`, {
      mail: { default: { transport: 'smtp', host: '127.0.0.1', port: 1, from: 'atrium@example.com' } },
    });
    try {
      const token = (
        await call(server, `/${P}x/auth/authenticate`, {
          method: 'POST',
          json: { email: broken.email, password: broken.password },
        })
      ).body.data.token;
      const email = `lost-${Date.now()}@example.com`;
      const res = await call(server, `/${P}x/users/invite`, {
        method: 'POST',
        json: { email },
        headers: { Authorization: `Bearer ${token}` },
      });
      expect([res.status, res.body.error.code]).toEqual([500, 503]);
      const brokenKnex = await projectKnex(server, `${P}x`);
      try {
        expect(await brokenKnex('directus_users').where({ email })).toHaveLength(0);
      } finally {
        await brokenKnex.destroy();
      }
      // A reset request still answers 204: it never reveals anything, the failure is logged.
      const reset = await call(server, `/${P}x/auth/password/request`, {
        method: 'POST',
        json: { email: broken.email },
      });
      expect(reset.status).toBe(204);
    } finally {
      // Remove it through the API first, so the server closes its pool before the database goes.
      await server.request(`/server/projects/${P}x?super_admin_token=${server.superAdminToken}`, {
        method: 'DELETE',
      });
      await broken.cleanup();
    }
  });
});
