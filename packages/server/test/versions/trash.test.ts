import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { createCollection, createRelation, createRoleWithUser, refreshSchema } from '../support/fixtures';
import { startBlog, type BlogEnv } from '../items/setup';
import { countDriverStatements } from '../support/driver-statements';

/**
 * The trash (docs/content-workflow.md): deleting an item of a collection without a soft-delete
 * status keeps it, with its children, translations and junction rows, restorable for the
 * project's retention; v8 clients see a plain delete.
 */

const targets = await dbTargets();

async function createPages(knex: Knex): Promise<void> {
  await createCollection(knex, 'pages', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'title', type: 'string', column: 'string' },
    { field: 'secret_note', type: 'string', column: 'string' },
    { field: 'sections', type: 'o2m' },
    { field: 'labels', type: 'o2m' },
    { field: 'translations', type: 'translation' },
  ]);
  await createCollection(knex, 'sections', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'page', type: 'm2o', column: 'integer' },
    { field: 'text', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'labels', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'name', type: 'string', column: 'string' },
  ]);
  await createCollection(knex, 'pages_labels', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'page_id', type: 'integer', column: 'integer' },
    { field: 'label_id', type: 'integer', column: 'integer' },
  ]);
  await createCollection(knex, 'pages_translations', [
    { field: 'id', type: 'integer', column: 'increments' },
    { field: 'page', type: 'integer', column: 'integer' },
    { field: 'language', type: 'lang', column: 'string', length: 8 },
    { field: 'heading', type: 'string', column: 'string' },
  ]);
  const rel = (r: Parameters<typeof createRelation>[1]) => createRelation(knex, r);
  await rel({
    collection_many: 'sections',
    field_many: 'page',
    collection_one: 'pages',
    field_one: 'sections',
  });
  await rel({
    collection_many: 'pages_labels',
    field_many: 'page_id',
    collection_one: 'pages',
    field_one: 'labels',
    junction_field: 'label_id',
  });
  await rel({
    collection_many: 'pages_labels',
    field_many: 'label_id',
    collection_one: 'labels',
    field_one: null,
    junction_field: 'page_id',
  });
  await rel({
    collection_many: 'pages_translations',
    field_many: 'page',
    collection_one: 'pages',
    field_one: 'translations',
  });
}

