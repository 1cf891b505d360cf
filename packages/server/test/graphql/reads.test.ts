import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createCollection, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';
import { countStatements, gql } from './setup';

/**
 * Issue 27: GraphQL reads run the REST read path. The same page as REST (rows, fields, order),
 * with the same statements, one per relation level; filters with every operator; aggregates.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

describe.each(targets)('GraphQL reads on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'gqlread', 30);
    await createCollection(
      env.knex,
      'homepage',
      [
        { field: 'id', type: 'integer', column: 'increments' },
        { field: 'headline', type: 'string', column: 'string' },
      ],
      { single: true },
    );
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    await env?.close();
  });

  const rest = async (params: Record<string, unknown>) => {
    const res = await env.call(`/items/articles?${qs.stringify(params, { encode: false })}`);
    expect(res.status).toBe(200);
    return res.body.data as Record<string, unknown>[];
  };

  it('answers the REST first page with author and tags, with the same statements', async () => {
    const query = `{ articles(sort: ["-views", "id"], limit: 10) {
      id title author { name } tags { tag_id { name } } } }`;
    const params = { fields: 'id,title,author.name,tags.tag_id.name', sort: '-views,id', limit: 10 };
    // Warm both (plans are cached per request shape), then count.
    const g = await gql(env, query);
    expect(g.status).toBe(200);
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.articles).toEqual(await rest(params));
    await rest(params);
    const graphqlSql: string[] = [];
    const restSql: string[] = [];
    const viaGraphql = await countStatements(() => gql(env, query), graphqlSql);
    const viaRest = await countStatements(() => rest(params), restSql);
    expect(viaRest).toBeGreaterThanOrEqual(1);
    expect(viaGraphql).toBe(viaRest);
    expect(graphqlSql).toEqual(restSql);
    expect(viaGraphql).toBeLessThanOrEqual(4);
  });

  it('filters with every operator as REST filters', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['{ views: { _eq: 10 } }', { views: { eq: 10 } }],
      ['{ views: { _neq: 10 } }', { views: { neq: 10 } }],
      ['{ views: { _lt: 50 } }', { views: { lt: 50 } }],
      ['{ views: { _lte: 50 } }', { views: { lte: 50 } }],
      ['{ views: { _gt: 50 } }', { views: { gt: 50 } }],
      ['{ views: { _gte: 50 } }', { views: { gte: 50 } }],
      ['{ id: { _in: [1, 2, 3] } }', { id: { in: '1,2,3' } }],
      ['{ id: { _nin: [1, 2, 3] } }', { id: { nin: '1,2,3' } }],
      ['{ body: { _null: true } }', { body: { null: 1 } }],
      ['{ body: { _nnull: true } }', { body: { nnull: 1 } }],
      ['{ title: { _contains: "a" } }', { title: { contains: 'a' } }],
      ['{ title: { _ncontains: "a" } }', { title: { ncontains: 'a' } }],
      ['{ body: { _empty: true } }', { body: { empty: 1 } }],
      ['{ body: { _nempty: true } }', { body: { nempty: 1 } }],
      ['{ author: { name: { _eq: "Ada" } } }', { 'author.name': { eq: 'Ada' } }],
      [
        '{ _or: [{ views: { _lt: 20 } }, { views: { _gt: 80 } }] }',
        { views: [{ lt: 20 }, { gt: 80, logical: 'or' }] },
      ],
      ['{ _and: [{ views: { _gt: 20 } }, { id: { _lt: 20 } }] }', { views: { gt: 20 }, id: { lt: 20 } }],
    ];
    for (const [filter, restFilter] of cases) {
      const g = await gql(env, `{ articles(filter: ${filter}, limit: -1, sort: "id") { id } }`);
      expect(g.body.errors, filter).toBeUndefined();
      const r = await rest({ fields: 'id', filter: restFilter, limit: -1, sort: 'id' });
      expect(g.body.data.articles, filter).toEqual(r);
    }
  });

  it('reads by id, nests one-to-many lists and searches', async () => {
    const g = await gql(
      env,
      `{ articles_by_id(id: 1) { id title comments { text } } missing: articles_by_id(id: 99999) { id } }`,
    );
    expect(g.body.errors).toBeUndefined();
    const r = await env.call('/items/articles/1?fields=id,title,comments.text');
    expect(g.body.data.articles_by_id).toEqual(r.body.data);
    expect(g.body.data.missing).toBeNull();
    const s = await gql(env, `{ articles(search: "alpha", limit: -1) { id } }`);
    expect(s.body.data.articles).toEqual(await rest({ fields: 'id', q: 'alpha', limit: -1 }));
  });

  it('takes filter, sort, limit, offset and search on nested lists, as REST takes deep', async () => {
    const query = `query ($n: Int) { articles(sort: ["id"], limit: 8) {
      id comments(sort: ["-likes", "id"], limit: $n, filter: { likes: { _gte: 1 } }) { id likes }
      tags(filter: { tag_id: { name: { _in: ["tech", "art"] } } }, sort: ["-tag_id"]) { tag_id { name } } } }`;
    const params = {
      fields: 'id,comments.id,comments.likes,tags.tag_id.name',
      sort: 'id',
      limit: 8,
      deep: {
        comments: { _sort: '-likes,id', _limit: 2, _filter: { likes: { _gte: 1 } } },
        tags: { _filter: { tag_id: { name: { _in: ['tech', 'art'] } } }, _sort: '-tag_id' },
      },
    };
    const g = await gql(env, query, { n: 2 });
    expect(g.body.errors).toBeUndefined();
    const viaRest = await rest(params);
    expect(g.body.data.articles).toEqual(viaRest);
    // What the seed says: at most two comments each, the most liked first, none with 0 likes.
    for (const a of g.body.data.articles as { id: number; comments: { id: number; likes: number }[] }[]) {
      const expected = env.rows.comments
        .filter((c) => c.article === a.id && c.likes >= 1)
        .sort((x, y) => y.likes - x.likes || x.id - y.id)
        .slice(0, 2)
        .map((c) => ({ id: c.id, likes: c.likes }));
      expect(a.comments).toEqual(expected);
    }
    // The same statements as the REST read with deep.
    const count = async (fn: () => Promise<unknown>) => countStatements(fn);
    expect(await count(() => gql(env, query, { n: 2 }))).toBe(await count(() => rest(params)));

    // Another variable value is another read (not the plan kept for the first).
    const one = await gql(env, query, { n: 1 });
    for (const a of one.body.data.articles as { comments: unknown[] }[])
      expect(a.comments.length).toBeLessThanOrEqual(1);

    // Offset, page and search on a nested list; by id too.
    const byId = await gql(env, `{ articles_by_id(id: 11) { comments(offset: 1, search: "on 11") { id } } }`);
    expect(byId.body.data.articles_by_id.comments).toEqual(
      env.rows.comments
        .filter((c) => c.article === 11)
        .slice(1)
        .map((c) => ({ id: c.id })),
    );

    // The same list twice (aliases) with different arguments cannot be read as one REST read.
    const twice = await gql(
      env,
      `{ articles(limit: 2) { a: comments(limit: 1) { id } b: comments(limit: 2) { id } } }`,
    );
    expect(twice.body.errors[0].extensions.code).toBe(2);
    expect(twice.body.errors[0].message).toMatch(/different arguments/);
    // Introspection shows the arguments of nested lists.
    const type = await gql(env, `{ __type(name: "articles") { fields { name args { name } } } }`);
    const comments = type.body.data.__type.fields.find((f: { name: string }) => f.name === 'comments');
    expect(comments.args.map((a: { name: string }) => a.name)).toEqual([
      'filter',
      'sort',
      'limit',
      'offset',
      'page',
      'search',
    ]);
  });

  it('answers plain queries exactly as the general executor does (aliases, fragments, __typename, errors)', async () => {
    // A directive sends a query through graphql-js's executor; without it the compiled projector answers.
    const queries = [
      `{ articles(sort: ["id"], limit: 5) DIR { id t: title title __typename author { __typename name n: name } } }`,
      `query Q($l: Int = 3) { articles(limit: $l, sort: ["-id"]) DIR { ...A ... on articles { views } comments { id } } }
       fragment A on articles { id title tags { tag_id { name } } }`,
      `{ a: articles(limit: 2, sort: ["id"]) DIR { id } b: articles(limit: 2, sort: ["-id"]) { id published_on price featured meta } }`,
      `{ articles_by_id(id: 4) DIR { id author { id } } none: articles_by_id(id: 99999) { id } }`,
      `{ articles(limit: 2) DIR { id nope } }`,
      `{ articles(limit: 2, filter: { views: { _gt: "many" } }) DIR { id } }`,
      `{ articles(limit: 2, sort: ["nope"]) DIR { id } }`,
    ];
    for (const q of queries) {
      // The same length either way, so error locations match.
      const general = q.replace('DIR', '@include(if: true)');
      const plain = q.replace('DIR', ' '.repeat('@include(if: true)'.length));
      const [x, y] = [await gql(env, plain), await gql(env, general)];
      expect(x.status, plain).toBe(y.status);
      expect(x.body, plain).toEqual(y.body);
    }
    const ok = await gql(env, `{ articles(sort: ["id"], limit: 1) { i: id __typename } }`);
    expect(ok.body.data.articles).toEqual([{ i: 1, __typename: 'articles' }]);
    // Variables of the wrong type are reported as graphql-js reports them.
    const badVar = await gql(env, `query ($l: Int) { articles(limit: $l) { id } }`, { l: 'x' });
    expect(badVar.status).toBe(400);
    expect(badVar.body.errors[0].message).toMatch(/\$l/);
  });

  it('aggregates: count, countDistinct, sum, avg, min, max, grouped', async () => {
    const g = await gql(
      env,
      `{ articles_aggregated(groupBy: ["author"], filter: { views: { _nnull: true } }) {
        group countAll count { id } countDistinct { views } sum { views } avg { views } min { views } max { views } } }`,
    );
    expect(g.body.errors).toBeUndefined();
    const rows = await rest({ fields: 'id,author,views', filter: { views: { nnull: 1 } }, limit: -1 });
    const byAuthor = new Map<unknown, number[]>();
    for (const r of rows) byAuthor.set(r.author, [...(byAuthor.get(r.author) ?? []), Number(r.views)]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const groups = g.body.data.articles_aggregated as Record<string, any>[];
    expect(groups).toHaveLength(byAuthor.size);
    for (const grp of groups) {
      const views = byAuthor.get(grp.group.author)!;
      expect(grp.countAll).toBe(views.length);
      expect(grp.count.id).toBe(views.length);
      expect(grp.countDistinct.views).toBe(new Set(views).size);
      expect(grp.sum.views).toBe(views.reduce((a, b) => a + b, 0));
      expect(grp.avg.views).toBeCloseTo(views.reduce((a, b) => a + b, 0) / views.length, 3);
      expect(grp.min.views).toBe(Math.min(...views));
      expect(grp.max.views).toBe(Math.max(...views));
    }
  });

  it('nests system collections (the owner) and their translations, and serves singletons as one object', async () => {
    const g = await gql(
      env,
      '{ articles(sort: "id", limit: 3) { id owner { email } translations { language headline } } }',
    );
    expect(g.body.errors).toBeUndefined();
    expect(g.body.data.articles).toEqual(
      await rest({
        fields: 'id,owner.email,translations.language,translations.headline',
        sort: 'id',
        limit: 3,
      }),
    );
    expect(g.body.data.articles[0].owner.email).toBe(env.project.email);

    const empty = await gql(env, '{ homepage { headline } }');
    expect(empty.body).toEqual({ data: { homepage: null } });
    const made = await gql(
      env,
      'mutation { update_homepage_singleton(data: { headline: "Hi" }) { headline } }',
    );
    expect(made.body).toEqual({ data: { update_homepage_singleton: { headline: 'Hi' } } });
    const again = await gql(
      env,
      'mutation { update_homepage_singleton(data: { headline: "Hello" }) { id headline } }',
    );
    expect(again.body.data.update_homepage_singleton.headline).toBe('Hello');
    expect(await env.knex('homepage').select('headline')).toEqual([{ headline: 'Hello' }]);
    const read = await gql(env, '{ homepage { headline } }');
    expect(read.body).toEqual({ data: { homepage: { headline: 'Hello' } } });
  });
});
