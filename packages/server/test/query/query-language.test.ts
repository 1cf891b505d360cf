import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';
import { createCollection, refreshSchema } from '../support/fixtures';
import type { SeedArticle } from '../items/blog';
import { matchSequence, type Cond, type Row } from './evaluator';
import { userAccountability } from '../../src/auth/accountability';
import { ProjectState } from '../../src/projects/project-state';
import type { Project } from '../../src/projects/registry';
import { createServiceContext } from '../../src/services/items/context';
import { serviceFor } from '../../src/services/system';

/**
 * The query language (api.md §4) against SQLite, PostgreSQL and MariaDB. Every expectation is
 * computed here from the inserted rows.
 */

const targets = await dbTargets();
const TEXT = new Set(['title', 'body', 'status']);

type Articles = SeedArticle[];
interface Case {
  name: string;
  query: Record<string, unknown>;
  /** Expected ids, in order. */
  ids: (a: Articles, env: BlogEnv) => number[];
}

const visible = (a: Articles) => a.filter((r) => r.status !== 'deleted');
const ids = (a: Articles) => a.map((r) => r.id);
const byId = (a: Articles) => [...a].sort((x, y) => x.id - y.id);
const where = (seq: Omit<Cond, 'or'>[] | Cond[]) => (a: Articles) =>
  ids(
    byId(visible(a)).filter((r) =>
      matchSequence(
        r as unknown as Row,
        seq.map((c) => ({ or: false, ...c })),
        TEXT,
      ),
    ),
  );

/** Sort with NULLs last (setting sort_null_last = 1) and the PK as tie-breaker. */
function sorted(a: Articles, key: keyof SeedArticle, desc = false): Articles {
  return [...a].sort((x, y) => {
    const vx = x[key];
    const vy = y[key];
    if (vx === null && vy !== null) return 1;
    if (vy === null && vx !== null) return -1;
    if (vx !== null && vy !== null && vx !== vy) return (vx < vy ? -1 : 1) * (desc ? -1 : 1);
    return x.id - y.id;
  });
}

