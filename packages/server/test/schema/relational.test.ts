import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { ADMIN_TOKEN } from '../support/fixtures';
import {
  installProject,
  json,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

const pk = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
};
const text = (field: string) => ({
  field,
  type: 'string',
  datatype: 'VARCHAR',
  length: 100,
  interface: 'text-input',
});
const m2o = (field: string) => ({ field, type: 'm2o', datatype: 'INT', interface: 'many-to-one' });

const targets = await dbTargets();

/** Relational fields built through the schema endpoints the way the admin app builds them. */
describe.each(targets)('relations through the schema endpoints on $name', (target) => {
  let server: TestServer;
  let project: InstalledProject;
  let knex: Knex;
  const api = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const res = await server.request(`/_${path}`, {
      ...init,
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    const body = res.status === 204 ? null : await json(res);
    if (res.status >= 400)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };

  beforeAll(async () => {
    server = await startTestServer();
    project = await installProject(server, target, '_', { user_token: ADMIN_TOKEN });
    knex = await projectKnex(server, '_');
    await api('/collections', {
      method: 'POST',
      json: { collection: 'authors', fields: [pk, text('name')] },
    });
    await api('/collections', { method: 'POST', json: { collection: 'tags', fields: [pk, text('name')] } });
    await api('/collections', {
      method: 'POST',
      json: { collection: 'articles', fields: [pk, text('title'), m2o('author')] },
    });
    await api('/collections', {
      method: 'POST',
      json: { collection: 'articles_tags', hidden: true, fields: [pk, m2o('article'), m2o('tag')] },
    });
    // many-to-one with its one-to-many reverse, and a many-to-many through the junction.
    await api('/fields/authors', {
      method: 'POST',
      json: { field: 'articles', type: 'o2m', interface: 'one-to-many' },
    });
    await api('/fields/articles', {
      method: 'POST',
      json: { field: 'tags', type: 'o2m', interface: 'many-to-many' },
    });
    await api('/relations', {
      method: 'POST',
      json: [
        {
          collection_many: 'articles',
          field_many: 'author',
          collection_one: 'authors',
          field_one: 'articles',
        },
        {
          collection_many: 'articles_tags',
          field_many: 'article',
          collection_one: 'articles',
          field_one: 'tags',
          junction_field: 'tag',
        },
        {
          collection_many: 'articles_tags',
          field_many: 'tag',
          collection_one: 'tags',
          field_one: null,
          junction_field: 'article',
        },
      ],
    });
  });
  afterAll(async () => {
    await knex?.destroy();
    await server?.close();
    await project?.cleanup();
  });

  it('reads and writes across m2o, o2m and m2m at once', async () => {
    const author = (await api('/items/authors', { method: 'POST', json: { name: 'Ada' } })).data;
    const created = await api('/items/articles?fields=title,author.name,tags.tag.name', {
      method: 'POST',
      json: {
        title: 'Engines',
        author: author.id,
        tags: [{ tag: { name: 'math' } }, { tag: { name: 'history' } }],
      },
    });
    expect(created.data.title).toBe('Engines');
    expect(created.data.author).toEqual({ name: 'Ada' });
    expect(created.data.tags.map((t: { tag: { name: string } }) => t.tag.name).sort()).toEqual([
      'history',
      'math',
    ]);
    const byAuthor = (await api(`/items/authors/${author.id}?fields=name,articles.title`)).data;
    expect(byAuthor).toEqual({ name: 'Ada', articles: [{ title: 'Engines' }] });
  });

  it('deletes a many-to-many field with its junction rows and, when asked, the junction table', async () => {
    await api('/fields/articles/tags?delete_junction=1', { method: 'DELETE' });
    expect(await knex.schema.hasTable('articles_tags')).toBe(false);
    const relations = (await api('/relations')).data.map(
      (r: { collection_many: string; field_many: string }) => `${r.collection_many}.${r.field_many}`,
    );
    expect(relations).toContain('articles.author');
    expect(relations).not.toContain('articles_tags.article');
    expect(relations).not.toContain('articles_tags.tag');
    expect((await api('/collections')).data.map((c: { collection: string }) => c.collection)).not.toContain(
      'articles_tags',
    );
  });

  it('deletes a many-to-one field together with the reverse one-to-many alias', async () => {
    await api('/fields/articles/author', { method: 'DELETE' });
    const authorFields = (await api('/fields/authors')).data.map((f: { field: string }) => f.field);
    expect(authorFields).toEqual(['id', 'name']);
    expect(
      (await api('/relations')).data.filter(
        (r: { collection_many: string }) => r.collection_many === 'articles',
      ),
    ).toEqual([]);
  });
});
