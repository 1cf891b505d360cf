import type { Knex } from 'knex';
import type { FilterNode, OutField, ReadPlan } from './ast';
import { applySort, baseQuery, sqlContext, type SqlContext } from './compile-sql';
import { runCompiled, runSelect, runSqliteArrays, type CompiledSql } from '../database/run';
import { addM2oJoins, m2oJoins, splitJoinedRows } from './m2o-join';
import { createEstimator } from './estimate';
import { deferredJoinPays } from './deep-page';
import type { SchemaOverview } from '../schema/overview';
import { hydrate } from './hydrate';
import {
  FetchBudget,
  outputCells,
  tooManyCells,
  tooManyColumns,
  tooManyRelatedValues,
  type ReadLimits,
} from './read-limits';

/**
 * Step 4 of a read: run the root query (and the counts asked for), within the project's limits;
 * the rows are then nested and cast by `hydrate`.
 */

type Row = Record<string, unknown>;

export interface ReadResult {
  data: Row[];
  /** The root rows as fetched (every selected column, uncast): ETags and write paths use them. */
  raw: Row[];
  meta: Record<string, unknown>;
}

const toCount = (v: unknown) => Number(v ?? 0);

/** Root SQL of a plan, kept with the plan when plans are reused (see the plan cache of the items service). */
const compiledRoots = new WeakMap<ReadPlan, CompiledSql>();
/** From this offset on, pages may be read with a deferred join (deep-page.ts decides). */
const DEFERRED_JOIN_OFFSET = 1000;

/**
 * Refuses a read whose answer would exceed the limits before its rows are read: the columns of its
 * `fields` tree, and its rows × columns. Rows are the limit when that is small enough to settle
 * it; otherwise (`limit=-1`, or a big limit) the matching rows are counted, but never more than
 * one past the most the limit allows, so the count costs at most what the allowed read would.
 */
/** The limit alone (or, for a read by keys, the number of keys) keeps rows × columns within `max_cells`. */
function settledByLimit(plan: ReadPlan, limits: ReadLimits, rowBound?: number): boolean {
  const rows = rowBound ?? plan.limit;
  return rows !== null && rows * Math.max(plan.columns, 1) <= limits.max_cells;
}

async function assertWithinLimits(
  ctx: SqlContext,
  plan: ReadPlan,
  restrictions: FilterNode[],
  limits: ReadLimits,
): Promise<void> {
  if (plan.columns > limits.max_columns) throw tooManyColumns(limits);
  const columns = Math.max(plan.columns, 1);
  const mostRows = Math.floor(limits.max_cells / columns);
  if (plan.limit !== null && plan.limit <= mostRows) return;
  const probe = baseQuery(plan, ctx, restrictions, true)
    .select(ctx.knex.raw('1 as one'))
    .limit(Math.min(plan.limit ?? Infinity, mostRows + 1))
    .offset(plan.offset);
  const [row] = await runSelect<{ c: unknown }>(ctx.knex, ctx.knex.from(probe.as('probe')).count({ c: '*' }));
  const rows = toCount(row?.c);
  if (rows > mostRows) throw tooManyCells(mostRows, columns, limits, true);
}

