import { pickDataKeys } from './file-data-keys';
import type { Knex } from 'knex';
import { and, type FilterNode, type OutField, type ReadPlan, type Selection } from './ast';
import { applyFilter, applySort, baseQuery, chunks, sqlContext, type SqlContext } from './plan';
import { identity, outputCaster, type Caster } from './values';
import { runCompiled, runSelect, runSqliteArrays, type CompiledSql } from '../database/run';
import { addM2oJoins, m2oJoins, splitJoinedRows } from './m2o-join';
import { createEstimator } from './estimate';
import { deferredJoinPays } from './deep-page';
import type { CollectionInfo, SchemaOverview } from '../schema/overview';
import {
  FetchBudget,
  outputCells,
  tooManyCells,
  tooManyColumns,
  tooManyRelatedValues,
  type ReadLimits,
} from './read-limits';

/**
 * Step 4 of a read: run the root query, then one query per relation per level (batched with
 * `IN`), nest the rows and cast their values. The number of queries depends on the shape of the
 * `fields` tree, never on the number of rows.
 */

type Row = Record<string, unknown>;

interface Compiled {
  out: { o: OutField; cast: Caster | null }[];
  /**
   * The output keys are the fetched columns, in order (plain columns, or M2O keys that become
   * their related object under the same name), with no per-row stripping: rows can be reused.
   */
  inPlace: boolean;
}
const compiledCache = new WeakMap<Selection, Compiled>();
/** A selection belongs to one project's schema, so to one dialect. */
function compile(sel: Selection, dialect: SqlContext['dialect']): Compiled {
  let c = compiledCache.get(sel);
  if (!c) {
    c = {
      out: sel.out.map((o) => {
        const cast = o.kind === 'column' ? outputCaster(o.field, dialect) : null;
        return { o, cast: cast === identity ? null : cast };
      }),
      inPlace:
        !sel.rowBlacklist &&
        !sel.fileData &&
        sel.out.length === sel.columns.length &&
        sel.out.every(
          (o, i) =>
            sel.columns[i] === o.name &&
            (o.kind === 'column' ||
              ((o.kind === 'm2o' || o.kind === 'm2o-denied') && o.field.field === o.name)),
        ),
    };
    compiledCache.set(sel, c);
  }
  return c;
}

function notSoftDeleted(c: CollectionInfo): FilterNode | null {
  if (!c.statusField || c.softDeleteStatuses.length === 0) return null;
  const sf = c.fields.get(c.statusField)!;
  return {
    kind: 'or',
    children: [
      { kind: 'cond', hops: [], field: sf, op: 'nin', value: c.softDeleteStatuses },
      { kind: 'cond', hops: [], field: sf, op: 'null', value: null },
    ],
  };
}

/**
 * SQL of an unfiltered relation fetch, compiled once per selection and key column with a single
 * `IN (?)` placeholder that is widened per call: building a 100-binding query through Knex for
 * every request costs more than running it.
 */
const relationTemplates = new WeakMap<Selection, Map<string, string>>();
const IN_ONE = 'in (?)';

function relationQuery(
  ctx: SqlContext,
  sel: Selection,
  keyColumn: string,
  keys: unknown[],
  filter: FilterNode | null,
) {
  const c = sel.collection;
  const qb = ctx.knex({ t0: c.collection }).select(sel.columns.map((name) => `t0.${name}`));
  qb.whereIn(`t0.${keyColumn}`, keys as Knex.Value[]);
  if (filter) applyFilter(qb, filter, 't0', ctx);
  const order =
    c.sortField && sel.columns.includes(c.sortField) ? [c.sortField, c.primaryKey] : [c.primaryKey];
  for (const o of order) qb.orderBy(`t0.${o}`);
  return qb;
}

async function fetchRelated(
  ctx: SqlContext,
  sel: Selection,
  keyColumn: string,
  keys: unknown[],
  extra: FilterNode | null,
): Promise<Row[]> {
  const filter = and(sel.rowFilter, notSoftDeleted(sel.collection), extra);
  const out: Row[] = [];
  for (const part of chunks(keys)) {
    if (filter) {
      out.push(...(await runSelect<Row>(ctx.knex, relationQuery(ctx, sel, keyColumn, part, filter))));
      continue;
    }
    let templates = relationTemplates.get(sel);
    if (!templates) relationTemplates.set(sel, (templates = new Map()));
    let template = templates.get(keyColumn);
    if (template === undefined) {
      const sql = relationQuery(ctx, sel, keyColumn, [0], null).toSQL().sql;
      // Only a template with exactly one IN list can be widened safely.
      template = sql.split(IN_ONE).length === 2 ? sql : '';
      templates.set(keyColumn, template);
    }
    if (!template) {
      out.push(...(await runSelect<Row>(ctx.knex, relationQuery(ctx, sel, keyColumn, part, null))));
      continue;
    }
    if (ctx.dialect === 'pg' && !ctx.knex.isTransaction) {
      // One statement text whatever the number of keys: the keys travel as one array parameter.
      const sql = template.replace(IN_ONE, '= any(?)');
      out.push(...(await runCompiled<Row>(ctx.knex, { sql, bindings: [part] }, true)));
      continue;
    }
    const sql = template.replace(IN_ONE, `in (${'?,'.repeat(part.length - 1)}?)`);
    out.push(...(await runCompiled<Row>(ctx.knex, { sql, bindings: part })));
  }
  return out;
}

