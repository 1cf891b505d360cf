import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRole, login } from '../auth/helpers';
import { createUser } from '../support/users';
import { ADMIN_TOKEN, createCollection, refreshSchema } from '../support/fixtures';
import { installProject, projectKnex, startTestServer, type TestServer } from '../support/server';

const sqlite = { name: 'sqlite' as const, installFields: () => ({}) };
const P = 'safer';

/** Issue 15, defect 12: where Directus 8 was unsafe by default, Atrium is not. */
describe('safer defaults', () => {
  let server: TestServer;
  let knex: Knex;
  let role: number;

  beforeAll(async () => {
    server = await startTestServer();
    await installProject(server, sqlite, P, { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, P);
    role = await createRole(knex, {});
    await createCollection(knex, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
    ]);
    await knex('directus_permissions').insert([
      { role, collection: 'notes', create: 'full', read: 'full', update: 'full', delete: 'none' },
      { role, collection: 'directus_users', status: null, read: 'full', update: 'mine' },
    ]);
    await refreshSchema(server, P);
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
  });

  const me = (jwt: string) => call(server, `/${P}/users/me`, { headers: { Authorization: `Bearer ${jwt}` } });

  it('ends a JWT at logout', async () => {
    const u = await createUser(knex, { role });
    const jwt = (await login(server, P, { email: u.email, password: u.password })).body.data.token;
    expect((await me(jwt)).status).toBe(200);
    const out = await call(server, `/${P}/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(out.status).toBe(204);
    expect((await me(jwt)).status).toBe(401);
  });

  it('ends every JWT of an account when its password changes', async () => {
    const u = await createUser(knex, { role });
    const first = (await login(server, P, { email: u.email, password: u.password })).body.data.token;
    const second = (await login(server, P, { email: u.email, password: u.password })).body.data.token;
    const changed = await call(server, `/${P}/users/${u.id}`, {
      method: 'PATCH',
      json: { password: 'a completely new password' },
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(changed.status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    const again = await login(server, P, { email: u.email, password: 'a completely new password' });
    expect((await me(again.body.data.token)).status).toBe(200);
  });

  it('lets only administrators write without activity (activity_skip)', async () => {
    const u = await createUser(knex, { role });
    const jwt = (await login(server, P, { email: u.email, password: u.password })).body.data.token;
    const res = await call(server, `/${P}/items/notes?activity_skip=1`, {
      method: 'POST',
      json: { title: 'audited anyway' },
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(res.status).toBe(200);
    const logged = await knex('directus_activity').where({
      collection: 'notes',
      item: String(res.body.data.id),
    });
    expect(logged).toHaveLength(1);
    const asAdmin = await call(server, `/${P}/items/notes?activity_skip=1`, {
      method: 'POST',
      json: { title: 'admin bulk import' },
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const skipped = await knex('directus_activity').where({
      collection: 'notes',
      item: String(asAdmin.body.data.id),
    });
    expect(skipped).toHaveLength(0);
  });

  it('gives new installs a password policy of at least eight characters', async () => {
    const res = await call(server, `/${P}/users`, {
      method: 'POST',
      json: { email: 'short@example.com', password: 'seven77', status: 'active', role },
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect([res.status, res.body.error?.code, res.body.error?.message]).toEqual([
      422,
      4,
      'password: The password does not meet the password policy of this project.',
    ]);
  });
});
