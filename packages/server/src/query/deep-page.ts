import type { Knex } from 'knex';
import type { SchemaOverview } from '../schema/overview';
import type { FilterNode, ReadPlan } from './ast';
import type { SqlContext } from './compile-sql';
import { pgIdentifier } from '../database/pg-identifier';

/**
 * Whether a deep page (a large OFFSET) is better read with a deferred join: the page's keys from
 * the sorted scan first, then only those rows. Chosen per database from measurement (issue 16,
 * 100,000 rows, offset 50,000 sorted by a datetime):
 *
 * - SQLite and MariaDB/MySQL: every index carries the row's key (rowid, InnoDB's primary key), so
 *   the key scan never touches the table; the deferred join wins.
 * - PostgreSQL: an index carries the key only when it is one of its columns. With an index on
 *   the sort column alone the key scan still visits every skipped row, and the join only adds
 *   work (measured 334 ms against 220 ms for a plain OFFSET); with an index on (sort column, key)
 *   the scan is index-only and the deferred join is several times faster (20 ms against 156 ms).
 *   So PostgreSQL defers only when such an index exists and nothing but the sort restricts the
 *   scan (docs/deployment.md has the index advice).
 */
export async function deferredJoinPays(
  ctx: SqlContext,
  plan: ReadPlan,
  restrictions: FilterNode[],
): Promise<boolean> {
  if (ctx.dialect !== 'pg') return true;
  if (plan.sort === 'random' || plan.sort.length === 0 || restrictions.length > 0 || plan.hasFilterOrQ)
    return false;
  const indexes = await pgIndexes(ctx.knex, ctx.schema, plan.collection.collection);
  const sort = plan.sort.map((s) => s.field.field);
  const pk = plan.collection.primaryKey;
  return indexes.some(
    ({ keys, all }) => sort.every((f, i) => keys[i] === f) && (all.includes(pk) || sort.includes(pk)),
  );
}

interface IndexColumns {
  /** Key columns, in order. */
  keys: string[];
  /** Key and INCLUDE columns. */
  all: string[];
}

/**
 * The plain-column, non-partial indexes of a table, kept as long as the schema overview they were
 * read with (a schema change, or a reload after one, reads them again).
 */
const cache = new WeakMap<SchemaOverview, Map<string, Promise<IndexColumns[]>>>();

function pgIndexes(knex: Knex, schema: SchemaOverview, table: string): Promise<IndexColumns[]> {
  let tables = cache.get(schema);
  if (!tables) cache.set(schema, (tables = new Map()));
  const hit = tables.get(table);
  if (hit) return hit;
  const value = knex
    .raw(
      `select i.indnkeyatts as nkey,
              array(select a.attname from unnest(i.indkey::int2[]) with ordinality k(attnum, ord)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                    order by k.ord)::text[] as cols
         from pg_index i
        where i.indrelid = to_regclass(?) and i.indpred is null and i.indexprs is null`,
      [pgIdentifier(table)],
    )
    .then((r: { rows: { nkey: number; cols: string[] }[] }) =>
      r.rows.map((row) => ({ keys: row.cols.slice(0, Number(row.nkey)), all: row.cols })),
    );
  const own = tables;
  own.set(table, value);
  value.catch(() => {
    if (own.get(table) === value) own.delete(table);
  });
  return value;
}
