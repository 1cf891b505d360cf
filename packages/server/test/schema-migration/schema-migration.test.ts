import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../support/cli';
import { dbTargets, type DbTarget } from '../support/databases';
import { ADMIN_TOKEN, createRoleWithUser } from '../support/fixtures';
import {
  installProject,
  projectKnex,
  startTestServer,
  type InstalledProject,
  type TestServer,
} from '../support/server';

/**
 * Schema snapshot, diff and apply (docs/import-and-schema.md): a schema built on one database
 * moves to every other database and back — each ordered pair — and arrives the same; the hash
 * guards against a target that changed; destructive changes are marked; admins only.
 */

const targets = await dbTargets();
const by = (name: string) => targets.find((t) => t.name === name);

const pk = {
  field: 'id',
  type: 'integer',
  datatype: 'INT',
  interface: 'primary-key',
  primary_key: true,
  auto_increment: true,
};
const SCHEMA = [
  {
    collection: 'categories',
    icon: 'label',
    fields: [
      pk,
      { field: 'name', type: 'string', datatype: 'VARCHAR', length: 50, unique: true, required: true },
    ],
  },
  {
    collection: 'articles',
    note: 'Blog posts',
    fields: [
      pk,
      {
        field: 'status',
        type: 'status',
        datatype: 'VARCHAR',
        length: 20,
        default_value: 'draft',
        interface: 'status',
      },
      {
        field: 'title',
        type: 'string',
        datatype: 'VARCHAR',
        length: 100,
        required: true,
        interface: 'text-input',
      },
      { field: 'views', type: 'integer', datatype: 'INT', signed: true, interface: 'numeric' },
      { field: 'price', type: 'decimal', datatype: 'DECIMAL', length: '10,2', interface: 'numeric' },
      {
        field: 'published',
        type: 'boolean',
        datatype: 'TINYINT',
        interface: 'toggle',
        options: { label: 'Live' },
      },
      { field: 'event_at', type: 'datetime', datatype: 'DATETIME', interface: 'datetime' },
      { field: 'data', type: 'json', datatype: 'TEXT', interface: 'json' },
      { field: 'category', type: 'm2o', datatype: 'INT', interface: 'many-to-one' },
      { field: 'comments', type: 'o2m', interface: 'one-to-many' },
      { field: 'tags', type: 'o2m', interface: 'many-to-many' },
    ],
  },
  {
    collection: 'comments',
    fields: [
      pk,
      { field: 'article', type: 'm2o', datatype: 'INT' },
      { field: 'text', type: 'string', datatype: 'TEXT' },
    ],
  },
  { collection: 'tags', fields: [pk, { field: 'name', type: 'string', datatype: 'VARCHAR', length: 40 }] },
  {
    collection: 'articles_tags',
    hidden: true,
    fields: [
      pk,
      { field: 'article', type: 'integer', datatype: 'INT' },
      { field: 'tag', type: 'integer', datatype: 'INT' },
    ],
  },
];
const RELATIONS = [
  { collection_many: 'articles', field_many: 'category', collection_one: 'categories' },
  { collection_many: 'comments', field_many: 'article', collection_one: 'articles', field_one: 'comments' },
  {
    collection_many: 'articles_tags',
    field_many: 'article',
    collection_one: 'articles',
    field_one: 'tags',
    junction_field: 'tag',
  },
  { collection_many: 'articles_tags', field_many: 'tag', collection_one: 'tags', junction_field: 'article' },
];

/** Source -> target: every ordered pair of the databases at hand (with one: SQLite to SQLite). */
const PATHS: [string, string][] =
  targets.length === 3
    ? [
        ['sqlite', 'pg'],
        ['pg', 'mysql'],
        ['mysql', 'sqlite'],
        ['sqlite', 'mysql'],
        ['mysql', 'pg'],
        ['pg', 'sqlite'],
      ]
    : [['sqlite', 'sqlite']];

