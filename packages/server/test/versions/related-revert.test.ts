import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../support/databases';
import { startBlog, type BlogEnv } from '../items/setup';

/**
 * A revert brings back the item's translations, o2m children and m2m links as they were at the
 * revision, from their own revisions, in the same transaction (docs/content-workflow.md).
 */

const targets = await dbTargets();

describe.each(targets)('revert with related items on $name', (target) => {
  let env: BlogEnv;
  beforeAll(async () => {
    env = await startBlog(target, 'revert', 6);
  });
  afterAll(() => env?.close());

  it('restores translations, children and junction rows as they were', async () => {
    const read = async () =>
      (
        await env.call(
          '/items/articles/4?fields=title,translations.id,translations.language,translations.headline,comments.text,tags.id,tags.tag_id',
        )
      ).body.data;
    const start = await read();
    const fr = start.translations.find((t: { language: string }) => t.language === 'fr');
    const first = await env.call('/items/articles/4', {
      method: 'PATCH',
      json: {
        title: 'First',
        translations: [{ id: fr.id, headline: 'FR first' }],
        comments: [{ text: 'c1' }],
        tags: [{ tag_id: 2 }],
      },
    });
    expect(first.status).toBe(200);
    const atFirst = await read();
    const revision = await env
      .knex('directus_revisions')
      .where({ collection: 'articles', item: '4' })
      .orderBy('id', 'desc')
      .first();
    const j2 = atFirst.tags.find((t: { tag_id: number }) => Number(t.tag_id) === 2);
    await env.call('/items/articles/4', {
      method: 'PATCH',
      json: {
        title: 'Second',
        translations: [
          { id: fr.id, headline: 'FR second' },
          { language: 'de', headline: 'DE second' },
        ],
        comments: [{ text: 'c2' }],
        tags: [{ id: j2.id, $delete: true }],
      },
    });
    // The preview shows the related items as the revert would leave them, and changes nothing.
    const beforeRevert = await read();
    const preview = await env.call(
      `/items/articles/4/revert/${revision.id}?fields=title,translations.language,translations.headline`,
    );
    expect(preview.status).toBe(200);
    expect(preview.body.data.title).toBe('First');
    expect(preview.body.data.translations.map((t: { language: string }) => t.language).sort()).toEqual([
      'en',
      'fr',
    ]);
    expect(await read()).toEqual(beforeRevert);
    const reverted = await env.call(`/items/articles/4/revert/${revision.id}`, { method: 'PATCH' });
    expect(reverted.status).toBe(200);
    const now = await read();
    const headlines = Object.fromEntries(
      now.translations.map((t: { language: string; headline: string }) => [t.language, t.headline]),
    );
    expect(now.title).toBe('First');
    expect(headlines).toEqual({ en: 'EN 4', fr: 'FR first' });
    expect(now.comments.map((c: { text: string }) => c.text)).toEqual(['c1']);
    expect(await env.knex('comments').where({ text: 'c2' }).first()).toMatchObject({ article: null });
    const tagIds = (d: { tags: { tag_id: number }[] }) => d.tags.map((t) => Number(t.tag_id)).sort();
    expect(tagIds(now)).toEqual(tagIds(atFirst));
  });
});
