import qs from 'qs';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema, type PermissionDef } from '../support/fixtures';
import { createTokenUser } from '../support/users';
import { startBlog, type BlogEnv } from './setup';
import type { SeedArticle } from './blog';

/**
 * The permission matrix (api.md §7.1): for a role with each combination of read level, read
 * field blacklist and readable statuses, no request shape returns, counts or reveals through its
 * result a blacklisted field or a forbidden row.
 */

const targets = await dbTargets();

type Level = 'mine' | 'role' | 'full';
type Statuses = 'all' | 'published-only';
interface Combo {
  level: Level;
  blacklist: string[];
  statuses: Statuses;
}

const COMBOS: Combo[] = [];
for (const level of ['mine', 'role', 'full'] as Level[]) {
  for (const blacklist of [[], ['views'], ['views', 'author'], ['status']]) {
    for (const statuses of ['all', 'published-only'] as Statuses[])
      COMBOS.push({ level, blacklist, statuses });
  }
}

const name = (c: Combo) => `${c.level}|${c.blacklist.join('+') || 'none'}|${c.statuses}`;

function permissionRows(c: Combo): PermissionDef[] {
  const base = { collection: 'articles', read: c.level, read_field_blacklist: c.blacklist.join(',') };
  const articles: PermissionDef[] =
    c.statuses === 'all'
      ? [{ ...base, status: null }]
      : [
          { ...base, status: 'published' },
          { collection: 'articles', status: 'draft', read: 'none' },
          { collection: 'articles', status: 'deleted', read: 'none' },
        ];
  return [
    ...articles,
    { collection: 'authors', read: 'full' },
    { collection: 'comments', read: 'full' },
    { collection: 'directus_activity', read: 'mine', create: 'full' },
    { collection: 'directus_revisions', read: 'full' },
  ];
}

