import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@atrium/sdk';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';
import { gql } from './setup';

/**
 * Issue 27: the schema is the role's (a blacklisted field and a forbidden collection are absent,
 * mutations only where allowed), writes go through the items services (the same rows, activity
 * and revisions as REST), errors carry the catalogue code, limits refuse before anything runs.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

const TYPE_FIELDS = `query ($name: String!) { __type(name: $name) { fields { name } } }`;
const ROOTS = `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`;

describe.each(targets)('GraphQL per role on $name', (target) => {
  let env: BlogEnv;
  let reader: { token: string };
  let knex: Knex;

  beforeAll(async () => {
    env = await startBlog(target, 'gqlrole', 12);
    knex = env.knex;
    reader = await createRoleWithUser(knex, 'Reader', [
      { collection: 'articles', read: 'full', read_field_blacklist: 'views', update: 'full' },
      { collection: 'authors', read: 'full' },
      { collection: 'directus_activity', read: 'mine', create: 'full' },
      { collection: 'directus_revisions', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('shows a role only what it may read, and the mutations it may make', async () => {
    const roots = await gql(env, ROOTS, undefined, { token: reader.token });
    expect(roots.body.errors).toBeUndefined();
    const queries = roots.body.data.__schema.queryType.fields.map((f: { name: string }) => f.name);
    expect(queries).toEqual(
      expect.arrayContaining(['articles', 'articles_by_id', 'articles_aggregated', 'authors']),
    );
    expect(queries).not.toContain('comments');
    expect(queries).not.toContain('tags');
    const mutations = roots.body.data.__schema.mutationType.fields.map((f: { name: string }) => f.name);
    expect(mutations).toEqual(expect.arrayContaining(['update_articles_item', 'update_articles_items']));
    expect(mutations).not.toContain('create_articles_item');
    expect(mutations).not.toContain('delete_articles_item');
    expect(mutations.some((m: string) => m.includes('authors'))).toBe(false);

    const fields = await gql(env, TYPE_FIELDS, { name: 'articles' }, { token: reader.token });
    const names = fields.body.data.__type.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('title');
    expect(names).toContain('author');
    expect(names).not.toContain('views'); // blacklisted
    expect(names).not.toContain('secret'); // a hash is never readable
    expect(names).not.toContain('comments'); // a collection the role cannot read

    // Asking for an absent field is a document error, as for any unknown field.
    const asked = await gql(env, '{ articles { id views } }', undefined, { token: reader.token });
    expect(asked.status).toBe(400);
    expect(asked.body.errors[0].extensions.code).toBe(ErrorCode.BadRequest);
    expect(asked.body.data).toBeUndefined();

    // The administrator sees everything; the public (no permissions) nothing but a placeholder.
    const admin = await gql(env, TYPE_FIELDS, { name: 'articles' });
    expect(admin.body.data.__type.fields.map((f: { name: string }) => f.name)).toContain('views');
    const anon = await gql(env, ROOTS, undefined, { token: null });
    expect(anon.body.data.__schema.queryType.fields.map((f: { name: string }) => f.name)).toEqual(['_empty']);
    expect(anon.body.data.__schema.mutationType).toBeNull();
  });

  it('drops a role schema when its permissions change', async () => {
    await knex('directus_permissions').insert({ role: 2, collection: 'tags', read: 'full' });
    await refreshSchema(env.server, env.key);
    const anon = await gql(env, '{ tags(sort: "id") { name } }', undefined, { token: null });
    expect(anon.body.errors).toBeUndefined();
    expect(anon.body.data.tags.map((t: { name: string }) => t.name)).toEqual(['news', 'tech', 'art']);
  });

  it('writes through the items service: the same rows, activity and revisions as REST', async () => {
    const payload = { status: 'draft', title: 'Twin', body: 'same', author: 2, views: 3 };
    const viaRest = await env.call('/items/articles', { method: 'POST', json: payload });
    expect(viaRest.status).toBe(200);
    const viaGql = await gql(
      env,
      'mutation ($data: create_articles_input!) { create_articles_item(data: $data) { id title author { name } } }',
      { data: payload },
    );
    expect(viaGql.body.errors).toBeUndefined();
    const made = viaGql.body.data.create_articles_item;
    expect(made).toMatchObject({ title: 'Twin', author: { name: 'Brian' } });
    const restId = viaRest.body.data.id;
    const strip = (r: Record<string, unknown>) => {
      const { id: _id, created_on: _c, modified_on: _m, ...rest } = r;
      return rest;
    };
    const rows = await knex('articles').whereIn('id', [restId, made.id]).orderBy('id');
    expect(strip(rows[1])).toEqual(strip(rows[0]));
    const activity = await knex('directus_activity')
      .where({ collection: 'articles' })
      .whereIn('item', [String(restId), String(made.id)])
      .orderBy('id');
    expect(activity.map((a) => [a.action, a.action_by])).toEqual([
      ['create', 1],
      ['create', 1],
    ]);
    const revisions = await knex('directus_revisions')
      .where({ collection: 'articles' })
      .whereIn('item', [String(restId), String(made.id)])
      .orderBy('id');
    expect(revisions).toHaveLength(2);
    const data = revisions.map((r) => {
      const d = typeof r.data === 'string' ? JSON.parse(r.data) : r.data;
      return strip(d);
    });
    expect(data[1]).toEqual(data[0]);

    // An update by the reader: allowed, recorded, and the answer hides the blacklisted field.
    const upd = await gql(
      env,
      `mutation { update_articles_item(id: ${made.id}, data: { title: "Twin 2" }) { id title } }`,
      undefined,
      { token: reader.token },
    );
    expect(upd.body.errors).toBeUndefined();
    expect(upd.body.data.update_articles_item).toEqual({ id: made.id, title: 'Twin 2' });
    const rev = await knex('directus_revisions').where({ collection: 'articles', item: String(made.id) });
    expect(rev).toHaveLength(2);

    const del = await gql(env, `mutation { delete_articles_items(ids: [${restId}, ${made.id}]) { ids } }`);
    expect(del.body.errors).toBeUndefined();
    expect(await knex('articles').whereIn('id', [restId, made.id])).toHaveLength(0);
  });

  it('answers a refused or failed write with its catalogue code and changes nothing', async () => {
    const before = await knex('articles').count({ c: '*' });
    const bad = await gql(
      env,
      'mutation { create_articles_items(data: [{ title: "ok" }, { title: null }]) { id } }',
    );
    expect(bad.status).toBe(200);
    expect(bad.body.errors).toHaveLength(1);
    expect(bad.body.errors[0].extensions.code).toBeGreaterThan(0);
    expect(bad.body.errors[0].path).toEqual(['create_articles_items']);
    expect(await knex('articles').count({ c: '*' })).toEqual(before);

    // A write the role may not make on a row: the update of a missing item.
    const missing = await gql(
      env,
      'mutation { update_articles_item(id: 99999, data: { title: "x" }) { id } }',
    );
    expect(missing.body.errors[0].extensions.code).toBe(ErrorCode.ItemNotFound);
    expect(missing.body.data).toEqual({ update_articles_item: null });
    // A mutation over GET is refused.
    const get = await env.call(
      `/graphql?query=${encodeURIComponent('mutation { delete_articles_item(id: 1) { id } }')}`,
    );
    expect(get.status).toBe(405);
    expect(await knex('articles').where({ id: 1 })).toHaveLength(1);
  });

  it('serves queries over GET, the system endpoint, and batches', async () => {
    const get = await env.call(
      `/graphql?query=${encodeURIComponent('{ authors(sort: "id", limit: 2) { name } }')}`,
    );
    expect(get.status).toBe(200);
    expect(get.body).toEqual({ data: { authors: [{ name: 'Ada' }, { name: 'Brian' }] } });
    const me = await gql(env, '{ users(filter: { id: { _eq: 1 } }) { email role { name } } }', undefined, {
      path: '/graphql/system',
    });
    expect(me.body.errors).toBeUndefined();
    expect(me.body.data.users).toEqual([{ email: env.project.email, role: { name: 'Administrator' } }]);
    // Directus 11's users_me and server_ping.
    const self = await gql(env, '{ users_me { id email role { name } } server_ping }', undefined, {
      path: '/graphql/system',
    });
    expect(self.body).toEqual({
      data: {
        users_me: { id: 1, email: env.project.email, role: { name: 'Administrator' } },
        server_ping: 'pong',
      },
    });
    const anonymous = await gql(env, '{ server_ping }', undefined, { path: '/graphql/system', token: null });
    expect(anonymous.body).toEqual({ data: { server_ping: 'pong' } });
    const secret = await gql(env, '{ users { password } }', undefined, { path: '/graphql/system' });
    expect(secret.status).toBe(400);
    const batch = await env.call('/graphql', {
      method: 'POST',
      json: [{ query: '{ authors_by_id(id: 1) { name } }' }, { query: '{ tags_by_id(id: 2) { name } }' }],
    });
    expect(batch.body).toEqual([
      { data: { authors_by_id: { name: 'Ada' } } },
      { data: { tags_by_id: { name: 'tech' } } },
    ]);
  });

  it('refuses requests past the limits before running them, and introspection when turned off', async () => {
    const file = path.join(env.server.dataDir, 'projects', `${env.key}.json`);
    const json = JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, unknown>;
    await fs.writeFile(
      file,
      JSON.stringify({
        ...json,
        read_limits: { max_relational_depth: 2, max_columns: 12 },
        graphql: { introspection: false, max_operations: 3 },
      }),
    );
    await new Promise((r) => setTimeout(r, 1200));
    const deep = await gql(env, '{ comments { article { author { name } tags { tag_id { name } } } } }');
    expect(deep.status).toBe(422);
    expect(deep.body.errors[0].extensions.code).toBe(ErrorCode.ReadTooLarge);
    expect(deep.body.errors[0].message).toContain('max_relational_depth');
    const wide = await gql(
      env,
      'fragment F on articles { id title body views } { a: articles { ...F } b: articles { ...F } c: articles { ...F } }',
    );
    expect(wide.body.errors[0].extensions.code).toBe(ErrorCode.ReadTooLarge);
    // A batch counts together: four reads are over three, and nothing of it runs.
    const batch = await env.call('/graphql', {
      method: 'POST',
      json: [
        { query: '{ a: authors { id } b: authors { id } }' },
        { query: 'mutation { delete_tags_item(id: 3) { id } } ' },
        { query: '{ c: authors { id } }' },
      ],
    });
    expect(batch.status).toBe(422);
    expect(await knex('tags').where({ id: 3 })).toHaveLength(1);
    const intro = await gql(env, '{ __schema { types { name } } }');
    expect(intro.status).toBe(400);
    expect(intro.body.errors[0].message).toMatch(/introspection/i);
    const sdl = await env.call('/server/specs/graphql');
    expect(sdl.status).toBe(403);
    await fs.writeFile(file, JSON.stringify(json));
    await new Promise((r) => setTimeout(r, 1200));
  });
});