/** Runs a plan: the root query, the relations, and the counts the caller asked for. */
export async function executeRead(
  knex: Knex,
  schema: SchemaOverview,
  plan: ReadPlan,
  extra: FilterNode[] = [],
  /** Keep `raw` untouched (ETags, key order); otherwise rows may be cast in place. */
  keepRaw = false,
  fileData?: SqlContext['fileData'],
  /** Bounds checked before the rows are read (query/read-limits.ts); none for internal reads. */
  limits?: ReadLimits,
  /** The most rows the read can return whatever its limit: a read by primary keys returns at most one per key. */
  rowBound?: number,
): Promise<ReadResult> {
  const ctx: SqlContext = { ...sqlContext(knex, schema), fileData };
  const restrictions = [...plan.restrictions, ...extra];
  if (limits) {
    // Most reads are settled by their limit alone, without a query or an await.
    if (plan.columns > limits.max_columns || !settledByLimit(plan, limits, rowBound))
      await assertWithinLimits(ctx, plan, restrictions, limits);
    if (plan.relatedLists) ctx.budget = new FetchBudget(limits);
  }
  let root = extra.length === 0 ? compiledRoots.get(plan) : undefined;
  const joins = m2oJoins(ctx, plan.selection);
  if (!root) {
    const nullsLast = schema.settings.sortNullLast;
    const cols = plan.selection.columns;
    let qb: Knex.QueryBuilder;
    if (
      plan.offset >= DEFERRED_JOIN_OFFSET &&
      plan.limit !== null &&
      plan.sort !== 'random' &&
      (await deferredJoinPays(ctx, plan, restrictions))
    ) {
      // Deep pages: find the page's keys on the (index-only) sorted scan first, then fetch just
      // those rows, instead of reading every skipped row (a "deferred join").
      const pk = plan.collection.primaryKey;
      const keys = baseQuery(plan, ctx, restrictions, true).select(`t0.${pk}`);
      applySort(keys, plan, ctx, nullsLast);
      keys.limit(plan.limit).offset(plan.offset);
      qb = ctx.knex({ p0: plan.collection.collection }).select(cols.map((c) => `p0.${c}`));
      // MySQL refuses LIMIT inside IN (subquery); SQLite plans the join badly when LIMIT is bound.
      if (ctx.dialect === 'mysql') qb.join(keys.as('page'), `page.${pk}`, `p0.${pk}`);
      else qb.whereIn(`p0.${pk}`, keys);
      addM2oJoins(qb, 'p0', joins);
      applySort(qb, plan, ctx, nullsLast, 'p0');
    } else {
      qb = baseQuery(plan, ctx, restrictions, true).select(cols.map((c) => `t0.${c}`));
      addM2oJoins(qb, 't0', joins);
      applySort(qb, plan, ctx, nullsLast);
      if (plan.limit !== null) qb.limit(plan.limit);
      if (plan.offset) {
        if (plan.limit === null) qb.limit(ctx.dialect === 'mysql' ? Number.MAX_SAFE_INTEGER : -1);
        qb.offset(plan.offset);
      }
    }
    root = qb.toSQL() as CompiledSql;
    if (extra.length === 0) compiledRoots.set(plan, root);
  }
  let raw: Row[];
  let joined: Map<OutField, Map<string, Row>> | undefined;
  if (joins.length) {
    const arrays = await runSqliteArrays(knex, root);
    ({ rows: raw, related: joined } = splitJoinedRows(arrays, plan.selection.columns, joins));
  } else {
    // A root kept with its plan is a bounded set of texts: prepared once per connection on PostgreSQL.
    raw = await runCompiled<Row>(knex, root, extra.length === 0);
  }
  const data = await hydrate(ctx, plan.selection, raw, !keepRaw, joined);
  // Related lists can make one row carry many: the answer is measured before it is written out.
  if (limits && plan.relatedLists && outputCells(plan.selection, data, limits.max_cells) > limits.max_cells)
    throw tooManyRelatedValues(limits);

  const meta: Record<string, unknown> = {};
  const m = plan.meta;
  if (m.size) {
    if (m.has('collection')) meta.collection = plan.collection.collection;
    if (m.has('type')) meta.type = plan.single ? 'item' : 'collection';
    if (!plan.single) {
      const exactCount = async (r: FilterNode[], withFilter: boolean) => {
        const [row] = await runSelect<{ c: unknown }>(
          knex,
          baseQuery(plan, ctx, r, withFilter).count({ c: '*' }),
        );
        return toCount(row?.c);
      };
      const wantsCount = m.has('total_count') || m.has('filter_count') || m.has('page');
      const estimator = m.has('estimate') && wantsCount ? createEstimator(ctx, plan, exactCount) : null;
      const count = estimator ? estimator.count.bind(estimator) : exactCount;
      let total: number | undefined;
      const countTotal = async () => {
        if (total === undefined) total = await count(plan.countRestrictions, false);
        return total;
      };
      if (m.has('total_count')) meta.total_count = await countTotal();
      if (m.has('result_count')) meta.result_count = data.length;
      let filtered: number | undefined;
      if (m.has('filter_count') || m.has('page')) {
        if (!plan.hasFilterOrQ && restrictions.length === plan.countRestrictions.length)
          filtered = await countTotal();
        else filtered = await count(restrictions, true);
        if (m.has('filter_count')) meta.filter_count = filtered;
      }
      if (m.has('status_count') && plan.collection.statusField) {
        const sf = plan.collection.statusField;
        const rows = await runSelect<{ s: unknown; c: unknown }>(
          knex,
          baseQuery(plan, ctx, plan.statusCountRestrictions, false)
            .select(`t0.${sf} as s`)
            .count({ c: '*' })
            .groupBy(`t0.${sf}`),
        );
        const counts: Record<string, number> = {};
        for (const key of Object.keys(plan.collection.statusMapping ?? {})) counts[key] = 0;
        for (const r of rows) counts[String(r.s)] = toCount(r.c);
        meta.status_count = counts;
      }
      if (m.has('page')) {
        const limit = plan.limit;
        const pageCount = limit ? Math.ceil((filtered ?? 0) / limit) : 1;
        meta.page = limit ? Math.floor(plan.offset / limit) + 1 : 1;
        meta.page_count = pageCount;
        meta.limit = limit ?? -1;
        meta.offset = plan.offset;
      }
      if (m.has('estimate')) meta.estimated = estimator ? await estimator.applies() : false;
    }
  }
  return { data, raw, meta };
}
