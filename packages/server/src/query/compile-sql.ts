import type { Knex } from 'knex';
import { dialectOf, type Dialect } from '../database/connection';
import type { FieldInfo, SchemaOverview } from '../schema/overview';
import type { FilterNode, ReadPlan } from './ast';
import { isTextColumn } from './values';
import type { FetchBudget } from './read-limits';
import { SYSTEM_COLLECTION } from '../schema/system-collections';

/**
 * Step 3 of a read: the authorized plan -> SQL. Identifiers come from the schema (never from the
 * request) and still travel as `??` bindings; values are always bindings.
 */

export interface SqlContext {
  knex: Knex;
  schema: SchemaOverview;
  dialect: Dialect;
  /** Alias counter for subqueries. */
  n: number;
  /** Computes the `data` object of a `directus_files` row (selections with `fileData`). */
  fileData?: (row: Record<string, unknown>) => unknown;
  /** Values the read may still fetch (query/read-limits.ts); unbounded when absent. */
  budget?: FetchBudget;
}

export function sqlContext(knex: Knex, schema: SchemaOverview): SqlContext {
  return { knex, schema, dialect: dialectOf(knex), n: 0 };
}

const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

function col(alias: string, field: string): string {
  return `${alias}.${field}`;
}

function likeSql(ctx: SqlContext, field: FieldInfo, negate: boolean): string {
  // pg: ILIKE (case-insensitive like MySQL's default collations and SQLite's LIKE), on text.
  const target = ctx.dialect === 'pg' && !isTextColumn(field) ? 'CAST(?? AS TEXT)' : '??';
  const op = ctx.dialect === 'pg' ? 'ILIKE' : 'LIKE';
  return `${target} ${negate ? 'NOT ' : ''}${op} ? ESCAPE '!'`;
}

/** Adds a filter tree to a query builder, as one parenthesised group. */
export function applyFilter(qb: Knex.QueryBuilder, node: FilterNode, alias: string, ctx: SqlContext): void {
  switch (node.kind) {
    case 'true':
      qb.whereRaw('1 = 1');
      return;
    case 'false':
      qb.whereRaw('1 = 0');
      return;
    case 'and':
      qb.where((b) => {
        for (const c of node.children) b.where((bb) => applyFilter(bb, c, alias, ctx));
      });
      return;
    case 'or':
      qb.where((b) => {
        for (const c of node.children) b.orWhere((bb) => applyFilter(bb, c, alias, ctx));
      });
      return;
    case 'ownerRole':
      qb.whereIn(
        col(alias, node.field.field),
        ctx.knex(SYSTEM_COLLECTION.users).select('id').where('role', node.role),
      );
      return;
    case 'custom':
      qb.where((b) => node.apply(b, alias));
      return;
    case 'cond':
      applyCondition(qb, node, alias, ctx, 0);
  }
}

type Cond = Extract<FilterNode, { kind: 'cond' }>;

function applyCondition(
  qb: Knex.QueryBuilder,
  node: Cond,
  alias: string,
  ctx: SqlContext,
  hopIndex: number,
): void {
  const { knex } = ctx;
  if (hopIndex < node.hops.length) {
    const hop = node.hops[hopIndex]!;
    const sub = `r${++ctx.n}`;
    if (hop.rel === 'm2o') {
      const subq = knex({ [sub]: hop.target.collection }).select(col(sub, hop.target.primaryKey));
      if (hop.targetFilter) applyFilter(subq, hop.targetFilter, sub, ctx);
      subq.where((b) => applyCondition(b, node, sub, ctx, hopIndex + 1));
      qb.whereIn(col(alias, hop.field.field), subq);
    } else {
      const o2m = hop.field.o2m!;
      const subq = knex({ [sub]: hop.target.collection })
        .select(col(sub, o2m.field))
        .whereNotNull(col(sub, o2m.field));
      if (hop.targetFilter) applyFilter(subq, hop.targetFilter, sub, ctx);
      subq.where((b) => applyCondition(b, node, sub, ctx, hopIndex + 1));
      qb.whereIn(col(alias, pkOf(ctx, hop.field)), subq);
    }
    return;
  }
  applyLeaf(qb, node, alias, ctx);
}

