import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { userAccountability } from '../../src/auth/accountability';
import { ApiError } from '../../src/errors';
import { createServiceContext, type ServiceContext } from '../../src/services/items/context';
import { serviceFor } from '../../src/services/system';
import { configureWebhookDelivery } from '../../src/services/webhooks/dispatcher';
import { dbTargets } from '../support/databases';
import { createCollection, createRelation, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * The collection table (services/system/index.ts): `serviceFor` gives every collection its
 * declared behaviour with nothing imported for its side effect, and refuses a system collection
 * the table does not list.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

const SRC = path.resolve(import.meta.dirname, '../../src');

async function sourceFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await sourceFiles(full)));
    else if (entry.name.endsWith('.ts')) out.push(full);
  }
  return out;
}

describe('collection behaviour is declared, not registered by import', () => {
  it('no service module is imported for its side effect', async () => {
    const bare: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      const text = await fs.readFile(file, 'utf8');
      for (const m of text.matchAll(/^import\s+['"]([^'"]+)['"];?$/gm)) {
        const target = path.resolve(path.dirname(file), m[1]!);
        if (target.startsWith(path.join(SRC, 'services'))) bare.push(`${path.relative(SRC, file)}: ${m[1]}`);
      }
    }
    expect(bare).toEqual([]);
  });
});

async function startReceiver() {
  const received: { path: string; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as AddressInfo).port,
    async waitFor(prefix: string, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const hits = received.filter((r) => r.path.startsWith(prefix));
        if (hits.length) return hits;
        if (Date.now() > until) throw new Error(`no call to ${prefix}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ApiError) return e.code;
    throw e;
  }
};

describe.each(targets)('serviceFor on $name', (target) => {
  let env: BlogEnv;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let ctx: ServiceContext;

  beforeAll(async () => {
    configureWebhookDelivery({ backoffMs: 100, timeoutMs: 5000 });
    receiver = await startReceiver();
    env = await startBlog(target, 'table', 2);
    // Deliveries to the local receiver are allowed for this project.
    const file = path.join(env.server.dataDir, 'projects', `${env.key}.json`);
    const config = JSON.parse(await fs.readFile(file, 'utf8'));
    config.outbound = { allow_private: [`127.0.0.1:${receiver.port}`] };
    await fs.writeFile(file, JSON.stringify(config, null, 2));
    const later = new Date(Date.now() + 2000);
    await fs.utimes(file, later, later);
    await new Promise((r) => setTimeout(r, 1100));
    const project = (await env.server.registry.get(env.key))!;
    ctx = await createServiceContext(project, userAccountability(1, ADMIN_ROLE_ID));
  });
  afterAll(async () => {
    await env?.close();
    await receiver?.close();
  });

  it("a webhook written through serviceFor is checked by its entry's rules and fires", async () => {
    const hooks = serviceFor('directus_webhooks', ctx);
    const webhook = {
      status: 'active',
      http_action: 'post',
      collection: 'authors',
      directus_action: 'item.create:after',
    };
    // The webhooks entry refuses what is not an http(s) URL (its beforeWrite).
    expect(await codeOf(hooks.createOne({ ...webhook, url: 'ftp://example.com/x' }))).toBe(4);
    await hooks.createOne({ ...webhook, url: `http://127.0.0.1:${receiver.port}/table-hook` });
    // A write through serviceFor of a user collection reaches the dispatcher once committed.
    const key = await serviceFor('authors', ctx).createMany([{ name: 'Through the table' }]);
    const [call] = await receiver.waitFor('/table-hook');
    expect(JSON.parse(call!.body)).toMatchObject({ id: key[0], name: 'Through the table' });
  });

  it('a nested write reaches the behaviour of the collection it touches', async () => {
    await createCollection(env.knex, 'reviews', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'reviewer', type: 'm2o', column: 'integer' },
    ]);
    await createRelation(env.knex, {
      collection_many: 'reviews',
      field_many: 'reviewer',
      collection_one: 'directus_users',
    });
    await refreshSchema(env.server, env.key);
    const project = (await env.server.registry.get(env.key))!;
    const fresh = await createServiceContext(project, userAccountability(1, ADMIN_ROLE_ID));
    // A role created through serviceFor gets the default permissions (the roles entry's effect).
    const [role] = await serviceFor('directus_roles', fresh).createMany([{ name: 'Reviewers' }]);
    const granted = await env.knex('directus_permissions').where({ role });
    expect(granted.map((p) => p.collection)).toContain('directus_users');
    // A user created inside a review: the users entry normalises it (the e-mail trimmed, the
    // status defaulted) as it does for POST /users.
    const [id] = await serviceFor('reviews', fresh).createMany([
      {
        reviewer: {
          role,
          email: '  nested-reviewer@example.com  ',
          first_name: 'Nested',
          last_name: 'Reviewer',
          password: 'a long enough password',
        },
      },
    ]);
    const review = await env.knex('reviews').where({ id }).first();
    const user = await env.knex('directus_users').where({ id: review.reviewer }).first();
    expect(user.email).toBe('nested-reviewer@example.com');
    expect(user.status).toBe('draft');
  });

  it('a system collection the table does not list is refused, even when its table exists', async () => {
    expect(await codeOf(Promise.resolve().then(() => serviceFor('directus_nothing', ctx)))).toBe(200);
    await env.knex.schema.createTable('directus_unlisted', (t) => {
      t.increments('id');
      t.string('name');
    });
    await refreshSchema(env.server, env.key);
    const project = (await env.server.registry.get(env.key))!;
    const fresh = await createServiceContext(project, userAccountability(1, ADMIN_ROLE_ID));
    expect(fresh.schema.collections.has('directus_unlisted')).toBe(true);
    expect(await codeOf(Promise.resolve().then(() => serviceFor('directus_unlisted', fresh)))).toBe(200);
    // Listed system collections and user collections are served.
    expect(serviceFor('directus_roles', fresh).collection.collection).toBe('directus_roles');
    expect(serviceFor('authors', fresh).collection.collection).toBe('authors');
    await env.knex.schema.dropTable('directus_unlisted');
  });
});
