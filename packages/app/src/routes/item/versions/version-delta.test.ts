import { describe, expect, it } from 'vitest';
import type { Field } from '@atrium/sdk';
import { mergeVersionEdits } from './version-delta';

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
