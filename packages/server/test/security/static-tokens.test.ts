import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRole, login } from '../auth/helpers';
import { createUser } from '../support/users';
import { startSmtp, tokenIn } from '../auth/smtp';
import { ADMIN_TOKEN } from '../support/fixtures';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };
const P = 'tokens';

/** Issue 15, defect 11: static tokens are set by administrators only and die with a reset. */
describe('static tokens', () => {
  let server: TestServer;
  let knex: Knex;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let role: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startTestServer();
    await installProject(server, sqlite, P, {
      user_token: ADMIN_TOKEN,
      mail: {
        default: { transport: 'smtp', host: '127.0.0.1', port: smtp.port, from: 'atrium@example.com' },
      },
    });
    knex = await projectKnex(server, P);
    role = await createRole(knex, {});
    await knex('directus_permissions').insert({
      role,
      collection: 'directus_users',
      status: null,
      create: 'none',
      read: 'full',
      update: 'mine',
      delete: 'none',
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await smtp?.close();
  });

  const signIn = async (email: string, password: string) =>
    (await login(server, P, { email, password })).body.data.token as string;

  it('refuses a static token a user sets on themself, and never confirms that a token exists', async () => {
    const u = await createUser(knex, { role });
    const jwt = await signIn(u.email, u.password);
    const self = await call(server, `/${P}/users/me`, {
      method: 'PATCH',
      json: { token: 'never-expiring-token-of-mine' },
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect([self.status, self.body.error?.code]).toEqual([403, 305]);
    expect((await knex('directus_users').where({ id: u.id }).first('token')).token).toBeNull();
    // Trying the admin's token as a value answers the same refusal, not 409 "duplicate".
    const probe = await call(server, `/${P}/users/me`, {
      method: 'PATCH',
      json: { token: ADMIN_TOKEN },
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect([probe.status, probe.body.error?.code]).toEqual([403, 305]);
    // Other fields of one's own account stay writable.
    const name = await call(server, `/${P}/users/me`, {
      method: 'PATCH',
      json: { first_name: 'Still me' },
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(name.status).toBe(200);
  });

  it('lets administrators set static tokens', async () => {
    const u = await createUser(knex, { role });
    const res = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { token: 'issued-by-an-admin' },
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    const me = await call(server, `/${P}/users/me`, {
      headers: { Authorization: 'Bearer issued-by-an-admin' },
    });
    expect(me.body.data.id).toBe(u.id);
  });

  it('revokes the static token when the password is reset', async () => {
    const u = await createUser(knex, { role, token: 'token-before-reset' });
    expect(
      (await call(server, `/${P}/users/me`, { headers: { Authorization: 'Bearer token-before-reset' } }))
        .status,
    ).toBe(200);
    const seen = smtp.messages.length;
    await call(server, `/${P}/auth/password/request`, { method: 'POST', json: { email: u.email } });
    const token = tokenIn(await smtp.waitFor(u.email, seen));
    const reset = await call(server, `/${P}/auth/password/reset`, {
      method: 'POST',
      json: { token, password: 'a fresh password' },
    });
    expect(reset.status).toBe(204);
    const after = await call(server, `/${P}/users/me`, {
      headers: { Authorization: 'Bearer token-before-reset' },
    });
    expect(after.status).toBe(401);
  });
});
