import { describe, expect, it } from 'vitest';
import { collectionNameProblem, fieldNameProblem, safeName, safeNameTyping } from './safe-name';

describe('safe prompt mode', () => {
  it('lowercases and joins words with single underscores', () => {
    expect(safeName('Blog Posts')).toBe('blog_posts');
    expect(safeName('  Many   Spaces__and--dashes ')).toBe('many_spaces_and_dashes');
  });

  it('drops other characters and leading and trailing underscores', () => {
    expect(safeName('__Héllo, Wörld!__')).toBe('hello_world');
    expect(safeName('price (€)')).toBe('price');
    expect(safeName('***')).toBe('');
  });

  it('keeps digits', () => {
    expect(safeName('Top 10 Lists')).toBe('top_10_lists');
  });

  it('rejects empty, system-prefixed and taken collection names', () => {
    expect(collectionNameProblem('', [])).toBe('empty');
    expect(collectionNameProblem('directus_things', [])).toBe('system_prefix');
    expect(collectionNameProblem('articles', ['articles'])).toBe('taken');
    expect(collectionNameProblem('articles', ['pages'])).toBeNull();
  });

  it('wants a field name unique in its collection', () => {
    expect(fieldNameProblem('title', ['id', 'title'])).toBe('taken');
    expect(fieldNameProblem('body', ['id', 'title'])).toBeNull();
    expect(fieldNameProblem('', ['id'])).toBe('empty');
  });
});

describe('safe prompt mode while typing', () => {
  it('keeps one trailing underscore for the next word', () => {
    expect(safeNameTyping('Blog ')).toBe('blog_');
    expect(safeNameTyping('Blog  -')).toBe('blog_');
    expect(safeNameTyping('Blog P')).toBe('blog_p');
    expect(safeNameTyping(' ')).toBe('');
  });
});
