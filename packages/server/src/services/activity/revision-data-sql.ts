import { pgIdentifier as quote } from '../../database/pg-identifier';
import type { CollectionInfo, FieldInfo } from '../../schema/overview';
import { isUnrevisedField } from '../permissions/access';
import { isMaskedUserColumn } from '../../schema/user-columns';

/**
 * PostgreSQL: the revision `data` of a written row rendered by the database, byte for byte the
 * text `JSON.stringify(revisionData(collection, row))` (record.ts) gives for the row as the pg
 * driver returns it, so that the UPDATE, its activity and its revision can be one statement.
 *
 * Only for collections whose every revised column has a type whose rendering is known identical:
 * texts and UUIDs (JSON strings), 16/32-bit integers (numbers), 64-bit integers (strings, as
 * `castBigint`), booleans, numerics of at most 15 digits and 6 decimals (the driver's `Number`,
 * whose shortest form is the decimal without its trailing zeros; NaN becomes null) and timestamps
 * (`castDatetime`'s cut to 'YYYY-MM-DD HH:MM:SS', mirrored on the same text). Anything else
 * (JSON, arrays, dates and times, floats, unconstrained numerics, Directus types with their own
 * casters) keeps the JavaScript rendering. Keys in table order, as the row's own; none where
 * JavaScript would order keys otherwise (integer-like names) or drop them (`__proto__`).
 */

export interface RevisionDataSql {
  /** A text expression over the row's columns, qualified by `alias`. */
  sql: string;
  bindings: string[];
}

const TEXT = /^(text|character varying|character|uuid)$/;
const INT = /^(smallint|integer)$/;
const TIMESTAMP = /^timestamp with(out)? time zone$/;
/** Directus types with a caster of their own (values.ts, `outputCaster`): none is rendered here. */
const OWN_CASTERS = new Set(['json', 'array', 'datetime_created', 'datetime_updated', 'date', 'time']);

/** `castDatetime` (values.ts) on the column's text, as the driver receives it. */
function datetimeJson(v: string): string {
  const s = `${v}::text`;
  const cut = (time: string) => `to_json(substr(${s}, 1, 10) || ' ' || ${time})::text`;
  return (
    `case when ${v} is null then 'null'` +
    ` when length(${s}) = 19 and substr(${s}, 11, 1) = ' ' and left(${s}, 4) <> '0000' then to_json(${s})::text` +
    ` when left(${s}, 10) = '0000-00-00' then 'null'` +
    ` when ${s} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}:[0-9]{2}' then ${cut(`substr(${s}, 12, 8)`)}` +
    ` when ${s} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}[T ][0-9]{2}:[0-9]{2}' then ${cut(`substr(${s}, 12, 5) || ':00'`)}` +
    ` else to_json(${s})::text end`
  );
}

/**
 * The SQL rendering of one column's JSON value from `v` (its qualified name), following the
 * choices of `outputCaster` (without a dialect, as `revisionData` calls it); null when the
 * caster it picks is not one rendered here.
 */
function columnJson(f: FieldInfo, v: string): string | null {
  const col = f.column;
  if (!col || isMaskedUserColumn(f.collection, f.field) || OWN_CASTERS.has(f.type)) return null;
  const t = col.dataType;
  // `castBool`, or no caster: a boolean column's true/false/null either way.
  if (f.type === 'boolean') return t === 'boolean' ? `coalesce(to_json(${v})::text, 'null')` : null;
  if (t === 'bigint') return `coalesce(to_json(${v}::text)::text, 'null')`;
  if (INT.test(t)) return `coalesce(${v}::text, 'null')`;
  if (t === 'numeric') {
    const p = col.numericPrecision;
    const s = col.numericScale;
    if (p === null || s === null || p > 15 || s < 0 || s > 6) return null;
    const digits = s > 0 ? `rtrim(rtrim(${v}::text, '0'), '.')` : `${v}::text`;
    return `case when ${v} is null or ${v} = 'NaN'::numeric then 'null' else ${digits} end`;
  }
  if (/datetime|timestamp/.test(t) || f.type === 'datetime')
    return TIMESTAMP.test(t) ? datetimeJson(v) : null;
  if (TEXT.test(t) || t === 'boolean') return `coalesce(to_json(${v})::text, 'null')`;
  return null;
}

const cache = new WeakMap<CollectionInfo, Map<string, RevisionDataSql | null>>();

/** The rendering for `collection`'s rows under `alias`, or null where it must stay JavaScript's. */
export function revisionDataSql(collection: CollectionInfo, alias: string): RevisionDataSql | null {
  let byAlias = cache.get(collection);
  if (!byAlias) cache.set(collection, (byAlias = new Map()));
  let out = byAlias.get(alias);
  if (out === undefined) {
    out = build(collection, alias);
    byAlias.set(alias, out);
  }
  return out;
}

function build(collection: CollectionInfo, alias: string): RevisionDataSql | null {
  const columns = collection.columnOrder;
  if (!columns) return null;
  const parts: string[] = [];
  const bindings: string[] = [];
  for (const name of columns) {
    // JavaScript puts integer-like keys first, and `__proto__` is no own key.
    if (/^(0|[1-9][0-9]*)$/.test(name) || name === '__proto__') return null;
    const f = collection.fields.get(name);
    if (!f || f.alias || isUnrevisedField(collection, name)) continue;
    const json = columnJson(f, `${quote(alias)}.${quote(name)}`);
    if (json === null) return null;
    bindings.push(`${bindings.length ? ',' : '{'}${JSON.stringify(name)}:`);
    parts.push(`?::text || (${json})`);
  }
  if (parts.length === 0) return { sql: `'{}'`, bindings: [] };
  return { sql: `${parts.join(' || ')} || '}'`, bindings };
}