const CASES: Case[] = [
  { name: 'default list hides soft-deleted rows', query: {}, ids: (a) => ids(visible(a)) },
  { name: 'status=* returns every status', query: { status: '*' }, ids: (a) => ids(a) },
  {
    name: 'status list',
    query: { status: 'draft,deleted' },
    ids: (a) => ids(a.filter((r) => r.status !== 'published')),
  },
  {
    name: 'eq',
    query: { filter: { views: { eq: 74 } } },
    ids: where([{ field: 'views', op: 'eq', value: 74 }]),
  },
  {
    name: 'implicit eq',
    query: { filter: { author: 2 } },
    ids: where([{ field: 'author', op: 'eq', value: 2 }]),
  },
  {
    name: 'neq (alias !=)',
    query: { filter: { author: { '!=': 2 } } },
    ids: where([{ field: 'author', op: 'neq', value: 2 }]),
  },
  {
    name: 'lt',
    query: { filter: { views: { lt: 30 } } },
    ids: where([{ field: 'views', op: 'lt', value: 30 }]),
  },
  {
    name: 'lte',
    query: { filter: { price: { lte: 20.5 } } },
    ids: where([{ field: 'price', op: 'lte', value: 20.5 }]),
  },
  {
    name: 'gt',
    query: { filter: { views: { gt: 60 } } },
    ids: where([{ field: 'views', op: 'gt', value: 60 }]),
  },
  {
    name: 'gte on a datetime',
    query: { filter: { published_on: { gte: '2024-06-01' } } },
    ids: where([{ field: 'published_on', op: 'gte', value: '2024-06-01' }]),
  },
  {
    name: 'in (csv)',
    query: { filter: { author: { in: '1,3' } } },
    ids: where([{ field: 'author', op: 'in', value: '1,3' }]),
  },
  {
    name: 'in (array)',
    query: { filter: { author: { in: ['1', '3'] } } },
    ids: where([{ field: 'author', op: 'in', value: ['1', '3'] }]),
  },
  {
    name: 'nin',
    query: { filter: { author: { nin: '1,3' } } },
    ids: where([{ field: 'author', op: 'nin', value: '1,3' }]),
  },
  {
    name: 'null',
    query: { filter: { author: { null: 1 } } },
    ids: where([{ field: 'author', op: 'null', value: 1 }]),
  },
  {
    name: 'nnull',
    query: { filter: { views: { nnull: 1 } } },
    ids: where([{ field: 'views', op: 'nnull', value: 1 }]),
  },
  {
    name: 'contains (case-insensitive)',
    query: { filter: { title: { contains: 'epsilon' } } },
    ids: where([{ field: 'title', op: 'contains', value: 'epsilon' }]),
  },
  {
    name: 'contains escapes % and _',
    query: { filter: { body: { contains: '50% off_1' } } },
    ids: where([{ field: 'body', op: 'contains', value: '50% off_1' }]),
  },
  {
    name: 'ncontains',
    query: { filter: { title: { ncontains: 'alpha' } } },
    ids: where([{ field: 'title', op: 'ncontains', value: 'alpha' }]),
  },
  {
    name: 'like alias with empty value drops the condition',
    query: { filter: { title: { like: '' } } },
    ids: (a) => ids(visible(a)),
  },
  {
    name: 'rlike with caller wildcards',
    query: { filter: { title: { rlike: 'beta%' } } },
    ids: (a) => ids(visible(a).filter((r) => r.title.toLowerCase().startsWith('beta'))),
  },
  {
    name: 'nrlike',
    query: { filter: { title: { nrlike: '%1' } } },
    ids: (a) => ids(visible(a).filter((r) => !r.title.endsWith('1'))),
  },
  {
    name: 'between',
    query: { filter: { views: { between: '20,60' } } },
    ids: where([{ field: 'views', op: 'between', value: '20,60' }]),
  },
  {
    name: 'nbetween',
    query: { filter: { views: { nbetween: [20, 60] } } },
    ids: where([{ field: 'views', op: 'nbetween', value: ['20', '60'] }]),
  },
  {
    name: 'empty on text',
    query: { filter: { body: { empty: 1 } } },
    ids: where([{ field: 'body', op: 'empty', value: 1 }]),
  },
  {
    name: 'nempty on text',
    query: { filter: { body: { nempty: 1 } } },
    ids: where([{ field: 'body', op: 'nempty', value: 1 }]),
  },
  {
    name: 'boolean eq',
    query: { filter: { featured: { eq: 'true' } } },
    ids: where([{ field: 'featured', op: 'eq', value: 'true' }]),
  },
  {
    name: 'logical=or joins to the preceding conditions; AND binds tighter',
    query: { filter: { author: { eq: 1 }, views: { gt: 50 }, price: { logical: 'or', lt: 10 } } },
    ids: where([
      { field: 'author', op: 'eq', value: 1, or: false },
      { field: 'views', op: 'gt', value: 50, or: false },
      { field: 'price', op: 'lt', value: 10, or: true },
    ]),
  },
  {
    name: 'several conditions on one field',
    query: { filter: { views: [{ lt: 10 }, { logical: 'or', gt: 90 }] } },
    ids: where([
      { field: 'views', op: 'lt', value: 10, or: false },
      { field: 'views', op: 'gt', value: 90, or: true },
    ]),
  },
  {
    name: 'OR cannot escape the status restriction ([v8 bug] fixed)',
    query: { filter: { author: { eq: 1 }, views: { logical: 'or', nnull: 1 } } },
    ids: (a) => ids(visible(a).filter((r) => r.author === 1 || r.views !== null)),
  },
  {
    name: 'relational m2o path',
    query: { filter: { 'author.name': { eq: 'Brian' } } },
    ids: (a) => ids(visible(a).filter((r) => r.author === 2)),
  },
  {
    name: 'contains on an m2o field searches the related item',
    query: { filter: { author: { contains: 'hen' } } },
    ids: (a) => ids(visible(a).filter((r) => r.author === 3)),
  },
  {
    name: 'relational o2m path',
    query: { filter: { 'comments.likes': { gte: 8 } } },
    ids: (a, env) => {
      const hit = new Set(env.rows.comments.filter((c) => c.likes >= 8).map((c) => c.article));
      return ids(visible(a).filter((r) => hit.has(r.id)));
    },
  },
  {
    name: 'm2m path through the junction',
    query: { filter: { 'tags.tag_id.name': { eq: 'art' } } },
    ids: (a, env) => {
      const hit = new Set(env.rows.articlesTags.filter((j) => j.tag_id === 3).map((j) => j.article_id));
      return ids(visible(a).filter((r) => hit.has(r.id)));
    },
  },
  {
    name: 'has N related rows',
    query: { filter: { comments: { has: 2 } } },
    ids: (a, env) =>
      ids(visible(a).filter((r) => env.rows.comments.filter((c) => c.article === r.id).length >= 2)),
  },
  {
    name: 'nhas fewer than N related rows',
    query: { filter: { comments: { nhas: 2 } } },
    ids: (a, env) =>
      ids(visible(a).filter((r) => env.rows.comments.filter((c) => c.article === r.id).length < 2)),
  },
  {
    name: 'empty o2m',
    query: { filter: { comments: { empty: 1 } } },
    ids: (a, env) => ids(visible(a).filter((r) => !env.rows.comments.some((c) => c.article === r.id))),
  },
  {
    name: 'all: related to every listed id (m2m)',
    query: { filter: { tags: { all: '1,2' } } },
    ids: (a, env) =>
      ids(
        visible(a).filter((r) =>
          [1, 2].every((t) => env.rows.articlesTags.some((j) => j.article_id === r.id && j.tag_id === t)),
        ),
      ),
  },
  {
    name: 'sort descending, NULLs last',
    query: { sort: '-views' },
    ids: (a) => ids(sorted(visible(a), 'views', true)),
  },
  {
    name: 'sort by a datetime',
    query: { sort: 'published_on' },
    ids: (a) => ids(sorted(visible(a), 'published_on')),
  },
  {
    name: 'sort list',
    query: { sort: ['author', '-id'] },
    ids: (a) =>
      ids(
        [...visible(a)].sort((x, y) =>
          x.author === y.author
            ? y.id - x.id
            : x.author === null
              ? 1
              : y.author === null
                ? -1
                : x.author - y.author,
        ),
      ),
  },
  { name: 'limit', query: { limit: 5 }, ids: (a) => ids(visible(a)).slice(0, 5) },
  { name: 'limit -1', query: { limit: -1 }, ids: (a) => ids(visible(a)) },
  { name: 'offset', query: { limit: 5, offset: 7 }, ids: (a) => ids(visible(a)).slice(7, 12) },
  { name: 'page', query: { limit: 4, page: 3 }, ids: (a) => ids(visible(a)).slice(8, 12) },
  {
    name: 'q over text and number fields',
    query: { q: 'gamma' },
    ids: (a) =>
      ids(
        visible(a).filter(
          (r) => r.title.toLowerCase().includes('gamma') || (r.body ?? '').toLowerCase().includes('gamma'),
        ),
      ),
  },
  {
    name: 'q reaches the m2o target',
    query: { q: 'Dora' },
    ids: (a) => ids(visible(a).filter((r) => r.author === 4)),
  },
];

