import { errors } from '../errors';
import { toOperator, type Operator, type RawFilter } from './param-values';

/**
 * Directus 11's filter syntax (`{ "author": { "name": { "_eq": "Ada" } }, "_or": [ … ] }`), used by
 * GraphQL's `filter` arguments and by `deep[…][_filter]`, into the filter tree the v8 parser
 * builds, which the read path then binds and authorises like any other filter.
 */

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `_null: false` asks for the opposite of `_null: true`. */
const FLAGS: Record<string, [Operator, Operator]> = {
  _null: ['null', 'nnull'],
  _nnull: ['nnull', 'null'],
  _empty: ['empty', 'nempty'],
  _nempty: ['nempty', 'empty'],
};

/** Nesting this deep is no filter a person writes; refused before it costs anything. */
const MAX_NESTING = 32;

/**
 * Every key of an object is AND-ed, `_and`/`_or` group their entries, an `_operator` key is a
 * condition on the path above it, any other key is a field (a relational field prefixes the paths
 * of the filter under it; `author.name` works as `author: { name }`).
 */
export function nestedFilter(value: unknown, path: string[] = [], nesting = 0): RawFilter | null {
  if (value === null || value === undefined) return null;
  if (!isObject(value)) throw errors.badRequest('A filter must be an object');
  if (nesting > MAX_NESTING) throw errors.badRequest('This filter is nested too deeply');
  const children: RawFilter[] = [];
  for (const [key, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (key === '_and' || key === '_or') {
      const entries = Array.isArray(v) ? v : isObject(v) ? Object.values(v) : [v];
      const list = entries.map((x) => nestedFilter(x, path, nesting + 1)).filter((x) => x !== null);
      if (list.length) children.push({ kind: key === '_and' ? 'and' : 'or', children: list });
      continue;
    }
    if (key.startsWith('_')) {
      if (path.length === 0) throw errors.badRequest(`Filter operator "${key}" needs a field above it`);
      const flag = FLAGS[key];
      const op = flag ? (v === false || v === 'false' ? flag[1] : flag[0]) : toOperator(key.slice(1));
      if (!flag && v === null) throw errors.badRequest(`"${path.join('.')}": ${key} needs a value`);
      children.push({ kind: 'cond', path, op, value: flag ? null : v });
      continue;
    }
    if (key === '' || key.split('.').some((s) => s === ''))
      throw errors.badRequest(`Invalid filter field "${key}"`);
    if (!isObject(v)) throw errors.badRequest(`Filter on "${[...path, key].join('.')}" needs an operator`);
    const nested = nestedFilter(v, [...path, ...key.split('.')], nesting + 1);
    if (nested) children.push(nested);
  }
  if (children.length === 0) return null;
  return children.length === 1 ? children[0]! : { kind: 'and', children };
}
