import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureWebhookDelivery } from '../../src/services/webhooks/dispatcher';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/** Webhooks fire after commit, in the background, with retries and a delivery log (api.md §7.7). */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

interface Received {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

/** A local receiver: `/ok`, `/flaky` (two 500s, then 200), `/slow` (answers after 3 s). */
async function startReceiver() {
  const received: Received[] = [];
  let flaky = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      received.push({
        path: url,
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      if (url.startsWith('/flaky') && ++flaky <= 2) return res.writeHead(500).end('not yet');
      if (url.startsWith('/slow')) return setTimeout(() => res.writeHead(200).end('ok'), 3000);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    received,
    async waitFor(prefix: string, n = 1, timeoutMs = 15_000): Promise<Received[]> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hits = received.filter((r) => r.path.startsWith(prefix));
        if (hits.length >= n) return hits;
        if (Date.now() > until) throw new Error(`only ${hits.length} calls to ${prefix}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function allowPrivate(env: BlogEnv, allow: string[]) {
  const file = path.join(env.server.dataDir, 'projects', `${env.key}.json`);
  const config = JSON.parse(await fs.readFile(file, 'utf8'));
  config.outbound = { ...(config.outbound ?? {}), allow_private: allow };
  await fs.writeFile(file, JSON.stringify(config, null, 2));
  const later = new Date(Date.now() + 2000);
  await fs.utimes(file, later, later);
  await new Promise((r) => setTimeout(r, 1100));
}

describe.each(targets)('webhooks on $name', (target) => {
  let env: BlogEnv;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let base: string;

  const hook = async (url: string, extra: Record<string, unknown> = {}) => {
    const res = await env.call('/webhooks', {
      method: 'POST',
      json: {
        status: 'active',
        http_action: 'post',
        url,
        collection: 'authors',
        directus_action: 'item.create:after',
        ...extra,
      },
    });
    expect(res.status).toBe(200);
    return res.body.data.id as number;
  };
  const deliveriesOf = async (webhook: number) => {
    const res = await env.call(`/webhooks/${webhook}/deliveries`);
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>[];
  };
  const settled = async (webhook: number, timeoutMs = 15_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const rows = await deliveriesOf(webhook);
      if (rows.length && rows.every((r) => r.status !== 'pending')) return rows;
      if (Date.now() > until) throw new Error(`deliveries of ${webhook} still pending`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const deactivate = (id: number) =>
    env.call(`/webhooks/${id}`, { method: 'PATCH', json: { status: 'inactive' } });

  beforeAll(async () => {
    configureWebhookDelivery({ backoffMs: 100, timeoutMs: 5000 });
    receiver = await startReceiver();
    base = `http://127.0.0.1:${receiver.port}`;
    env = await startBlog(target, 'hooks', 2);
    await allowPrivate(env, [`127.0.0.1:${receiver.port}`]);
  });
  afterAll(async () => {
    await env?.close();
    await receiver?.close();
  });

  it('posts the created, updated and deleted rows to a loopback receiver the project allows', async () => {
    const created = await hook(`${base}/ok/create`);
    const updated = await hook(`${base}/ok/update`, { directus_action: 'item.update:after' });
    const deleted = await hook(`${base}/ok/delete`, {
      directus_action: 'item.delete:after',
      http_action: 'get',
    });

    const res = await env.call('/items/authors', {
      method: 'POST',
      json: { name: 'Ada', email: 'ada@example.com' },
    });
    const id = res.body.data.id;
    const [create] = await receiver.waitFor('/ok/create');
    expect(create!.method).toBe('POST');
    expect(create!.headers['content-type']).toBe('application/json');
    expect(create!.headers['x-atrium-event']).toBe('item.create:after');
    expect(JSON.parse(create!.body)).toMatchObject({
      id,
      name: 'Ada',
      email: 'ada@example.com',
      rating: null,
    });

    await env.call(`/items/authors/${id}`, { method: 'PATCH', json: { rating: 5 } });
    const [update] = await receiver.waitFor('/ok/update');
    expect(JSON.parse(update!.body)).toEqual({ id, rating: 5 });

    await env.call(`/items/authors/${id}`, { method: 'DELETE' });
    const [del] = await receiver.waitFor('/ok/delete');
    expect([del!.method, del!.body]).toEqual(['GET', '']);

    const log = await settled(created);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      status: 'success',
      attempts: 1,
      response_status: 200,
      event: 'item.create:after',
      collection: 'authors',
      item: String(id),
      error: null,
    });
    const all = await env.call('/webhooks/deliveries');
    expect(all.body.data.map((d: { webhook: number }) => d.webhook)).toEqual(
      expect.arrayContaining([created, updated, deleted]),
    );
    expect((await env.call('/webhooks/deliveries', { token: null })).status).toBe(401);
    for (const h of [created, updated]) await deactivate(h);
    expect((await env.call(`/webhooks/${deleted}`, { method: 'DELETE' })).status).toBe(204);
    const orphaned = await env.knex('directus_webhook_deliveries').where({ webhook: deleted });
    expect(orphaned).toEqual([]);
  });

