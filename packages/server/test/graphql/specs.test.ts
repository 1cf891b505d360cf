import SwaggerParser from '@apidevtools/swagger-parser';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Issue 27: `/server/specs/oas` is a valid OpenAPI 3.1 document (checked by a standard
 * validator) describing what the caller's role sees; `/server/specs/graphql` is the role's SDL.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

describe.each(targets)('API descriptions on $name', (target) => {
  let env: BlogEnv;
  let reader: { token: string };

  beforeAll(async () => {
    env = await startBlog(target, 'gqlspecs', 3);
    reader = await createRoleWithUser(env.knex, 'Reader', [
      { collection: 'articles', read: 'full', read_field_blacklist: 'views' },
      { collection: 'authors', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('serves a valid OpenAPI 3.1 document for the role', async () => {
    const admin = await env.call('/server/specs/oas');
    expect(admin.status).toBe(200);
    expect(admin.body.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(admin.body));
    expect(admin.body.paths['/items/comments/{id}'].delete).toBeDefined();
    expect(admin.body.components.schemas.Items_articles.properties.views).toBeDefined();
    expect(admin.body.components.schemas.Items_articles.properties).not.toHaveProperty('secret');
    expect(admin.body.paths['/users']).toBeDefined();

    const mine = await env.call('/server/specs/oas', { token: reader.token });
    expect(mine.status).toBe(200);
    await SwaggerParser.validate(structuredClone(mine.body));
    expect(Object.keys(mine.body.paths)).not.toContain('/items/comments');
    expect(mine.body.paths['/items/articles'].post).toBeUndefined();
    expect(mine.body.paths['/items/articles'].get).toBeDefined();
    const articles = mine.body.components.schemas.Items_articles.properties;
    expect(articles).not.toHaveProperty('views');
    expect(articles).not.toHaveProperty('comments');
    expect(articles.author.anyOf[1].$ref).toBe('#/components/schemas/Items_authors');
  });

  it('serves the role GraphQL schema as SDL', async () => {
    const res = await env.server.request(`/${env.key}/server/specs/graphql`, {
      headers: { Authorization: `Bearer ${reader.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    const schema = buildSchema(text);
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
      expect.arrayContaining(['articles', 'articles_by_id', 'authors_aggregated']),
    );
    expect(schema.getType('comments')).toBeUndefined();
    expect(Object.keys((schema.getType('articles') as { getFields(): object }).getFields())).not.toContain(
      'views',
    );
    const system = await env.server.request(`/${env.key}/server/specs/graphql/system`, {
      headers: { Authorization: `Bearer admin-static-token-for-tests` },
    });
    expect(await system.text()).toContain('type users');
  });
});
