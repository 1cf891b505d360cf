/**
 * Meta i18n (app-catalogue §0): every space-separated word starting `$t:` in any string of an
 * interface, layout or module meta becomes the message `<kind>.<id>.<key>`.
 */
import type { TFunction } from 'i18next';
import { i18n } from '../i18n';

/** Messages added since start (a language's files, extensions' translations): cached metas expire. */
let revision = 0;
i18n.store?.on('added', () => revision++);
const cache = new WeakMap<object, Map<string, unknown>>();

export function translateWords(text: string, prefix: string, t: (key: string) => string): string {
  return (
    text
      .split(' ')
      // i18n-dynamic: `$t:` words of metas, checked by the translations test's meta check.
      .map((word) => (word.startsWith('$t:') ? t(`${prefix}.${word.slice(3)}`) : word))
      .join(' ')
  );
}

/** A deep copy of `meta` with every `$t:` word translated. */
export function translateMeta<M>(
  kind: 'interfaces' | 'layouts' | 'modules',
  id: string,
  meta: M,
  t: TFunction,
): M {
  // i18n-dynamic: full `<kind>.<id>.<key>` keys built by translateWords.
  const translate = (key: string) => t(key);
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.includes('$t:') ? translateWords(value, `${kind}.${id}`, translate) : value;
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
    }
    return value;
  };
  return walk(meta) as M;
}

/**
 * {@link translateMeta} once per meta, language and set of loaded messages: every field of a form
 * asks for its interface's meta on each render, and most forms repeat interfaces.
 */
export function translatedMeta<M extends object>(
  kind: 'interfaces' | 'layouts' | 'modules',
  id: string,
  meta: M,
  t: TFunction,
  language: string,
): M {
  let byLanguage = cache.get(meta);
  if (!byLanguage) cache.set(meta, (byLanguage = new Map()));
  const key = `${kind}|${id}|${language}|${revision}`;
  if (!byLanguage.has(key)) byLanguage.set(key, translateMeta(kind, id, meta, t));
  return byLanguage.get(key) as M;
}