/**
 * Status values compare byte for byte on every database, as they do in JavaScript where the
 * permission row of a status is looked up: MariaDB's default collations would otherwise match
 * `DRAFT`, `draft ` or `dráft` against a `draft` permission row (issue 15, defect 3).
 */
function exactComparison(ctx: SqlContext, f: FieldInfo, op: string, v: unknown): boolean {
  return (
    ctx.dialect === 'mysql' &&
    f.type === 'status' &&
    (op === 'eq' || op === 'neq' || op === 'in' || op === 'nin') &&
    v !== null
  );
}

function applyExact(qb: Knex.QueryBuilder, op: string, c: string, v: unknown): void {
  const values = (Array.isArray(v) ? v : [v]).map((x) => String(x));
  if (values.length === 0) {
    qb.whereRaw(op === 'in' || op === 'eq' ? '1 = 0' : '1 = 1');
    return;
  }
  const list = values.map(() => 'BINARY ?').join(', ');
  const negate = op === 'neq' || op === 'nin';
  qb.whereRaw(`BINARY ?? ${negate ? 'NOT IN' : 'IN'} (${list})`, [c, ...values]);
}

/** The PK of the collection that holds a field. */
function pkOf(ctx: SqlContext, field: FieldInfo): string {
  return ctx.schema.collections.get(field.collection)!.primaryKey;
}

function applyLeaf(qb: Knex.QueryBuilder, node: Cond, alias: string, ctx: SqlContext): void {
  const { knex } = ctx;
  const f = node.field;
  const c = col(alias, f.field);
  const v = node.value;
  if (f.o2m) {
    const target = node.relatedTarget!;
    const sub = `r${++ctx.n}`;
    const pk = pkOf(ctx, f);
    const related = knex({ [sub]: target.collection }).whereRaw('?? = ??', [
      col(sub, f.o2m.field),
      col(alias, pk),
    ]);
    if (node.relatedFilter) applyFilter(related, node.relatedFilter, sub, ctx);
    switch (node.op) {
      case 'has': {
        const n = v as number;
        if (n === 0) qb.whereNotExists(related.select(knex.raw('1')));
        else qb.whereRaw('? >= ?', [related.clone().count({ c: '*' }), n]);
        return;
      }
      case 'nhas':
        qb.whereRaw('? < ?', [related.clone().count({ c: '*' }), v as number]);
        return;
      case 'empty':
        qb.whereNotExists(related.select(knex.raw('1')));
        return;
      case 'nempty':
        qb.whereExists(related.select(knex.raw('1')));
        return;
      case 'all': {
        const ids = v as unknown[];
        const key = f.o2m.junctionField ?? target.primaryKey;
        const counted = related
          .clone()
          .whereIn(col(sub, key), ids as Knex.Value[])
          .countDistinct(col(sub, key));
        qb.whereRaw('? = ?', [counted, ids.length]);
        return;
      }
    }
    return;
  }
  if (exactComparison(ctx, f, node.op, v)) return applyExact(qb, node.op, c, v);
  switch (node.op) {
    case 'eq':
      if (v === null) qb.whereNull(c);
      else qb.where(c, '=', v as Knex.Value);
      return;
    case 'neq':
      if (v === null) qb.whereNotNull(c);
      else qb.where(c, '<>', v as Knex.Value);
      return;
    case 'lt':
      qb.where(c, '<', v as Knex.Value);
      return;
    case 'lte':
      qb.where(c, '<=', v as Knex.Value);
      return;
    case 'gt':
      qb.where(c, '>', v as Knex.Value);
      return;
    case 'gte':
      qb.where(c, '>=', v as Knex.Value);
      return;
    case 'in':
      qb.whereIn(c, v as Knex.Value[]);
      return;
    case 'nin':
      qb.whereNotIn(c, v as Knex.Value[]);
      return;
    case 'null':
      qb.whereNull(c);
      return;
    case 'nnull':
      qb.whereNotNull(c);
      return;
    case 'between':
      qb.whereBetween(c, v as [Knex.Value, Knex.Value]);
      return;
    case 'nbetween':
      qb.whereNotBetween(c, v as [Knex.Value, Knex.Value]);
      return;
    case 'contains':
    case 'ncontains': {
      const pattern = `%${escapeLike(String(v))}%`;
      if (node.searchFields && node.op === 'contains') {
        const target = node.relatedTarget!;
        const sub = `r${++ctx.n}`;
        const subq = knex({ [sub]: target.collection }).select(col(sub, target.primaryKey));
        if (node.relatedFilter) applyFilter(subq, node.relatedFilter, sub, ctx);
        subq.where((b) => {
          if (node.searchFields!.length === 0) b.whereRaw('1 = 0');
          for (const sf of node.searchFields!)
            b.orWhereRaw(likeSql(ctx, sf, false), [col(sub, sf.field), pattern]);
        });
        qb.whereIn(c, subq);
        return;
      }
      qb.whereRaw(likeSql(ctx, f, node.op === 'ncontains'), [c, pattern]);
      return;
    }
    case 'rlike':
    case 'nrlike': {
      const target = ctx.dialect === 'pg' && !isTextColumn(f) ? 'CAST(?? AS TEXT)' : '??';
      const op = ctx.dialect === 'pg' ? 'ILIKE' : 'LIKE';
      qb.whereRaw(`${target} ${node.op === 'nrlike' ? 'NOT ' : ''}${op} ?`, [c, String(v)]);
      return;
    }
    case 'empty':
      qb.where((b) => {
        b.whereNull(c);
        if (isTextColumn(f)) b.orWhere(c, '=', '');
      });
      return;
    case 'nempty':
      qb.whereNotNull(c);
      if (isTextColumn(f)) qb.where(c, '<>', '');
      return;
    default:
      qb.whereRaw('1 = 0');
  }
}

