import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@atrium/sdk';
import { dbTargets } from '../support/databases';
import { countDriverStatements } from '../support/driver-statements';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * `deep` (Directus 11, issue 27): which related items a list relation holds and in which order —
 * filtered, searched, sorted and paged per parent — bound to the caller's permissions like the
 * root's own filter and sort, and still read with one statement per relation level.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

type Row = Record<string, unknown>;

describe.each(targets)('deep on $name', (target) => {
  let env: BlogEnv;
  let reader: { token: string };

  beforeAll(async () => {
    env = await startBlog(target, 'deep', 24);
    reader = await createRoleWithUser(env.knex, 'Reader', [
      { collection: 'articles', read: 'full' },
      { collection: 'comments', read: 'full', read_field_blacklist: 'likes' },
    ]);
    await refreshSchema(env.server, env.key);
  });
  afterAll(async () => {
    await env?.close();
  });

  const read = async (params: Record<string, unknown>, token?: string) => {
    const res = await env.call(`/items/articles?${qs.stringify(params)}`, token ? { token } : {});
    return res;
  };
  const ok = async (params: Record<string, unknown>) => {
    const res = await read(params);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Row[];
  };
  const ids = (list: unknown) => (list as Row[]).map((r) => r.id);
  const commentsOf = (article: number) => env.rows.comments.filter((c) => c.article === article);

  it('sorts and pages the related items of every parent, in one statement per level', async () => {
    const params = {
      fields: 'id,comments.id,comments.likes',
      filter: { id: { lte: 12 } },
      sort: 'id',
      limit: -1,
      deep: { comments: { _sort: '-likes,id', _limit: 2 } },
    };
    const data = await ok(params);
    // Every readable article up to 12 (the soft-deleted ones are not listed), whatever its comments.
    expect(ids(data)).toEqual(
      ids(await ok({ fields: 'id', filter: { id: { lte: 12 } }, sort: 'id', limit: -1 })),
    );
    expect(data.length).toBeGreaterThan(6);
    for (const a of data) {
      const expected = commentsOf(a.id as number)
        .sort((x, y) => y.likes - x.likes || x.id - y.id)
        .slice(0, 2)
        .map((c) => ({ id: c.id, likes: c.likes }));
      expect(a.comments).toEqual(expected);
    }
    // The same number of statements as without `deep`: the page is cut per parent in SQL.
    const plain = { ...params, deep: undefined };
    await ok(plain);
    const withDeep = await countDriverStatements(() => ok(params));
    const without = await countDriverStatements(() => ok(plain));
    expect(withDeep).toBe(without);

    // Offset and page: the next ones of each parent.
    const second = await ok({ ...params, deep: { comments: { _sort: '-likes,id', _limit: 1, _page: 2 } } });
    for (const a of second) {
      const expected = commentsOf(a.id as number)
        .sort((x, y) => y.likes - x.likes || x.id - y.id)
        .slice(1, 2)
        .map((c) => c.id);
      expect(ids(a.comments)).toEqual(expected);
    }
    const offset = await ok({ ...params, deep: { comments: { _offset: 1 } } });
    for (const a of offset)
      expect(ids(a.comments)).toEqual(
        commentsOf(a.id as number)
          .slice(1)
          .map((c) => c.id),
      );
  });

  it('filters and searches related items with Directus 11 filters, the JSON form included', async () => {
    const data = await ok({
      fields: 'id,comments.id',
      sort: 'id',
      limit: -1,
      deep: JSON.stringify({ comments: { _filter: { likes: { _gte: 5 } } } }),
    });
    for (const a of data)
      expect(ids(a.comments)).toEqual(
        commentsOf(a.id as number)
          .filter((c) => c.likes >= 5)
          .map((c) => c.id),
      );
    // Parents are not filtered by `deep`: an article with no matching comment keeps an empty list.
    expect(data).toHaveLength((await ok({ fields: 'id', limit: -1 })).length);

    const searched = await ok({
      fields: 'id,comments.text',
      filter: { id: { eq: 11 } },
      deep: { comments: { _search: 'on 11' } },
    });
    expect(searched[0]!.comments).toEqual(commentsOf(11).map((c) => ({ text: c.text })));

    // Many-to-many through the junction: only the links whose tag is "tech".
    const tagged = await ok({
      fields: 'id,tags.tag_id.name',
      sort: 'id',
      limit: 6,
      deep: { tags: { _filter: { tag_id: { name: { _eq: 'tech' } } } } },
    });
    for (const a of tagged) {
      const has = env.rows.articlesTags.some((j) => j.article_id === a.id && j.tag_id === 2);
      expect(a.tags).toEqual(has ? [{ tag_id: { name: 'tech' } }] : []);
    }

    // Translations: one language.
    const fr = await ok({
      fields: 'id,translations.headline',
      filter: { id: { in: '1,4' } },
      sort: 'id',
      deep: { translations: { _filter: { language: { _eq: 'fr' } } } },
    });
    expect(fr.map((a) => a.translations)).toEqual([[], [{ headline: 'FR 4' }]]);
  });

  it('reaches list relations below a single related item and below a list', async () => {
    const res = await env.call(
      `/items/comments?${qs.stringify({
        fields: 'id,article.id,article.tags.tag_id',
        filter: { id: { eq: 1 } },
        deep: { article: { tags: { _sort: '-tag_id', _limit: 1 } } },
      })}`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const article = res.body.data[0].article;
    const tagIds = env.rows.articlesTags.filter((j) => j.article_id === article.id).map((j) => j.tag_id);
    expect(article.tags).toEqual([{ tag_id: Math.max(...tagIds) }]);
  });

  it('never lets deep filter, sort or search by a field the caller may not read', async () => {
    const base = { fields: 'id,comments.id', limit: 3 };
    const filtered = await read(
      { ...base, deep: { comments: { _filter: { likes: { _gt: 3 } } } } },
      reader.token,
    );
    expect(filtered.status).toBe(403);
    expect(filtered.body.error.code).toBe(ErrorCode.ForbiddenFilterField);
    const sorted = await read({ ...base, deep: { comments: { _sort: 'likes' } } }, reader.token);
    expect(sorted.status).toBe(403);
    expect(sorted.body.error.code).toBe(ErrorCode.ForbiddenFieldRead);
    // Allowed fields work for the same role.
    const allowed = await read({ ...base, deep: { comments: { _sort: '-id', _limit: 1 } } }, reader.token);
    expect(allowed.status).toBe(200);
    for (const a of allowed.body.data as Row[]) {
      const last = commentsOf(a.id as number).at(-1);
      expect(ids(a.comments)).toEqual(last ? [last.id] : []);
    }
  });

  it('refuses malformed deep options with a coded error', async () => {
    const bad = async (deep: unknown, code: number) => {
      const res = await read({ fields: 'id,author.name,comments.id', deep });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.body.error.code).toBe(code);
    };
    await bad({ comments: { _limit: 'many' } }, ErrorCode.BadRequest);
    await bad({ comments: { _bogus: 1 } }, ErrorCode.BadRequest);
    await bad({ comments: { _sort: '?' } }, ErrorCode.BadRequest);
    await bad({ author: { _limit: 1 } }, ErrorCode.BadRequest);
    await bad({ title: { _limit: 1 } }, ErrorCode.BadRequest);
    await bad({ nope: { _limit: 1 } }, ErrorCode.FieldNotFound);
    await bad({ comments: { _filter: { nope: { _eq: 1 } } } }, ErrorCode.FieldNotFound);
    await bad({ comments: { _filter: { likes: { _bogus: 1 } } } }, ErrorCode.UnknownFilter);
    await bad('{not json', ErrorCode.BadRequest);
  });
});
