import net from 'node:net';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCli, type CliServer } from '../support/cli';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN } from '../support/fixtures';
import {
  installProject,
  json,
  startTestServer,
  tempDataDir,
  type InstalledProject,
  type TestServer,
} from '../support/server';

function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port: 6379 });
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('error', () => resolve(false));
  });
}

const hasRedis = await redisReachable();
if (process.env.CI && !hasRedis) throw new Error('CI needs Redis on 127.0.0.1:6379');
const targets = await dbTargets();
// Polling once a minute: whatever takes effect at once here does not come from the poller.
const SLOW_POLL = 60_000;
const cases = targets.flatMap((target) => [
  { target, mode: 'version table', redisUrl: undefined as string | undefined },
  ...(hasRedis ? [{ target, mode: 'Redis', redisUrl: 'redis://127.0.0.1:6379' }] : []),
]);

const pk = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
};
const text = { field: 'text', type: 'string', datatype: 'VARCHAR', length: 100, interface: 'text-input' };

/**
 * Issue 16: identities (token → user → role) are cached per process, yet a suspension, a logout
 * or a role change made through another server process takes effect on the very next request.
 * A runs in this process (its statements can be counted), B is a separate OS process (`atrium
 * start`); both poll only once a minute.
 */
describe.each(cases)('identities across two server processes on $target.name via $mode', (c) => {
  let a: TestServer;
  let b: CliServer;
  let project: InstalledProject;
  let knexA: Knex;
  let role: number;
  let user: number;
  const email = 'editor@example.com';
  const password = 'editor password 1';

  const send = (base: string, p: string, token?: string, init: RequestInit & { json?: unknown } = {}) => {
    const { json: body, ...rest } = init;
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetch(base + p, { ...rest, headers, body: body !== undefined ? JSON.stringify(body) : undefined });
  };
  /** An admin request to B that must succeed; returns `data`. */
  const adminB = async (p: string, method: string, payload?: unknown) => {
    const res = await send(b.url, `/_${p}`, ADMIN_TOKEN, { method, json: payload });
    const body = res.status === 204 ? null : await json(res);
    if (res.status >= 300) throw new Error(`${method} ${p}: ${res.status} ${JSON.stringify(body)}`);
    return body?.data;
  };
  const onA = (p: string, token?: string, init: RequestInit & { json?: unknown } = {}) =>
    send(a.url, `/_${p}`, token, init);
  const signInOnA = async () => {
    const res = await onA('/auth/authenticate', undefined, { method: 'POST', json: { email, password } });
    expect(res.status).toBe(200);
    return String((await json(res)).data.token);
  };
  /** Statements A sends to the project database while answering one request. */
  const statementsOf = async (request: () => Promise<Response>) => {
    const seen: string[] = [];
    const listener = (q: { sql: string }) => seen.push(q.sql);
    knexA.on('query', listener);
    try {
      expect((await request()).status).toBe(200);
    } finally {
      knexA.off('query', listener);
    }
    return seen;
  };

  beforeAll(async () => {
    const dataDir = await tempDataDir();
    a = await startTestServer({ dataDir, redisUrl: c.redisUrl, cachePollMs: SLOW_POLL });
    b = await startCli(dataDir, {
      ATRIUM_CACHE_POLL_MS: String(SLOW_POLL),
      ATRIUM_LOG_LEVEL: 'warn',
      ...(c.redisUrl ? { ATRIUM_REDIS_URL: c.redisUrl } : {}),
    });
    project = await installProject(a, c.target, '_', { user_token: ADMIN_TOKEN });
    await adminB('/collections', 'POST', { collection: 'notes', fields: [pk, text] });
    await adminB('/collections', 'POST', { collection: 'secrets', fields: [pk, text] });
    await adminB('/items/notes', 'POST', { text: 'hello' });
    await adminB('/items/secrets', 'POST', { text: 'classified' });
    role = Number((await adminB('/roles', 'POST', { name: 'Editors' })).id);
    await adminB('/permissions', 'POST', { role, collection: 'notes', read: 'full' });
    await adminB('/permissions', 'POST', { role: 2, collection: 'notes', read: 'full' });
    user = Number(
      (
        await adminB('/users', 'POST', {
          email,
          password,
          role,
          status: 'active',
          first_name: 'Eda',
          last_name: 'Tor',
        })
      ).id,
    );
    knexA = (await a.registry.get('_'))!.knex;
  });
  afterAll(async () => {
    await a?.close();
    await b?.stop();
    await project?.cleanup();
  });

  it('answers an authenticated read without looking the caller up again', async () => {
    const token = await signInOnA();
    expect((await onA('/items/notes', token)).status).toBe(200);
    expect((await onA('/items/notes')).status).toBe(200);
    const authenticated = await statementsOf(() => onA('/items/notes', token));
    const anonymous = await statementsOf(() => onA('/items/notes'));
    const lookups = authenticated.filter((sql) => /directus_(users|roles|user_sessions)\b/.test(sql));
    expect(lookups).toEqual([]);
    // Without Redis, one reading of the cache versions (shared by concurrent requests) stands
    // in for the session, user and role lookups; with Redis, not even that.
    expect(authenticated.length).toBe(anonymous.length + (c.redisUrl ? 0 : 1));
  });

  it('refuses a suspended user on the next request', async () => {
    const token = await signInOnA();
    expect((await onA('/users/me', token)).status).toBe(200);
    expect((await onA('/users/me', token)).status).toBe(200);
    await adminB(`/users/${user}`, 'PATCH', { status: 'suspended' });
    expect((await onA('/users/me', token)).status).toBe(401);
    expect((await onA('/items/notes', token)).status).toBe(200); // as the public role now
    await adminB(`/users/${user}`, 'PATCH', { status: 'active' });
  });

  it('refuses a token logged out through the other process on the next request', async () => {
    const token = await signInOnA();
    expect((await onA('/users/me', token)).status).toBe(200);
    expect((await onA('/users/me', token)).status).toBe(200);
    const out = await send(b.url, '/_/auth/logout', token, { method: 'POST' });
    expect(out.status).toBeLessThan(300);
    expect((await onA('/users/me', token)).status).toBe(401);
  });

  it('ends every session of a user logged out by an admin on the next request', async () => {
    const token = await signInOnA();
    expect((await onA('/users/me', token)).status).toBe(200);
    await adminB(`/auth/logout/${user}`, 'POST');
    expect((await onA('/users/me', token)).status).toBe(401);
  });

  it('applies a role change on the next request, both ways', async () => {
    const token = await signInOnA();
    expect((await onA('/items/secrets', token)).status).toBe(403);
    expect((await onA('/items/secrets', token)).status).toBe(403);
    await adminB(`/users/${user}`, 'PATCH', { role: 1 });
    const promoted = await onA('/items/secrets', token);
    expect(promoted.status).toBe(200);
    expect((await json(promoted)).data).toEqual([{ id: 1, text: 'classified' }]);
    await adminB(`/users/${user}`, 'PATCH', { role });
    expect((await onA('/items/secrets', token)).status).toBe(403);
  });

  it('applies a new IP allow-list of the role on the next request', async () => {
    const token = await signInOnA();
    expect((await onA('/users/me', token)).status).toBe(200);
    await adminB(`/roles/${role}`, 'PATCH', { ip_whitelist: '203.0.113.7' });
    const res = await onA('/users/me', token);
    expect(res.status).toBe(401);
    expect((await json(res)).error.code).toBe(19);
    await adminB(`/roles/${role}`, 'PATCH', { ip_whitelist: '' });
    expect((await onA('/users/me', token)).status).toBe(200);
  });
});
