import { afterEach, describe, expect, it } from 'vitest';
import { differingFields, draftKey, dropDraft, readDraft, writeDraft } from './local-drafts';

describe('local drafts', () => {
  afterEach(() => localStorage.clear());

  it('keeps drafts apart per user, project, collection and item', () => {
    const a = draftKey(1, 'blog', 'articles', '7');
    writeDraft(a, { title: 'Mine' });
    expect(readDraft(draftKey(2, 'blog', 'articles', '7'))).toBeNull();
    expect(readDraft(draftKey(1, 'shop', 'articles', '7'))).toBeNull();
    expect(readDraft(draftKey(1, 'blog', 'articles', '8'))).toBeNull();
    expect(readDraft(a)?.edits).toEqual({ title: 'Mine' });
  });

  it('keeps a version’s draft apart from the live item’s and from other versions’', () => {
    writeDraft(draftKey(1, 'blog', 'articles', '7', 'spring'), { title: 'In the version' });
    expect(readDraft(draftKey(1, 'blog', 'articles', '7'))).toBeNull();
    expect(readDraft(draftKey(1, 'blog', 'articles', '7', 'autumn'))).toBeNull();
    expect(readDraft(draftKey(1, 'blog', 'articles', '7', 'spring'))?.edits).toEqual({
      title: 'In the version',
    });
  });

  it('forgets a draft whose edits are gone, and ignores a damaged one', () => {
    const key = draftKey(1, 'blog', 'articles', '+');
    writeDraft(key, { title: 'x' });
    writeDraft(key, {});
    expect(readDraft(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(readDraft(key)).toBeNull();
    writeDraft(key, { title: 'y' });
    dropDraft(key);
    expect(readDraft(key)).toBeNull();
  });

  it('offers only the fields that differ from what the server holds now', () => {
    const draft = { at: 0, edits: { title: 'New', body: 'Same', tags: [1, 2] } };
    expect(differingFields(draft, { title: 'Old', body: 'Same', tags: [1, 2] })).toEqual(['title']);
  });
});