describe('schema snapshot / diff / apply', () => {
  let server: TestServer;
  const projects: InstalledProject[] = [];
  let n = 0;

  const call = async (
    key: string,
    path: string,
    init: RequestInit & { json?: unknown; token?: string } = {},
  ) => {
    const { token = ADMIN_TOKEN, ...rest } = init;
    const res = await server.request(`/${key}${path}`, {
      ...rest,
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const install = async (target: DbTarget) => {
    const key = `sm${n++}`;
    projects.push(await installProject(server, target, key, { user_token: ADMIN_TOKEN }));
    return key;
  };
  /** Rows written straight into a project's tables: its server reloads what it caches. */
  const refreshProject = (key: string) => server.bus.publish(key, 'permissions');
  const snapshot = async (key: string) => {
    const res = await call(key, '/schema/snapshot');
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const moveSchema = async (from: string, to: string) => {
    const snap = await snapshot(from);
    const diff = await call(to, '/schema/diff', { method: 'POST', json: snap });
    expect(diff.status, JSON.stringify(diff.body)).toBe(200);
    const applied = await call(to, '/schema/apply', { method: 'POST', json: diff.body.data });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    return { snap, diff: diff.body.data, applied: applied.body.data };
  };
  /** A snapshot without its vendor; signedness is MySQL's alone (not compared across databases). */
  const portable = (s: {
    collections: unknown[];
    fields: { schema: Record<string, unknown> | null }[];
    relations: unknown[];
  }) => ({
    collections: s.collections,
    fields: s.fields.map((f) => (f.schema ? { ...f, schema: { ...f.schema, is_signed: null } } : f)),
    relations: s.relations,
  });

  let source = '';
  beforeAll(async () => {
    server = await startTestServer();
    source = await install(by('sqlite')!);
    for (const c of SCHEMA) {
      const res = await call(source, '/collections', { method: 'POST', json: c });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const r of RELATIONS) {
      const res = await call(source, '/relations', { method: 'POST', json: r });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
  afterAll(async () => {
    await server?.close();
    for (const p of projects) await p.cleanup();
  });

  it('moves a schema between every pair of databases and arrives unchanged', async () => {
    const original = portable(await snapshot(source));
    expect(original.fields.length).toBeGreaterThan(15);
    const made: Record<string, string> = { sqlite: source };
    for (const [from, to] of PATHS) {
      const fromKey = made[from] ?? (made[from] = await install(by(from)!));
      const toKey = await install(by(to)!);
      const { diff, applied } = await moveSchema(fromKey, toKey);
      expect(diff.diff.collections.every((c: { diff: { kind: string }[] }) => c.diff[0]!.kind === 'N')).toBe(
        true,
      );
      expect(applied).toMatchObject({ transactional: to !== 'mysql', applied: expect.any(Number) });
      expect(portable(await snapshot(toKey)), `${from} -> ${to}`).toEqual(original);
      // Nothing left to do: the diff is empty (204).
      expect(
        (await call(toKey, '/schema/diff', { method: 'POST', json: await snapshot(fromKey) })).status,
      ).toBe(204);
      made[to] = toKey;
    }
    // The moved schema works: items with relations can be written and read back.
    const last = made[PATHS[PATHS.length - 1]![1]]!;
    const cat = await call(last, '/items/categories', { method: 'POST', json: { name: 'News' } });
    const art = await call(last, '/items/articles', {
      method: 'POST',
      json: { title: 'Hello', category: cat.body.data.id, price: 9.5, tags: [{ tag: { name: 't' } }] },
    });
    expect(art.status, JSON.stringify(art.body)).toBe(200);
    const read = await call(
      last,
      `/items/articles/${art.body.data.id}?fields=status,category.name,tags.tag.name,price`,
    );
    expect(read.body.data).toMatchObject({ status: 'draft', category: { name: 'News' }, price: 9.5 });
    expect(read.body.data.tags[0].tag.name).toBe('t');
  });

  it('marks destructive changes, refuses a stale hash, and is for administrators only', async () => {
    const target = await install(by('sqlite')!);
    const { snap } = await moveSchema(source, target);
    const knex = await projectKnex(server, target);
    await knex('tags').insert({ name: 'keep' });
    await knex.destroy();

    // The snapshot without tags.name, with a shorter title and a new note.
    const next = structuredClone(snap);
    next.fields = next.fields.filter(
      (f: { collection: string; field: string }) => !(f.collection === 'tags' && f.field === 'name'),
    );
    const title = next.fields.find((f: { field: string }) => f.field === 'title');
    title.schema.length = '50';
    next.collections.find((c: { collection: string }) => c.collection === 'articles').meta.note = 'Posts';
    const diff = (await call(target, '/schema/diff', { method: 'POST', json: next })).body.data;
    const find = (c: string, f: string) =>
      diff.diff.fields.find(
        (x: { collection: string; field: string }) => x.collection === c && x.field === f,
      );
    expect(find('tags', 'name')).toMatchObject({ destructive: true, diff: [{ kind: 'D' }] });
    expect(find('articles', 'title')).toMatchObject({
      destructive: true,
      diff: [{ kind: 'E', path: ['schema', 'length'], lhs: '100', rhs: '50' }],
    });
    expect(diff.diff.collections).toEqual([
      {
        collection: 'articles',
        destructive: false,
        diff: [{ kind: 'E', path: ['meta', 'note'], lhs: 'Blog posts', rhs: 'Posts' }],
      },
    ]);

    const editor = await createRoleWithUser(await projectKnex(server, target), 'Editors', []);
    const denied = await call(target, '/schema/apply', { method: 'POST', json: diff, token: editor.token });
    expect(denied.status).toBe(401);
    expect((await call(target, '/schema/snapshot', { token: editor.token })).status).toBe(401);

    const dry = await call(target, '/schema/apply?dry_run=1', { method: 'POST', json: diff });
    expect(dry.body.data).toMatchObject({ dry_run: true, applied: 0 });
    expect(dry.body.data.steps).toContainEqual({
      action: 'delete',
      kind: 'field',
      name: 'tags.name',
      destructive: true,
    });

    // The target changes after the diff was made: refused, nothing applied.
    await call(target, '/fields/tags', {
      method: 'POST',
      json: { field: 'color', type: 'string', datatype: 'VARCHAR', length: 10 },
    });
    const stale = await call(target, '/schema/apply', { method: 'POST', json: diff });
    expect(stale.status).toBe(400);
    expect(stale.body.error.message).toContain('hash');

    const fresh = (await call(target, '/schema/diff', { method: 'POST', json: next })).body.data;
    const ok = await call(target, '/schema/apply', { method: 'POST', json: fresh });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const after = await snapshot(target);
    expect(
      after.fields.some(
        (f: { collection: string; field: string }) => f.collection === 'tags' && f.field === 'name',
      ),
    ).toBe(false);
    expect(after.fields.some((f: { field: string }) => f.field === 'color')).toBe(false);
    expect(after.fields.find((f: { field: string }) => f.field === 'title').schema.length).toBe('50');
  });

  it('a failing step: all or nothing on SQLite and PostgreSQL, a report of where it stopped on MariaDB', async () => {
    for (const target of targets) {
      const key = await install(target);
      const { snap } = await moveSchema(source, key);
      const knex = await projectKnex(server, key);
      await knex('comments').insert({ text: null });
      await knex.destroy();
      // Step 1 adds tags.extra (fine); step 2 makes comments.text required, which a row refuses.
      const next = structuredClone(snap);
      next.fields.push({
        ...next.fields.find(
          (f: { collection: string; field: string }) => f.collection === 'tags' && f.field === 'name',
        ),
        field: 'extra',
      });
      next.fields.find(
        (f: { collection: string; field: string }) => f.collection === 'comments' && f.field === 'text',
      ).schema.is_nullable = false;
      const diff = (await call(key, '/schema/diff', { method: 'POST', json: next })).body.data;
      const res = await call(key, '/schema/apply', { method: 'POST', json: diff });
      expect(res.status, target.name).toBe(422);
      expect(res.body.error.message).toMatch(/stopped at step 2 of 2 \(update field comments\.text\)/);
      const hasExtra = (await snapshot(key)).fields.some((f: { field: string }) => f.field === 'extra');
      if (target.name === 'mysql') {
        expect(res.body.error.message).toContain('steps 1-1 were applied: create field tags.extra');
        expect(hasExtra).toBe(true);
      } else {
        expect(res.body.error.message).toContain('nothing was changed');
        expect(hasExtra, target.name).toBe(false);
      }
    }
  });

  it('with include: roles, permissions, shared presets and settings move too (by name, not by id)', async () => {
    const from = await install(by('sqlite')!);
    await moveSchema(source, from);
    // Created through the API: the role gets its default permissions, on both sides.
    const created = await call(from, '/roles', {
      method: 'POST',
      json: { name: 'Writers', description: 'They write' },
    });
    expect(created.status).toBe(200);
    const role = created.body.data.id;
    const knex = await projectKnex(server, from);
    await knex('directus_permissions').insert({
      role,
      collection: 'articles',
      create: 'full',
      read: 'mine',
      status: null,
    });
    await knex('directus_collection_presets').insert({
      collection: 'articles',
      title: 'Drafts',
      role,
      view_type: 'tabular',
      filters: '[]',
    });
    await knex('directus_settings').where({ key: 'project_color' }).update({ value: '#aa3300' });
    await knex('directus_settings').where({ key: 'youtube_api_key' }).update({ value: 'secret-key' });
    await knex.destroy();
    await refreshProject(from);

    const to = await install(by(targets.length === 3 ? 'mysql' : 'sqlite')!);
    const snap = (await call(from, '/schema/snapshot?include=*')).body.data;
    expect(snap.roles.map((r: { key: string }) => r.key)).toContain('Writers');
    expect(JSON.stringify(snap)).not.toContain('secret-key');
    const diff = await call(to, '/schema/diff', { method: 'POST', json: snap });
    const applied = await call(to, '/schema/apply', { method: 'POST', json: diff.body.data });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.steps).toContainEqual(
      expect.objectContaining({ kind: 'role', name: 'Writers', action: 'create' }),
    );
    const there = (await call(to, '/schema/snapshot?include=*')).body.data;
    for (const part of ['roles', 'permissions', 'presets']) expect(there[part], part).toEqual(snap[part]);
    expect(there.settings.find((x: { key: string }) => x.key === 'project_color').value.value).toBe(
      '#aa3300',
    );
    expect((await call(to, '/schema/diff', { method: 'POST', json: snap })).status).toBe(204);
  });

  it('CLI: atrium schema snapshot prints it, apply --dry-run prints the plan, apply makes it so', async () => {
    const atrium = (...args: string[]) =>
      promisify(execFile)(process.execPath, [BIN, 'schema', ...args], {
        env: { ...process.env, ATRIUM_DATA_DIR: server.dataDir, ATRIUM_SUPER_ADMIN_TOKEN: '' },
      });
    const printed = JSON.parse((await atrium('snapshot', '--project', source)).stdout);
    expect(portable(printed)).toEqual(portable(await snapshot(source)));
    const file = path.join(server.dataDir, 'schema.json');
    await fs.writeFile(file, JSON.stringify(printed));

    const target = await install(by('sqlite')!);
    const plan = (await atrium('apply', file, '--project', target, '--dry-run')).stdout;
    expect(plan).toMatch(/would take \d+ steps/);
    expect(plan).toContain('create collection articles');
    expect(plan).toContain('create relation articles_tags.tag');
    expect((await snapshot(target)).collections).toEqual([]);

    expect((await atrium('apply', file, '--project', target)).stdout).toMatch(
      /Applied \d+ steps .* in one transaction/,
    );
    await new Promise((r) => setTimeout(r, 400));
    expect(portable(await snapshot(target))).toEqual(portable(printed));
    expect((await atrium('apply', file, '--project', target)).stdout).toContain('already matches');
  });
});
