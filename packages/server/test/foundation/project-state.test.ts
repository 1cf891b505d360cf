import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureWebhookDelivery, settleDeliveries } from '../../src/services/webhooks/dispatcher';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN, createCollection, createRoleWithUser, refreshSchema } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

/**
 * Two projects in one process keep their state apart (issue 15, "per-project state on the project
 * object"): the same collection name, role id, user id and query string answer from each
 * project's own schema, permissions and webhooks, and a removed project's state goes with it.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

/** A loopback webhook receiver that records the paths it was called on. */
async function startReceiver() {
  const paths: string[] = [];
  const server = http.createServer((req, res) => {
    paths.push(req.url ?? '/');
    req.resume();
    req.on('end', () => res.writeHead(200).end('ok'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    paths,
    close() {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

describe.each(targets)('per-project state on $name', (target) => {
  let server: TestServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const projects: InstalledProject[] = [];
  const pools: Knex[] = [];
  const tokens: Record<string, string> = {};

  const call = async (
    key: string,
    p: string,
    token: string | null,
    init: RequestInit & { json?: unknown } = {},
  ) => {
    const headers = new Headers(init.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    const res = await server.request(`/${key}${p}`, { ...init, headers });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  /** Lets the project call the receiver (outbound calls to loopback are refused by default). */
  const allowReceiver = async (key: string) => {
    const file = path.join(server.dataDir, 'projects', `${key}.json`);
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    config.outbound = { allow_private: [`127.0.0.1:${receiver.port}`] };
    await fs.writeFile(file, JSON.stringify(config, null, 2));
    const later = new Date(Date.now() + 2000);
    await fs.utimes(file, later, later);
    await new Promise((r) => setTimeout(r, 1100));
  };

  const install = async (key: string) => {
    const project = await installProject(server, target, key, { user_token: ADMIN_TOKEN });
    projects.push(project);
    const knex = await projectKnex(server, key);
    pools.push(knex);
    return knex;
  };

  beforeAll(async () => {
    configureWebhookDelivery({ backoffMs: 50, timeoutMs: 3000 });
    receiver = await startReceiver();
    server = await startTestServer();
    const alpha = await install('alpha');
    const beta = await install('beta');
    // One collection name, two shapes.
    await createCollection(alpha, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
    ]);
    await createCollection(beta, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'body', type: 'string', column: 'string' },
      { field: 'secret', type: 'string', column: 'string' },
    ]);
    await alpha('notes').insert({ title: 'alpha note' });
    await beta('notes').insert({ body: 'beta note', secret: 'beta secret' });
    // The same role id and user id in both, with different permissions.
    const a = await createRoleWithUser(alpha, 'Reader', [
      { collection: 'notes', read: 'full', create: 'full' },
    ]);
    const b = await createRoleWithUser(beta, 'Reader', [
      { collection: 'notes', read: 'full', create: 'none', read_field_blacklist: 'secret' },
    ]);
    expect([a.role, a.user]).toEqual([b.role, b.user]);
    tokens.alpha = a.token;
    tokens.beta = b.token;
    await refreshSchema(server, 'alpha');
    await refreshSchema(server, 'beta');
    await allowReceiver('alpha');
    await allowReceiver('beta');
  });

  afterAll(async () => {
    await settleDeliveries();
    for (const knex of pools) await knex.destroy();
    await server?.close();
    await receiver?.close();
    for (const p of projects) await p.cleanup();
  });

  it('answers the same query string from each project its own schema and permissions', async () => {
    const q = '/items/notes?fields=*&sort=id';
    // Alternating, repeated: the second round is served from cached plans.
    for (let round = 0; round < 2; round++) {
      const a = await call('alpha', q, tokens.alpha!);
      const b = await call('beta', q, tokens.beta!);
      expect(a.status).toBe(200);
      expect(a.body.data).toEqual([{ id: 1, title: 'alpha note' }]);
      expect(b.status).toBe(200);
      expect(b.body.data).toEqual([{ id: 1, body: 'beta note' }]);
    }
    // Write permissions too: the role may create in alpha, not in beta.
    const created = await call('alpha', '/items/notes', tokens.alpha!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'second' }),
    });
    expect(created.status).toBe(200);
    const refused = await call('beta', '/items/notes', tokens.beta!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'second' }),
    });
    expect(refused.status).toBe(403);
  });

  it("fires one project's webhooks for its own writes only", async () => {
    const hook = await call('alpha', '/webhooks', ADMIN_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'active',
        http_action: 'post',
        url: `http://127.0.0.1:${receiver.port}/alpha-notes`,
        collection: 'notes',
        directus_action: 'item.create:after',
      }),
    });
    expect(hook.status).toBe(200);
    const inBeta = await call('beta', '/items/notes', ADMIN_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'beta write' }),
    });
    expect(inBeta.status).toBe(200);
    await settleDeliveries();
    expect(receiver.paths).toEqual([]);
    const inAlpha = await call('alpha', '/items/notes', ADMIN_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'alpha write' }),
    });
    expect(inAlpha.status).toBe(200);
    await settleDeliveries();
    expect(receiver.paths).toEqual(['/alpha-notes']);
  });

  it("counts each project's webhook deliveries on its own before pruning its old records", async () => {
    // Every 100th delivery of a project prunes its records older than 30 days. Reloaded configs
    // give both projects fresh state: no delivery counted yet.
    await allowReceiver('alpha');
    await allowReceiver('beta');
    const hook = await call('beta', '/webhooks', ADMIN_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        status: 'active',
        http_action: 'post',
        url: `http://127.0.0.1:${receiver.port}/beta-notes`,
        collection: 'notes',
        directus_action: 'item.create:after',
      }),
    });
    expect(hook.status).toBe(200);
    const old = new Date(Date.now() - 40 * 24 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');
    const [alpha, beta] = pools as [Knex, Knex];
    const oldRecord = (webhook: number) => ({
      webhook,
      event: 'item.create:after',
      collection: 'notes',
      url: 'http://example.invalid/',
      status: 'success',
      attempts: 1,
      created_on: old,
    });
    const alphaHook = (await alpha('directus_webhooks').first('id')) as { id: number };
    await alpha('directus_webhook_deliveries').insert(oldRecord(Number(alphaHook.id)));
    await beta('directus_webhook_deliveries').insert(oldRecord(Number(hook.body.data.id)));
    const oldRecords = async (knex: Knex) => {
      const rows = (await knex('directus_webhook_deliveries')
        .where('url', 'http://example.invalid/')
        .count({ n: '*' })) as { n: unknown }[];
      return Number(rows[0]?.n);
    };
    const create = async (key: string, count: number, field: string) => {
      const notes = Array.from({ length: count }, (_, i) => ({ [field]: `note ${i}` }));
      const res = await call(key, '/items/notes', ADMIN_TOKEN, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(notes),
      });
      expect(res.status).toBe(200);
      await settleDeliveries();
    };
    // 99 deliveries each: 198 in the process, 99 in each project.
    await create('alpha', 99, 'title');
    await create('beta', 99, 'body');
    expect(await oldRecords(alpha)).toBe(1);
    expect(await oldRecords(beta)).toBe(1);
    // Beta's 100th delivery prunes beta's old records, and only beta's.
    await create('beta', 1, 'body');
    expect(await oldRecords(beta)).toBe(0);
    expect(await oldRecords(alpha)).toBe(1);
  });

  it('drops a removed project’s state: a reinstalled project of that key starts from nothing', async () => {
    receiver.paths.length = 0;
    // The webhook list of alpha is cached (the last test fired it). Remove alpha entirely.
    expect((await call('alpha', '/collections/notes', ADMIN_TOKEN, { method: 'DELETE' })).status).toBe(204);
    const removed = await server.request(
      `/server/projects/alpha?super_admin_token=${server.superAdminToken}`,
      {
        method: 'DELETE',
      },
    );
    expect(removed.status).toBe(204);
    await projects.shift()!.cleanup();
    await pools.shift()!.destroy();
    // The same key again, on a fresh database, with a collection of the same name and no webhooks.
    const fresh = await install('alpha');
    await createCollection(fresh, 'notes', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'title', type: 'string', column: 'string' },
    ]);
    await refreshSchema(server, 'alpha');
    await allowReceiver('alpha');
    const res = await call('alpha', '/items/notes', ADMIN_TOKEN, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'after reinstall' }),
    });
    expect(res.status).toBe(200);
    await settleDeliveries();
    expect(receiver.paths).toEqual([]);
    const rows = (await fresh('directus_webhook_deliveries').count({ n: '*' })) as { n: unknown }[];
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