/** Nests related rows into `rows` (raw) and returns the output objects, in order. */
export async function hydrate(
  ctx: SqlContext,
  sel: Selection,
  rows: Row[],
  reuseRows = false,
  /** Related rows already read with `rows` (m2o-join.ts), by relation and `String(key)`. */
  joined?: Map<OutField, Map<string, Row>>,
): Promise<Row[]> {
  const related = new Map<OutField, Map<string, unknown>>();
  for (const o of sel.out) {
    const prefetched = joined?.get(o);
    if (prefetched) {
      const sub = [...prefetched.values()];
      const shaped = await hydrate(ctx, (o as Extract<OutField, { kind: 'm2o' }>).sel, sub);
      const map = new Map<string, unknown>();
      let i = 0;
      for (const id of prefetched.keys()) map.set(id, shaped[i++]);
      related.set(o, map);
    } else if (o.kind === 'm2o') {
      const keys = [
        ...new Set(
          rows.map((r) => r[o.field.field]).filter((v) => v !== null && v !== undefined && v !== ''),
        ),
      ];
      const map = new Map<string, unknown>();
      if (keys.length) {
        const targetPk = o.sel.collection.primaryKey;
        const sub = await fetchRelated(ctx, o.sel, targetPk, keys, null);
        ctx.budget?.spend(sub.length, o.sel.out.length);
        const shaped = await hydrate(ctx, o.sel, sub);
        sub.forEach((r, i) => map.set(String(r[targetPk]), shaped[i]));
      }
      related.set(o, map);
    } else if (o.kind === 'o2m') {
      const pk = sel.collection.primaryKey;
      const keys = [...new Set(rows.map((r) => r[pk]).filter((v) => v !== null && v !== undefined))];
      const map = new Map<string, unknown[]>();
      if (keys.length) {
        const lang: FilterNode | null = o.langFilter
          ? {
              kind: 'cond',
              hops: [],
              field: o.sel.collection.fields.get(o.langFilter.field)!,
              op: 'in',
              value: o.langFilter.values,
            }
          : null;
        const sub = await fetchRelated(ctx, o.sel, o.fk, keys, lang);
        ctx.budget?.spend(sub.length, o.sel.out.length);
        const shaped = await hydrate(ctx, o.sel, sub);
        sub.forEach((r, i) => {
          const k = String(r[o.fk]);
          let list = map.get(k);
          if (!list) map.set(k, (list = []));
          list.push(shaped[i]);
        });
      }
      related.set(o, map as Map<string, unknown>);
    }
  }

  const { out, inPlace } = compile(sel, ctx.dialect);
  if (inPlace && reuseRows) {
    // The rows already hold exactly the output keys in order: cast in place, allocate nothing.
    for (const row of rows) {
      for (const { o, cast } of out) {
        if (o.kind === 'column') {
          if (cast) row[o.name] = cast(row[o.name]);
        } else if (o.kind === 'm2o') {
          const v = row[o.name];
          row[o.name] = v === null || v === undefined ? null : (related.get(o)!.get(String(v)) ?? null);
        } else if (o.kind === 'm2o-denied') {
          const v = row[o.name];
          row[o.name] = v === null || v === undefined ? null : { [o.targetPk]: v };
        }
      }
    }
    return rows;
  }
  const pk = sel.collection.primaryKey;
  return rows.map((row) => {
    const black = sel.rowBlacklist ? sel.rowBlacklist(row) : null;
    const obj: Row = {};
    for (const { o, cast } of out) {
      if (black && o.partial && black.has(o.name)) continue;
      switch (o.kind) {
        case 'column': {
          const v = row[o.name];
          obj[o.name] = cast ? cast(v) : v;
          break;
        }
        case 'm2o': {
          const v = row[o.field.field];
          obj[o.name] = v === null || v === undefined ? null : (related.get(o)!.get(String(v)) ?? null);
          break;
        }
        case 'm2o-denied': {
          const v = row[o.field.field];
          obj[o.name] = v === null || v === undefined ? null : { [o.targetPk]: v };
          break;
        }
        case 'o2m':
          obj[o.name] = (related.get(o)!.get(String(row[pk])) as unknown[] | undefined) ?? [];
          break;
      }
    }
    if (sel.fileData && ctx.fileData) obj.data = pickDataKeys(ctx.fileData(row), sel.fileDataKeys);
    return obj;
  });
}

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
/** The limit alone keeps rows × columns within `max_cells`. */
function settledByLimit(plan: ReadPlan, limits: ReadLimits): boolean {
  return plan.limit !== null && plan.limit * Math.max(plan.columns, 1) <= limits.max_cells;
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
): Promise<ReadResult> {
  const ctx: SqlContext = { ...sqlContext(knex, schema), fileData };
  const restrictions = [...plan.restrictions, ...extra];
  if (limits) {
    // Most reads are settled by their limit alone, without a query or an await.
    if (plan.columns > limits.max_columns || !settledByLimit(plan, limits))
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
