import { describe, expect, it } from 'vitest';
import { renderTemplate, templateFields, templateIsBlank, valueAtPath } from './template';

describe('template', () => {
  it('renders fields with and without spaces inside the braces', () => {
    expect(renderTemplate('{{ first }} {{last}}', { first: 'Ada', last: 'Lovelace' })).toBe('Ada Lovelace');
  });

  it('follows dotted paths and leaves missing values empty', () => {
    const row = { author: { name: 'Rijk', role: { name: 'Admin' } } };
    expect(renderTemplate('{{ author.name }} ({{ author.role.name }})', row)).toBe('Rijk (Admin)');
    expect(renderTemplate('[{{ author.email }}]{{ nope.deeper }}', row)).toBe('[]');
    expect(valueAtPath(row, 'author.role.name')).toBe('Admin');
    expect(valueAtPath({ a: 'text' }, 'a.length')).toBeUndefined();
  });

  it('prints numbers, booleans and zero, and objects as JSON', () => {
    expect(renderTemplate('{{ n }}/{{ b }}/{{ o }}', { n: 0, b: false, o: { x: 1 } })).toBe(
      '0/false/{"x":1}',
    );
  });

  it('returns markup as plain text (no HTML is produced or interpreted)', () => {
    const out = renderTemplate('{{ title }}', { title: '<img src=x onerror=alert(1)>' });
    expect(out).toBe('<img src=x onerror=alert(1)>');
  });

  it('lets the caller encode each value, e.g. for a URL', () => {
    expect(renderTemplate('https://x.test/{{ slug }}', { slug: 'a b/c' }, encodeURIComponent)).toBe(
      'https://x.test/a%20b%2Fc',
    );
  });

  it('lists the fields of a template once each', () => {
    expect(templateFields('{{ a }} {{ b.c }} {{a}}')).toEqual(['a', 'b.c']);
    expect(templateFields(null)).toEqual([]);
  });

  it('knows when every referenced field is still empty', () => {
    expect(templateIsBlank('{{ a }} {{ b }}', { a: '', b: null })).toBe(true);
    expect(templateIsBlank('{{ a }} {{ b }}', { a: 'x' })).toBe(false);
  });
});