describe.each(targets)('permission matrix on $name', (target) => {
  let env: BlogEnv;
  const users = new Map<string, { user: number; token: string; role: number; peer: number }>();

  beforeAll(async () => {
    env = await startBlog(target, 'perm', 30);
    const knex: Knex = env.knex;
    for (const combo of COMBOS) {
      const r = await createRoleWithUser(knex, `role ${name(combo)}`, permissionRows(combo));
      const peer = await createTokenUser(knex, r.role, `peer-${users.size}@example.com`);
      users.set(name(combo), { ...r, peer: peer.user });
    }
    await refreshSchema(env.server, env.key);
    // Some revisions to look for (admin edits).
    for (const id of [1, 2, 3, 4, 5, 6]) {
      await env.call(`/items/articles/${id}`, { method: 'PATCH', json: { views: id * 11 } });
      env.rows.articles[id - 1]!.views = id * 11;
    }
    await env.knex('articles').where('id', 4).update({ views: 987654 });
    env.rows.articles[3]!.views = 987654;
  });
  afterAll(async () => env?.close());

  /** The rows a combo may read, computed from the seed. */
  function allowed(c: Combo, owner: (a: SeedArticle) => number, me: number, peer: number): SeedArticle[] {
    return env.rows.articles.filter((a) => {
      if (c.statuses === 'published-only' && a.status !== 'published') return false;
      if (c.level === 'mine') return owner(a) === me;
      if (c.level === 'role') return owner(a) === me || owner(a) === peer;
      return true;
    });
  }

  it.each(COMBOS.map((c) => [name(c), c] as const))('%s', async (_n, combo) => {
    const u = users.get(name(combo))!;
    // Give this role's two users a share of the articles (others stay with the admin).
    const owner = (a: SeedArticle) => (a.id % 3 === 0 ? u.user : a.id % 3 === 1 ? u.peer : 1);
    for (const a of env.rows.articles)
      await env
        .knex('articles')
        .where('id', a.id)
        .update({ owner: owner(a) });

    const get = (path: string, query: Record<string, unknown>) =>
      env.call(`${path}?${qs.stringify(query, { encodeValuesOnly: true })}`, { token: u.token });
    const okRows = allowed(combo, owner, u.user, u.peer);
    const okIds = new Set(okRows.map((a) => a.id));
    const visibleOk = okRows.filter((a) => a.status !== 'deleted');
    const black = new Set(combo.blacklist);

    const assertSafe = (rows: Record<string, unknown>[]) => {
      for (const r of rows) {
        for (const f of black) expect(r, `blacklisted ${f}`).not.toHaveProperty(f);
        if (r.id !== undefined)
          expect(okIds.has(r.id as number), `row ${String(r.id)} is forbidden`).toBe(true);
      }
    };

    // fields=* : exactly the allowed rows, without blacklisted fields.
    const list = await get('/items/articles', { fields: '*', limit: -1, status: '*' });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    assertSafe(list.body.data);
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([...okIds].sort((a, b) => a - b));

    // Naming, filtering or sorting by a blacklisted field is refused.
    for (const f of black) {
      expect((await get('/items/articles', { fields: `id,${f}` })).status).toBe(403);
      expect((await get('/items/articles', { filter: { [f]: { nnull: 1 } } })).body.error.code).toBe(215);
      expect((await get('/items/articles', { sort: f })).status).toBe(403);
      // Through a relation: comments -> article.<field>.
      expect(
        (await get('/items/comments', { filter: { [`article.${f}`]: { nnull: 1 } } })).body.error.code,
      ).toBe(215);
      expect((await get('/items/comments', { fields: `id,article.${f}` })).status).toBe(403);
    }

    // q never matches through a blacklisted field: 987654 is held only by article 4's `views`.
    const q = await get('/items/articles', { q: '987654', fields: 'id', status: '*', limit: -1 });
    expect(q.body.data).toEqual(!black.has('views') && okIds.has(4) ? [{ id: 4 }] : []);

    // Counts only count readable rows.
    const meta = await get('/items/articles', { meta: 'total_count,filter_count,status_count', limit: 1 });
    expect(meta.body.meta.total_count).toBe(visibleOk.length);
    expect(meta.body.meta.filter_count).toBe(visibleOk.length);
    if (black.has('status')) {
      // Neither counted nor chosen by a status the caller cannot see.
      expect(meta.body.meta).not.toHaveProperty('status_count');
      expect((await get('/items/articles', { status: 'draft' })).body.error.code).toBe(215);
    } else {
      const counts = meta.body.meta.status_count as Record<string, number>;
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(okRows.length);
    }

    // A filter on a readable field is still limited to readable rows (no OR escape).
    const or = await get('/items/articles', {
      filter: { title: { contains: 'a' }, id: { logical: 'or', gt: 0 } },
      fields: 'id',
      limit: -1,
      status: '*',
    });
    assertSafe(or.body.data);

    // Single reads of forbidden rows look like missing rows.
    const forbidden = env.rows.articles.find((a) => !okIds.has(a.id));
    if (forbidden) {
      const one = await get(`/items/articles/${forbidden.id}`, {});
      expect([one.status, one.body.error?.code]).toEqual([404, 203]);
      const single = await get('/items/articles', { single: 1, filter: { id: { eq: forbidden.id } } });
      expect(single.status).toBe(404);
      const revs = await get(`/items/articles/${forbidden.id}/revisions`, {});
      expect(revs.status).toBe(404);
      const several = await get(`/items/articles/${forbidden.id},${forbidden.id === 1 ? 2 : 1}`, {});
      expect([several.status, several.body.error?.code]).toEqual([403, 300]);
    }

    // Relations reach only readable rows: comments expanded into articles.
    const comments = await get('/items/comments', { fields: 'id,article.*', limit: -1 });
    for (const c of comments.body.data as { article: Record<string, unknown> | null }[]) {
      if (c.article) assertSafe([c.article]);
    }

    // Revisions never carry blacklisted data; activity only shows own actions.
    const revisions = await get('/revisions', { fields: 'collection,item,data', limit: -1 });
    expect(revisions.status).toBe(200);
    for (const r of revisions.body.data as {
      collection: string;
      item: string;
      data: Record<string, unknown>;
    }[]) {
      if (r.collection === 'articles') {
        expect(okIds.has(Number(r.item))).toBe(true);
        for (const f of black) expect(r.data).not.toHaveProperty(f);
      }
    }
    const activity = await get('/activity', { fields: 'action_by', limit: -1 });
    expect(activity.status).toBe(200);
    for (const a of activity.body.data as { action_by: number }[]) expect(a.action_by).toBe(u.user);
  });

  it('writes: levels, write blacklist, status blacklist and explain', async () => {
    const { token, user } = await createRoleWithUser(env.knex, 'Writers', [
      {
        collection: 'articles',
        status: 'draft',
        create: 'full',
        read: 'mine',
        update: 'mine',
        delete: 'none',
        write_field_blacklist: 'views',
        status_blacklist: 'published',
        explain: 'update',
      },
      {
        collection: 'articles',
        status: 'published',
        create: 'none',
        read: 'full',
        update: 'none',
        delete: 'none',
      },
    ]);
    await refreshSchema(env.server, env.key);
    const call = (path: string, method: string, json?: unknown) => env.call(path, { method, json, token });
    const created = await call('/items/articles?fields=id,owner,status', 'POST', {
      title: 'mine',
      status: 'draft',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({ owner: user, status: 'draft' });
    const id = created.body.data.id;
    expect((await call('/items/articles', 'POST', { title: 'x', status: 'published' })).body.error.code).toBe(
      301,
    );
    expect((await call('/items/articles', 'POST', { title: 'x', views: 3 })).body.error.code).toBe(305);
    expect((await call(`/items/articles/${id}`, 'PATCH', { title: 'y' })).body.error.code).toBe(10);
    expect((await call(`/items/articles/${id}?comment=why`, 'PATCH', { title: 'y' })).status).toBe(200);
    expect(
      (await call(`/items/articles/${id}?comment=why`, 'PATCH', { status: 'published' })).body.error.code,
    ).toBe(302);
    expect((await call(`/items/articles/${id}`, 'DELETE')).body.error.code).toBe(303);
    // Someone else's draft is not even visible.
    const other = env.rows.articles.find((a) => a.status === 'draft')!;
    expect(
      (await call(`/items/articles/${other.id}?comment=x`, 'PATCH', { title: 'z' })).body.error.code,
    ).toBe(203);
  });

  it('a field hidden in some statuses only: stripped per row, and filters/sorts/q on it skip those rows', async () => {
    const { token } = await createRoleWithUser(env.knex, 'Per status', [
      { collection: 'articles', status: 'published', read: 'full', read_field_blacklist: 'views' },
      { collection: 'articles', status: 'draft', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
    // Only the seeded rows (other tests in this file add items).
    const seeded = { id: { lte: env.rows.articles.length } };
    const get = (query: Record<string, unknown>) =>
      env.call(
        `/items/articles?${qs.stringify({ ...query, filter: { ...seeded, ...(query.filter as object) } }, { encodeValuesOnly: true })}`,
        {
          token,
        },
      );
    const readable = env.rows.articles.filter((a) => a.status === 'published' || a.status === 'draft');
    const list = await get({ fields: 'id,status,views', limit: -1 });
    expect(list.body.data).toEqual(
      readable.map((a) =>
        a.status === 'published'
          ? { id: a.id, status: a.status }
          : { id: a.id, status: a.status, views: a.views },
      ),
    );
    const drafts = readable.filter((a) => a.status === 'draft');
    const filtered = await get({ fields: 'id', limit: -1, filter: { views: { nnull: 1 } } });
    expect(filtered.body.data.map((r: { id: number }) => r.id)).toEqual(
      drafts.filter((a) => a.views !== null).map((a) => a.id),
    );
    const sorted = await get({ fields: 'id', limit: -1, sort: 'id' + ',views' });
    expect(sorted.body.data.map((r: { id: number }) => r.id)).toEqual(drafts.map((a) => a.id));
    const q = await get({ fields: 'id', limit: -1, q: '987654' });
    expect(q.body.data).toEqual([]);
  });

  it('an unreadable relation is reduced to its key with a warning', async () => {
    const { token } = await createRoleWithUser(env.knex, 'No authors', [
      { collection: 'articles', read: 'full' },
    ]);
    await refreshSchema(env.server, env.key);
    const a = env.rows.articles.find((r) => r.author !== null && r.status !== 'deleted')!;
    const res = await env.call(`/items/articles/${a.id}?fields=id,author.name`, { token });
    expect(res.body.data).toEqual({ id: a.id, author: { id: a.author } });
    expect(res.body.messages).toEqual([
      {
        type: 'warning',
        message: "Can't read `author`: read access to `authors` collection denied",
        code: 18,
        fields: ['author'],
      },
    ]);
    // Filtering through it is refused.
    const filtered = await env.call(`/items/articles?filter[author.name][eq]=Ada`, { token });
    expect([filtered.status, filtered.body.error.code]).toEqual([403, 215]);
  });

  it("comments: own comments need update, other people's need full", async () => {
    const perms = (comment: string) => [
      { collection: 'articles', read: 'full', comment },
      { collection: 'directus_activity', read: 'full', create: 'full' },
    ];
    const writer = await createRoleWithUser(env.knex, 'Commenters', perms('update'));
    const reader = await createRoleWithUser(env.knex, 'Silent', perms('none'));
    await refreshSchema(env.server, env.key);
    const as = (token: string, path: string, method: string, json?: unknown) =>
      env.call(path, { method, json, token });
    const mine = await as(writer.token, '/activity/comment', 'POST', {
      collection: 'articles',
      item: '1',
      comment: 'mine',
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(
      (await as(writer.token, `/activity/comment/${mine.body.data.id}`, 'PATCH', { comment: 'edited' }))
        .status,
    ).toBe(200);
    const admins = await env.call('/activity/comment', {
      method: 'POST',
      json: { collection: 'articles', item: '1', comment: 'admin' },
    });
    const other = await as(writer.token, `/activity/comment/${admins.body.data.id}`, 'PATCH', {
      comment: 'hijack',
    });
    expect([other.status, other.body.error.code]).toEqual([403, 211]);
    const del = await as(writer.token, `/activity/comment/${admins.body.data.id}`, 'DELETE');
    expect([del.status, del.body.error.code]).toEqual([403, 212]);
    const silent = await as(reader.token, '/activity/comment', 'POST', {
      collection: 'articles',
      item: '1',
      comment: 'x',
    });
    expect([silent.status, silent.body.error.code]).toEqual([403, 210]);
  });

  it('callers without read access get 403/300, public ones too (as v8.8 answers)', async () => {
    const anon = await env.call('/items/tags', { token: null });
    expect([anon.status, anon.body.error.code]).toEqual([403, 300]);
    const { token } = await createRoleWithUser(env.knex, 'Nobody', []);
    await refreshSchema(env.server, env.key);
    const res = await env.call('/items/tags', { token });
    expect([res.status, res.body.error.code]).toEqual([403, 300]);
  });
});