describe.each(targets)('query language on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'ql');
  });
  afterAll(async () => env?.close());

  const get = (query: Record<string, unknown>) =>
    env.call(`/items/articles?${qs.stringify(query, { encodeValuesOnly: true })}`);

  it.each(CASES)('$name', async (c) => {
    const res = await get({ fields: 'id', limit: -1, ...c.query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(c.ids(env.rows.articles, env));
  });

  it('casts values on output (§4.10)', async () => {
    await env
      .knex('articles')
      .where('id', 2)
      .update({ meta: '{"a":[1,2]}', keywords: 'x,y', day: '2024-02-03' });
    const res = await get({
      status: '*',
      filter: { id: { eq: 2 } },
      fields: 'id,price,featured,views,meta,keywords,day,published_on,author',
    });
    const a = env.rows.articles[1]!;
    expect(res.body.data).toEqual([
      {
        id: 2,
        price: a.price,
        featured: a.featured,
        views: a.views,
        meta: { a: [1, 2] },
        keywords: ['x', 'y'],
        day: '2024-02-03',
        published_on: a.published_on,
        author: a.author,
      },
    ]);
  });

  it('expands m2o, o2m, m2m and translations with one query per level', async () => {
    const res = await get({
      fields: 'id,author.name,comments.text,tags.tag_id.name,translations.headline',
      filter: { id: { in: '1,2' } },
      status: '*',
      lang: 'fr',
    });
    const expected = [1, 2].map((id) => {
      const a = env.rows.articles[id - 1]!;
      const author = env.rows.authors.find((x) => x.id === a.author);
      return {
        id,
        author: author ? { name: author.name } : null,
        comments: env.rows.comments.filter((c) => c.article === id).map((c) => ({ text: c.text })),
        tags: env.rows.articlesTags
          .filter((j) => j.article_id === id)
          .map((j) => ({ tag_id: { name: env.rows.tags.find((t) => t.id === j.tag_id)!.name } })),
        translations: env.rows.translations
          .filter((t) => t.article === id && t.language === 'fr')
          .map((t) => ({ headline: t.headline })),
      };
    });
    expect(res.body.data).toEqual(expected);
  });

  it('* depth, -exclusion and explicit sub-fields', async () => {
    const res = await get({ fields: '*.*,-body', filter: { id: { eq: 1 } } });
    const row = res.body.data[0];
    expect(row).not.toHaveProperty('body');
    expect(row.author).toMatchObject({ id: 1, name: 'Ada' });
    expect(Array.isArray(row.comments)).toBe(true);
    expect(row).not.toHaveProperty('secret');
    const plain = await get({ fields: '*', filter: { id: { eq: 1 } } });
    expect(plain.body.data[0].author).toBe(1);
    expect(plain.body.data[0]).not.toHaveProperty('comments');
  });

  it('a read costs one query per relation level, whatever the number of rows', async () => {
    const project = {
      key: `${env.key}-direct`,
      knex: env.knex,
      config: {},
      state: new ProjectState(),
    } as unknown as Project;
    const ctx = await createServiceContext(project, userAccountability(1, 1));
    const svc = serviceFor('articles', ctx);
    const fields = '*,author.name,comments.text,tags.tag_id.name,translations.headline';
    const count = async (limit: number, meta?: string) => {
      let n = 0;
      const onQuery = () => n++;
      env.knex.on('query', onQuery);
      try {
        const out = await svc.readByQuery({ fields, limit, status: '*', meta });
        expect(out.data).toHaveLength(limit);
      } finally {
        env.knex.off('query', onQuery);
      }
      return n;
    };
    // Root + author + comments + junction + far tags + translations; on SQLite the author joins
    // the root statement (query/m2o-join.ts).
    const statements = target.name === 'sqlite' ? 5 : 6;
    expect(await count(3)).toBe(statements);
    expect(await count(40)).toBe(statements);
    // Counts only when asked for.
    expect(await count(3, 'total_count')).toBe(statements + 1);
  });

  it('deep pages (deferred join) return the same rows as a plain offset', async () => {
    await createCollection(env.knex, 'logs', [
      { field: 'id', type: 'integer', column: 'increments' },
      { field: 'n', type: 'integer', column: 'integer', index: true },
      { field: 'label', type: 'string', column: 'string' },
    ]);
    const rows = Array.from({ length: 1300 }, (_, i) => ({
      id: i + 1,
      n: i % 11 === 0 ? null : (i * 7919) % 97,
      label: `l${i}`,
    }));
    for (let i = 0; i < rows.length; i += 100) await env.knex('logs').insert(rows.slice(i, i + 100));
    await refreshSchema(env.server, env.key);
    const byN = [...rows].sort((a, b) =>
      a.n === b.n ? b.id - a.id : a.n === null ? 1 : b.n === null ? -1 : b.n - a.n,
    );
    const res = await env.call('/items/logs?fields=id,n,label&sort=-n,-id&limit=7&offset=1003');
    expect(res.body.data).toEqual(byN.slice(1003, 1010));
    const filtered = byN.filter((r) => r.n !== null && r.n > 10);
    const res2 = await env.call('/items/logs?fields=id&sort=-n,-id&limit=5&offset=1001&filter[n][gt]=10');
    expect(res2.body.data).toEqual(filtered.slice(1001, 1006).map((r) => ({ id: r.id })));
  });

  it('meta counts', async () => {
    const res = await get({
      meta: 'total_count,filter_count,result_count,status_count,type',
      filter: { author: 1 },
      limit: 2,
    });
    const all = env.rows.articles;
    expect(res.body.meta).toEqual({
      type: 'collection',
      total_count: visible(all).length,
      filter_count: visible(all).filter((r) => r.author === 1).length,
      result_count: 2,
      status_count: {
        published: all.filter((r) => r.status === 'published').length,
        draft: all.filter((r) => r.status === 'draft').length,
        deleted: all.filter((r) => r.status === 'deleted').length,
      },
    });
  });

  it('single and reads by id', async () => {
    const single = await get({ single: 1, fields: 'id,title', sort: '-id' });
    const last = visible(env.rows.articles).at(-1)!;
    expect(single.body.data).toEqual({ id: last.id, title: last.title });
    const none = await get({ single: 1, filter: { id: { eq: 99999 } } });
    expect([none.status, none.body.error.code]).toEqual([404, 203]);
    const deleted = env.rows.articles.find((r) => r.status === 'deleted')!;
    const one = await env.call(`/items/articles/${deleted.id}?fields=id,status`);
    expect(one.body.data).toEqual({ id: deleted.id, status: 'deleted' });
    expect(one.headers.get('etag')).toMatch(/^".+"$/);
    const many = await env.call('/items/articles/3,1?fields=id');
    expect(many.body.data).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it.each([
    ['unknown field', { fields: 'nope' }, 422, 202],
    ['unknown filter field', { filter: { nope: 1 } }, 422, 202],
    ['unknown operator', { filter: { views: { foo: 1 } } }, 422, 214],
    ['has on a non-o2m field', { filter: { views: { has: 1 } } }, 422, 12],
    ['non-relational hop', { filter: { 'views.x': { eq: 1 } } }, 404, 202],
    ['sort by an alias', { sort: 'comments' }, 422, 12],
    ['sort by an unknown field', { sort: 'nope' }, 422, 202],
    ['bad limit', { limit: 'abc' }, 400, 2],
    ['bad number value', { filter: { views: { eq: 'abc' } } }, 422, 4],
  ])('%s -> %i/%i', async (_name, query, status, code) => {
    const res = await get(query);
    expect([res.status, res.body.error?.code]).toEqual([status, code]);
  });
});
