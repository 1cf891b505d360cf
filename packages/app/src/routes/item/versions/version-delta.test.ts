import { describe, expect, it } from 'vitest';
import type { Field } from '@atrium/sdk';
import { joinNestedWrites, mergeVersionEdits } from './version-delta';

const fields = {
  title: { field: 'title', type: 'string' },
  tags: { field: 'tags', type: 'array' },
  translations: { field: 'translations', type: 'translation' },
} as unknown as Record<string, Field>;

describe('mergeVersionEdits', () => {
  it('replaces plain values and keeps the delta’s other fields', () => {
    expect(mergeVersionEdits({ title: 'A', summary: 'S' }, { title: 'B' }, fields)).toEqual({
      title: 'B',
      summary: 'S',
    });
  });

  it('replaces an array value that is not a relation', () => {
    expect(mergeVersionEdits({ tags: ['a'] }, { tags: ['b'] }, fields)).toEqual({ tags: ['b'] });
  });

  it('keeps the version’s earlier nested writes before the new ones', () => {
    const delta = { translations: [{ language: 'fr-FR', title: 'Titre' }] };
    const edits = { translations: [{ id: 4, title: 'Changed' }] };
    expect(mergeVersionEdits(delta, edits, fields)).toEqual({
      translations: [
        { language: 'fr-FR', title: 'Titre' },
        { id: 4, title: 'Changed' },
      ],
    });
  });
});

describe('joinNestedWrites', () => {
  const rows = (view: unknown[]) => ({ pk: 'id', view, live: new Set(['2', '3']) });

  it('folds an edit of a row the version creates into its create entry', () => {
    const before = [
      { language: 'de', headline: 'DE' },
      { id: 3, headline: 'FR edited' },
    ];
    // The preview gave the new German row the key 8; the next preview may give it another.
    const view = [{ id: 2 }, { id: 3 }, { id: 8, language: 'de' }];
    expect(joinNestedWrites(before, [{ id: 8, headline: 'DE2' }], rows(view))).toEqual([
      { language: 'de', headline: 'DE2' },
      { id: 3, headline: 'FR edited' },
    ]);
  });

  it('drops a create whose row is removed, and keeps writes of live rows after the version’s', () => {
    const before = [{ language: 'de' }, { language: 'it' }];
    const view = [{ id: 2 }, { id: 3 }, { id: 11 }, { id: 12 }];
    expect(
      joinNestedWrites(
        before,
        [{ id: 11, $delete: true }, { id: 2, headline: 'EN' }, { language: 'es' }],
        rows(view),
      ),
    ).toEqual([{ language: 'it' }, { id: 2, headline: 'EN' }, { language: 'es' }]);
  });

  it('only joins the lists when the view does not match the version’s creates', () => {
    const before = [{ language: 'de' }];
    expect(joinNestedWrites(before, [{ id: 9, headline: 'x' }], rows([{ id: 2 }]))).toEqual([
      { language: 'de' },
      { id: 9, headline: 'x' },
    ]);
  });
});