  it('retries a failing receiver with backoff and delivers the event once', async () => {
    const id = await hook(`${base}/flaky`);
    await env.call('/items/authors', { method: 'POST', json: { name: 'Grace' } });
    const calls = await receiver.waitFor('/flaky', 3);
    await settled(id);
    await new Promise((r) => setTimeout(r, 500));
    const all = receiver.received.filter((r) => r.path === '/flaky');
    expect(all).toHaveLength(3);
    expect(new Set(all.map((c) => c.body)).size).toBe(1);
    // One delivery id across the retries, so the receiver can tell them apart from new events.
    expect(new Set(all.map((c) => c.headers['x-atrium-delivery'])).size).toBe(1);
    expect(JSON.parse(calls[0]!.body)).toMatchObject({ name: 'Grace' });
    expect(all[1]!.at - all[0]!.at).toBeGreaterThanOrEqual(90);
    expect(all[2]!.at - all[1]!.at).toBeGreaterThanOrEqual(190);
    const [log] = await deliveriesOf(id);
    expect(log).toMatchObject({ status: 'success', attempts: 3, response_status: 200, error: null });
    await deactivate(id);
  });

  it('does not make the write wait for a slow receiver', async () => {
    const id = await hook(`${base}/slow`);
    const started = Date.now();
    const res = await env.call('/items/authors', { method: 'POST', json: { name: 'Slow' } });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(1500);
    await receiver.waitFor('/slow');
    const [log] = await settled(id, 10_000);
    expect(log).toMatchObject({ status: 'success', attempts: 1 });
    await deactivate(id);
  });

  it('refuses loopback, private and link-local destinations the project does not allow', async () => {
    const other = await startReceiver();
    try {
      const a = await hook(`http://127.0.0.1:${other.port}/nope`);
      const b = await hook('http://169.254.169.254/latest/meta-data');
      const c = await hook('http://10.1.2.3/hook');
      const res = await env.call('/items/authors', { method: 'POST', json: { name: 'Eve' } });
      expect(res.status).toBe(200);
      for (const h of [a, b, c]) {
        const [log] = await settled(h);
        expect(log).toMatchObject({ status: 'failed', attempts: 1, response_status: null });
        expect(String(log!.error)).toMatch(/private or reserved address/);
        await deactivate(h);
      }
      expect(other.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  it('stops firing once a webhook is inactive; fires for system collections too', async () => {
    const id = await hook(`${base}/ok/off`);
    await deactivate(id);
    const roles = await hook(`${base}/ok/roles`, { collection: 'directus_roles' });
    await env.call('/items/authors', { method: 'POST', json: { name: 'Nobody' } });
    await env.call('/roles', { method: 'POST', json: { name: 'Hooked' } });
    const [role] = await receiver.waitFor('/ok/roles');
    expect(JSON.parse(role!.body)).toMatchObject({ name: 'Hooked' });
    expect(receiver.received.filter((r) => r.path === '/ok/off')).toHaveLength(0);
    // Secrets of the row (password hash, static token) are not sent.
    const users = await hook(`${base}/ok/users`, { collection: 'directus_users' });
    await env.call('/users', {
      method: 'POST',
      json: {
        email: 'hooked@example.com',
        password: 'a-long-password',
        token: 'hooked-static-token',
        first_name: 'H',
        last_name: 'K',
        role: 1,
      },
    });
    const [user] = await receiver.waitFor('/ok/users');
    const sent = JSON.parse(user!.body);
    expect(sent).toMatchObject({ email: 'hooked@example.com', status: 'draft' });
    expect(sent).not.toHaveProperty('password');
    expect(sent).not.toHaveProperty('token');
    await deactivate(users);
    expect(await deliveriesOf(id)).toEqual([]);
    await deactivate(roles);
  });
});
