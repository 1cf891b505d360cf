/**
 * A URL slug: accents dropped, anything but letters and digits becomes one hyphen, leading
 * hyphens removed. While typing (`final` false) a trailing hyphen is kept so the next word can
 * follow it; the final form drops it.
 */
export function slugify(text: string, lowercase: boolean, final = true): string {
  let slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/[æÆ]/g, (c) => (c === 'æ' ? 'ae' : 'AE'))
    .replace(/[øØ]/g, (c) => (c === 'ø' ? 'o' : 'O'))
    .replace(/&/g, '-and-')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+/, '');
  if (final) slug = slug.replace(/-+$/, '');
  return lowercase ? slug.toLowerCase() : slug;
}
