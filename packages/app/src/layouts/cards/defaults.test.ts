import { describe, expect, it } from 'vitest';
import { fieldMap, makeField } from '../shared/testing';
import { effectiveCardOptions } from './defaults';

describe('cards defaults (issue 31 item 20)', () => {
  const pk = { ...makeField('id', 'integer'), primary_key: true };
  const articles = fieldMap(
    pk,
    makeField('status', 'status'),
    makeField('title'),
    makeField('cover', 'file'),
    makeField('body'),
  );

  it('titles cards with the first text field and shows the first file field', () => {
    expect(effectiveCardOptions({}, articles, 'id', 'articles')).toMatchObject({
      title: 'title',
      src: 'cover',
    });
  });

  it('falls back to the id and no image when there is neither', () => {
    const plain = fieldMap(pk, makeField('rating', 'integer'));
    expect(effectiveCardOptions({}, plain, 'id', 'scores')).toMatchObject({ title: 'id', src: null });
  });

  it('keeps what was chosen, "Don\'t Show" included', () => {
    expect(effectiveCardOptions({ title: 'body', src: null }, articles, 'id', 'articles')).toMatchObject({
      title: 'body',
      src: null,
    });
  });

  it("shows the file library's own files", () => {
    expect(effectiveCardOptions({}, fieldMap(pk, makeField('title')), 'id', 'directus_files').src).toBe(
      'data',
    );
  });
});
