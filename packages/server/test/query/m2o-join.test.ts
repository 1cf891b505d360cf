import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * Issue 16: on SQLite a root-level many-to-one read without conditions joins in the root
 * statement (query/m2o-join.ts) instead of a second statement. The answers are the ones the
 * separate fetch gave: null keys, keys of missing rows, empty keys, nested relations below the
 * joined one, paging and sorting, and the ETag of the row.
 */

const only = process.env.ATRIUM_TEST_DB;
const targets = (await dbTargets()).filter((t) => !only || t.name === only);

describe.each(targets)('many-to-one reads on $name', (target) => {
  let env: BlogEnv;

  beforeAll(async () => {
    env = await startBlog(target, 'm2ojoin', 30);
    // An article whose author row does not exist (no foreign key on the blog's column).
    await env.knex('articles').where({ id: 7 }).update({ author: 99 });
  });
  afterAll(async () => {
    await env?.close();
  });

  const expected = (id: number) => {
    const a = env.rows.articles.find((r) => r.id === id)!;
    const author = id === 7 ? 99 : a.author;
    const row = env.rows.authors.find((r) => r.id === author);
    return row ? { name: row.name } : null;
  };

  it('nests the related row, null for a null key or a missing row', async () => {
    const res = await env.call('/items/articles?fields=id,title,author.name&sort=id&limit=-1&status=*');
    expect(res.status).toBe(200);
    const data = res.body.data as { id: number; title: string; author: unknown }[];
    expect(data.map((r) => r.id)).toEqual(env.rows.articles.map((r) => r.id));
    for (const r of data) {
      expect(Object.keys(r)).toEqual(['id', 'title', 'author']);
      expect(r.author, `article ${r.id}`).toEqual(expected(r.id));
    }
    // The same related row is the same object for every article that points at it.
    const ada = data.filter((r) => (r.author as { name?: string } | null)?.name === 'Ada');
    expect(ada.length).toBeGreaterThan(1);
  });

  it('pages and sorts the root rows exactly as without the relation', async () => {
    for (const q of [
      'sort=-views,id&limit=7&offset=3',
      'sort=title&limit=5&offset=10',
      'filter[author][eq]=2',
    ]) {
      const plain = await env.call(`/items/articles?fields=id&${q}`);
      const joined = await env.call(`/items/articles?fields=id,author.name,author.id&${q}`);
      expect(joined.status).toBe(200);
      expect(joined.body.data.map((r: { id: number }) => r.id)).toEqual(
        plain.body.data.map((r: { id: number }) => r.id),
      );
      for (const r of joined.body.data as { id: number; author: { name: string; id: number } | null }[]) {
        const e = expected(r.id);
        expect(r.author).toEqual(e ? { ...e, id: r.author!.id } : null);
      }
    }
  });

  it('answers the whole related row with `*.*`, and relations below the joined one', async () => {
    const res = await env.call('/items/articles/1?fields=*.*');
    expect(res.status).toBe(200);
    expect(res.body.data.author).toEqual(env.rows.authors.find((a) => a.id === 1));
    const comments = await env.call(
      '/items/comments?fields=id,article.author.name,article.id&sort=id&limit=5',
    );
    expect(comments.status).toBe(200);
    for (const c of comments.body.data as { id: number; article: { id: number; author: unknown } | null }[]) {
      const seed = env.rows.comments.find((x) => x.id === c.id)!;
      const article = env.rows.articles.find((a) => a.id === seed.article)!;
      // Comments of soft-deleted articles see no article.
      if (article.status === 'deleted') expect(c.article).toBeNull();
      else expect(c.article).toEqual({ id: article.id, author: expected(article.id) });
    }
  });

  it('gives the same ETag as a read without the relation', async () => {
    const plain = await env.call('/items/articles/2');
    const joined = await env.call('/items/articles/2?fields=*,author.name');
    expect(joined.status).toBe(200);
    expect(joined.body.data.author).toEqual(expected(2));
    expect(joined.headers.get('etag')).toBeTruthy();
    expect(joined.headers.get('etag')).toBe(plain.headers.get('etag'));
  });
});
