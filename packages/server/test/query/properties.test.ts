import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';
import { matchSequence, toFilterObject, type Cond, type Row } from './evaluator';

/**
 * Property tests of the query language: random filter trees return exactly what the in-memory
 * evaluator returns; random bad parameters give coded 4xx errors, never a 500.
 */

const targets = await dbTargets();
const TEXT = new Set(['title', 'body', 'status']);
const RUNS = Number(process.env.ATRIUM_PROPERTY_RUNS ?? 60);

const words = ['alpha', 'beta', 'Epsilon', 'gamma 1', '1', 'zz', 'off_1', '50%'];
const dates = ['2024-01-01', '2024-03-01', '2024-06-15 10:00:00', '2024-09-30 23:59:59', '2025-01-01'];

/** Conditions that every database evaluates like the in-memory evaluator. */
function condArb(env: BlogEnv): fc.Arbitrary<Cond> {
  const a = env.rows.articles;
  const views = [...new Set(a.map((r) => r.views).filter((v) => v !== null)), 0, 50, 1000] as number[];
  const prices = [...new Set(a.map((r) => r.price).filter((v) => v !== null)), 0, 25.5] as number[];
  const titles = a.map((r) => r.title);
  const num = (vals: number[]) => fc.constantFrom(...vals);
  const or = fc.boolean();
  const cmpOps = fc.constantFrom('eq', 'neq', 'lt', 'lte', 'gt', 'gte');
  const listOf = <T>(arb: fc.Arbitrary<T>) =>
    fc.array(arb, { minLength: 1, maxLength: 3 }).map((l) => l.map(String));
  const nullOps = fc.constantFrom('null', 'nnull', 'empty', 'nempty');
  const c = (field: string, op: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
    fc.record({ field: fc.constant(field), op, value, or });
  return fc.oneof(
    c('views', cmpOps, num(views)),
    c('views', fc.constantFrom('in', 'nin'), listOf(num(views))),
    c(
      'views',
      fc.constantFrom('between', 'nbetween'),
      fc.tuple(num(views), num(views)).map(([x, y]) => [Math.min(x, y), Math.max(x, y)].map(String)),
    ),
    c('views', nullOps, fc.constant(1)),
    c('price', cmpOps, num(prices)),
    c(
      'price',
      fc.constantFrom('between', 'nbetween'),
      fc.tuple(num(prices), num(prices)).map(([x, y]) => `${Math.min(x, y)},${Math.max(x, y)}`),
    ),
    c('title', fc.constantFrom('contains', 'ncontains'), fc.constantFrom(...words)),
    c('title', fc.constantFrom('eq', 'neq'), fc.constantFrom(...titles.slice(0, 8), 'nope')),
    c('title', fc.constantFrom('in', 'nin'), listOf(fc.constantFrom(...titles.slice(0, 8)))),
    c('body', fc.constantFrom('contains', 'ncontains'), fc.constantFrom(...words)),
    c('body', nullOps, fc.constant(1)),
    c('featured', fc.constantFrom('eq', 'neq'), fc.constantFrom('1', '0', 'true', 'false')),
    c('featured', fc.constantFrom('null', 'nnull'), fc.constant(1)),
    c('published_on', cmpOps, fc.constantFrom(...dates)),
    c(
      'published_on',
      fc.constantFrom('between', 'nbetween'),
      fc.constantFrom('2024-02-01,2024-07-01', '2024-05-01 00:00:00,2024-12-31'),
    ),
    c('published_on', fc.constantFrom('null', 'nnull'), fc.constant(1)),
    c('author', fc.constantFrom('eq', 'neq', 'lt', 'gte'), fc.constantFrom(1, 2, 3, 4, 5)),
    c('author', fc.constantFrom('in', 'nin'), listOf(fc.constantFrom(1, 2, 3, 4, 5))),
    c('author', fc.constantFrom('null', 'nnull'), fc.constant(1)),
    c('status', fc.constantFrom('eq', 'neq'), fc.constantFrom('published', 'draft', 'deleted')),
    c('status', fc.constantFrom('in', 'nin'), listOf(fc.constantFrom('published', 'draft', 'deleted'))),
  );
}

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '-1',
    '-2',
    '0',
    '1e9',
    '99999999999999999999',
    'NaN',
    '*',
    '?',
    '-',
    '.',
    '..',
    ',',
    'now',
    '%',
    '\u0000',
    'null',
  ),
  fc.integer({ min: -1000, max: 1_000_000 }).map(String),
);
const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof(
    { depthSize: 'small' },
    junk,
    fc.array(junk, { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(
        junk,
        fc.constantFrom('eq', 'in', 'has', 'between', 'logical', 'all', 'author.name', 'comments', 'views'),
      ),
      tie('v'),
      {
        maxKeys: 3,
      },
    ),
  ),
})).v;
const paramName = fc.constantFrom(
  'fields',
  'filter',
  'sort',
  'limit',
  'offset',
  'page',
  'meta',
  'q',
  'single',
  'status',
  'lang',
  'x',
);

describe.each(targets)('query properties on $name', (target) => {
  let env: BlogEnv;
  beforeAll(async () => {
    env = await startBlog(target, 'props', 60);
  });
  afterAll(async () => env?.close());

  it('random filter trees return exactly the rows of the in-memory evaluator', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(condArb(env), { minLength: 1, maxLength: 5 }), async (conds) => {
        const { filter, ordered } = toFilterObject(conds);
        const query = qs.stringify(
          { filter, status: '*', limit: -1, fields: 'id' },
          { encodeValuesOnly: true },
        );
        const res = await env.call(`/items/articles?${query}`);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const expected = env.rows.articles
          .filter((r) => matchSequence(r as unknown as Row, ordered, TEXT))
          .map((r) => r.id);
        expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });

  it('random bad parameters give coded 4xx errors, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(paramName, junkValue, { minKeys: 1, maxKeys: 4 }),
        fc.boolean(),
        async (params, byId) => {
          const path = byId ? '/items/articles/1' : '/items/articles';
          const res = await env.call(`${path}?${qs.stringify(params)}`);
          expect(res.status, `${qs.stringify(params)} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.error.code).toBe('number');
        },
      ),
      { numRuns: RUNS * 2 },
    );
  });

  it('random bad payloads give coded 4xx errors, never a 500', async () => {
    const key = fc.constantFrom(
      'title',
      'body',
      'views',
      'price',
      'featured',
      'published_on',
      'day',
      'meta',
      'keywords',
      'author',
      'status',
      'comments',
      'tags',
      'translations',
      'id',
      'nope',
    );
    const value = fc.oneof(
      junkValue,
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(
        fc.dictionary(fc.constantFrom('id', 'text', 'tag_id', 'article', '$delete', 'x'), junk, {
          maxKeys: 3,
        }),
        { maxLength: 2 },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(key, value, { minKeys: 1, maxKeys: 4 }),
        fc.boolean(),
        async (body, update) => {
          const res = update
            ? await env.call('/items/articles/3', { method: 'PATCH', json: body })
            : await env.call('/items/articles', { method: 'POST', json: body });
          expect(res.status, `${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBeLessThan(500);
          if (res.status >= 400) expect(typeof res.body.error.code).toBe('number');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