describe.each(targets)('trash on $name', (target) => {
  let env: BlogEnv;
  let reader: string;
  let creator: string;

  beforeAll(async () => {
    env = await startBlog(target, 'trash', 3);
    await createPages(env.knex);
    reader = (
      await createRoleWithUser(env.knex, 'Readers', [
        { collection: 'pages', read: 'full', read_field_blacklist: 'secret_note' },
      ])
    ).token;
    creator = (
      await createRoleWithUser(env.knex, 'Creators', [{ collection: 'pages', read: 'full', create: 'full' }])
    ).token;
    await refreshSchema(env.server, env.key);
  });
  afterAll(() => env?.close());

  const relatedOf = async () =>
    (
      await env.call(
        '/items/pages/1?fields=title,sections.text,labels.label_id.name,translations.language,translations.heading',
      )
    ).body.data;

  it('restores a deleted item with its children, translations and junction rows', async () => {
    const labels = await env.call('/items/labels', {
      method: 'POST',
      json: [{ name: 'red' }, { name: 'blue' }],
    });
    expect(labels.status).toBe(200);
    const created = await env.call('/items/pages', {
      method: 'POST',
      json: {
        title: 'Home',
        secret_note: 'hush',
        sections: [{ text: 'Intro' }, { text: 'Outro' }],
        labels: [{ label_id: labels.body.data[0].id }, { label_id: labels.body.data[1].id }],
        translations: [{ language: 'fr', heading: 'Accueil' }],
      },
    });
    expect(created.status).toBe(200);
    const before = await relatedOf();

    // A v8 client sees a normal delete.
    expect((await env.call('/items/pages/1', { method: 'DELETE' })).status).toBe(204);
    expect((await env.call('/items/pages/1')).status).toBe(404);
    // Someone detaches a section and removes a junction row meanwhile.
    await env.knex('sections').where({ text: 'Outro' }).update({ page: null });
    await env.knex('pages_labels').where({ label_id: labels.body.data[1].id }).delete();

    const listed = await env.call('/trash/pages');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toHaveLength(1);
    const entry = listed.body.data[0];
    expect(entry).toMatchObject({ collection: 'pages', item: '1', deleted_by: 1, related: 5 });
    expect(entry.data).toMatchObject({ title: 'Home', secret_note: 'hush' });
    // A reader sees the entry without the fields it may not read; it may not restore.
    const forReader = (await env.call('/trash/pages', { token: reader })).body.data;
    expect(forReader[0].data.title).toBe('Home');
    expect(forReader[0].data).not.toHaveProperty('secret_note');
    const denied = await env.call(`/trash/pages/${entry.id}/restore`, { method: 'POST', token: reader });
    expect(denied.status).toBe(403);
    expect((await env.call('/trash/authors')).body.data).toEqual([]);

    const restored = await env.call(`/trash/pages/${entry.id}/restore`, { method: 'POST', token: creator });
    expect(restored.status).toBe(200);
    expect(String(restored.body.data.item)).toBe('1');
    const after = await relatedOf();
    const sorted = (x: typeof before) => ({
      ...x,
      sections: x.sections.map((s: { text: string }) => s.text).sort(),
      labels: x.labels.map((l: { label_id: { name: string } }) => l.label_id.name).sort(),
    });
    expect(sorted(after)).toEqual(sorted(before));
    expect((await env.call('/trash/pages')).body.data).toEqual([]);
    const activity = await env
      .knex('directus_activity')
      .where({ collection: 'pages', item: '1' })
      .orderBy('id');
    expect(activity.map((a: { action: string }) => a.action)).toEqual(['create', 'delete', 'create']);
  });

  it('restores many related rows in a few statements, whatever their number', async () => {
    const created = await env.call('/items/pages', {
      method: 'POST',
      json: {
        title: 'Long',
        sections: Array.from({ length: 60 }, (_, i) => ({ text: `part ${i}` })),
        translations: [
          { language: 'fr', heading: 'Long' },
          { language: 'de', heading: 'Lang' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const key = created.body.data.id;
    expect((await env.call(`/items/pages/${key}`, { method: 'DELETE' })).status).toBe(204);
    // Some sections are still there, pointing elsewhere: they are pointed back.
    await env.knex('sections').whereIn('text', ['part 1', 'part 2']).update({ page: null });
    const entry = (await env.call('/trash/pages')).body.data.find(
      (e: { item: string }) => e.item === String(key),
    );
    const statements = await countDriverStatements(async () => {
      const res = await env.call(`/trash/pages/${entry.id}/restore`, { method: 'POST' });
      expect(res.status).toBe(200);
    });
    expect(statements).toBeLessThan(25);
    const back = await env.call(`/items/pages/${key}?fields=sections.text,translations.heading`);
    expect(back.body.data.sections).toHaveLength(60);
    expect(back.body.data.translations.map((t: { heading: string }) => t.heading).sort()).toEqual([
      'Lang',
      'Long',
    ]);
  });

  it('lets an administrator set the retention in the settings, which changes what stays restorable', async () => {
    const field = await env.call('/settings/fields');
    const row = (field.body.data as { field: string; type: string; interface: string }[]).find(
      (f) => f.field === 'trash_retention_days',
    );
    expect(row).toMatchObject({ type: 'integer', interface: 'numeric' });
    const setting = (await env.call('/settings?filter[key][eq]=trash_retention_days')).body.data[0] as {
      id: number;
      value: unknown;
    };
    expect(setting.value).toBe(30);
    const setRetention = (value: unknown, token?: string) =>
      env.call(`/settings/${setting.id}`, { method: 'PATCH', json: { value }, token });

    const id = (await env.call('/items/pages', { method: 'POST', json: { title: 'Kept a while' } })).body.data
      .id;
    await env.call(`/items/pages/${id}`, { method: 'DELETE' });
    // Deleted five days ago: within 30 days, and within 7.
    const ago = (days: number) =>
      new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    await env
      .knex('directus_trash')
      .where({ item: String(id) })
      .update({ deleted_on: ago(5) });
    const listed = async () =>
      ((await env.call('/trash/pages')).body.data as { item: string }[]).some((e) => e.item === String(id));
    expect(await listed()).toBe(true);

    // A role without settings access, a negative or a fractional value change nothing.
    expect([403, 404]).toContain((await setRetention(3, creator)).status);
    const negative = await setRetention(-1);
    expect(negative.status).toBe(422);
    expect(negative.body.error.code).toBe(4);
    expect((await setRetention(2.5)).status).toBe(422);
    expect(await listed()).toBe(true);

    // Three days: the entry from five days ago is past it at once.
    expect((await setRetention(3)).status).toBe(200);
    expect(await listed()).toBe(false);
    expect(
      (
        await env.call(
          `/trash/pages/${
            (
              await env
                .knex('directus_trash')
                .where({ item: String(id) })
                .first()
            ).id
          }/restore`,
          {
            method: 'POST',
          },
        )
      ).status,
    ).toBe(404);
    // Back to seven days: it is listed again (not swept yet).
    expect((await setRetention(7)).status).toBe(200);
    expect(await listed()).toBe(true);
    expect((await setRetention(30)).status).toBe(200);
    await env
      .knex('directus_trash')
      .where({ item: String(id) })
      .delete();
  });

  it('keeps soft-delete collections out, purges for good and sweeps past the retention', async () => {
    // Articles have a soft-delete status: a real delete is final, as before.
    expect((await env.call('/items/articles/1', { method: 'DELETE' })).status).toBe(204);
    expect((await env.call('/trash/articles')).body.data).toEqual([]);

    const a = (await env.call('/items/pages', { method: 'POST', json: { title: 'Old' } })).body.data.id;
    const b = (await env.call('/items/pages', { method: 'POST', json: { title: 'Gone' } })).body.data.id;
    await env.call(`/items/pages/${a},${b}`, { method: 'DELETE' });
    const entries = (await env.call('/trash/pages')).body.data as { id: number; data: { title: string } }[];
    expect(entries.map((e) => e.data.title).sort()).toEqual(['Gone', 'Old']);
    const gone = entries.find((e) => e.data.title === 'Gone')!;
    expect((await env.call(`/trash/pages/${gone.id}`, { method: 'DELETE', token: creator })).status).toBe(
      403,
    );
    expect((await env.call(`/trash/pages/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await env.call(`/trash/pages/${gone.id}/restore`, { method: 'POST' })).status).toBe(404);

    // An entry older than the retention is no longer listed, and goes at the runner's next poll.
    await env.knex('directus_trash').update({ deleted_on: '2000-01-01 00:00:00' });
    expect((await env.call('/trash/pages')).body.data).toEqual([]);
    const left = () =>
      env
        .knex('directus_trash')
        .count({ n: '*' })
        .then((r) => Number(r[0]!.n));
    expect(await left()).toBeGreaterThan(0);
    await env.server.schedules.poll();
    expect(await left()).toBe(0);
    // Retention 0: deletes are final.
    await env.knex('directus_settings').where({ key: 'trash_retention_days' }).update({ value: '0' });
    await refreshSchema(env.server, env.key);
    const c = (await env.call('/items/pages', { method: 'POST', json: { title: 'Final' } })).body.data.id;
    await env.call(`/items/pages/${c}`, { method: 'DELETE' });
    expect(await left()).toBe(0);
  });
});