/** Everything but the select list and the paging: FROM, WHERE. */
export function baseQuery(
  plan: ReadPlan,
  ctx: SqlContext,
  restrictions: FilterNode[],
  withFilter: boolean,
): Knex.QueryBuilder {
  const qb = ctx.knex({ t0: plan.collection.collection });
  if (withFilter && plan.filter) applyFilter(qb, plan.filter, 't0', ctx);
  for (const r of restrictions) applyFilter(qb, r, 't0', ctx);
  return qb;
}

export function applySort(
  qb: Knex.QueryBuilder,
  plan: ReadPlan,
  ctx: SqlContext,
  nullsLast: boolean,
  alias = 't0',
): void {
  if (plan.sort === 'random') {
    qb.orderByRaw(ctx.dialect === 'mysql' ? 'RAND()' : 'RANDOM()');
    return;
  }
  for (const t of orderTerms(plan.sort, ctx, nullsLast, alias)) qb.orderByRaw(t.sql, t.bindings);
}

/** The ORDER BY terms of a sort (identifiers as `??` bindings), nulls last when the project asks for it. */
export function orderTerms(
  sort: { field: FieldInfo; desc: boolean }[],
  ctx: SqlContext,
  nullsLast: boolean,
  alias = 't0',
): { sql: string; bindings: string[] }[] {
  return sort.map((s) => {
    const c = col(alias, s.field.field);
    const dir = s.desc ? 'DESC' : 'ASC';
    const nullable = s.field.column?.nullable !== false;
    if (!nullsLast || !nullable) return { sql: `?? ${dir}`, bindings: [c] };
    if (ctx.dialect === 'mysql') return { sql: `?? IS NULL, ?? ${dir}`, bindings: [c, c] };
    return { sql: `?? ${dir} NULLS LAST`, bindings: [c] };
  });
}

/** Splits a list into chunks for `IN (...)` lists. */
export function chunks<T>(list: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
