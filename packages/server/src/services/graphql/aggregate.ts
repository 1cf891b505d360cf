import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import { errors } from '../../errors';
import { and } from '../../query/ast';
import { authorizeRead } from '../../query/authorize';
import { baseQuery, sqlContext } from '../../query/compile-sql';
import { runSelect } from '../../database/run';
import { serviceFor } from '../system';
import { dbError } from '../items/db-error';
import type { GraphqlContext } from './context';
import { listQuery, type ListArgs } from './read';
import type { CollectionView } from './role-view';

/**
 * `<collection>_aggregated`: `count`, `countDistinct`, `sum`, `avg`, `min`, `max` per field,
 * `countAll`, grouped by `groupBy`. The query is authorised by the read path first (the fields
 * named must be readable, the filter is bound and checked, the role's row restrictions apply);
 * only the select list and the grouping are its own.
 */

export const AGGREGATES = ['count', 'countDistinct', 'sum', 'avg', 'min', 'max'] as const;
type Aggregate = (typeof AGGREGATES)[number];

type Row = Record<string, unknown>;

/** Which aggregate of which field the selection asks for (fragments followed). */
function wanted(info: GraphQLResolveInfo): { all: boolean; fns: Map<Aggregate, Set<string>> } {
  const fns = new Map<Aggregate, Set<string>>();
  let all = false;
  const visit = (set: SelectionSetNode, fn: Aggregate | null) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) visit(sel.selectionSet, fn);
      else if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = info.fragments[sel.name.value];
        if (frag) visit(frag.selectionSet, fn);
      } else if (fn) {
        if (!sel.name.value.startsWith('__')) fns.get(fn)!.add(sel.name.value);
      } else if (sel.name.value === 'countAll') all = true;
      else if ((AGGREGATES as readonly string[]).includes(sel.name.value) && sel.selectionSet) {
        const name = sel.name.value as Aggregate;
        if (!fns.has(name)) fns.set(name, new Set());
        visit(sel.selectionSet, name);
      }
    }
  };
  for (const node of info.fieldNodes) if (node.selectionSet) visit(node.selectionSet, null);
  return { all, fns };
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function readAggregated(
  view: CollectionView,
  args: ListArgs & { groupBy?: (string | null)[] | null },
  { ctx }: GraphqlContext,
  info: GraphQLResolveInfo,
): Promise<Row[]> {
  const svc = serviceFor(view.info.collection, ctx);
  const collection = view.info;
  const groupBy = (args.groupBy ?? []).filter((g): g is string => typeof g === 'string');
  const { all, fns } = wanted(info);
  const used = new Set<string>(groupBy);
  for (const set of fns.values()) for (const f of set) used.add(f);
  for (const name of used) {
    const f = collection.fields.get(name);
    if (!f) throw errors.invalidField(name, collection.collection);
    if (f.alias) throw errors.unprocessable(`Unable to aggregate or group by "${name}": it is an alias`);
  }
  // The read path checks that every field named is readable and binds the filter and search.
  const fields = used.size ? [...used] : [collection.primaryKey];
  const plan = authorizeRead(ctx.access, collection, listQuery({ fields, deep: null }, args), {
    limits: svc.limits,
  });
  const access = ctx.access.read(collection);
  const restrictions = [...plan.restrictions];
  for (const name of used) {
    const r = access.restrictionFor(name);
    if (r) restrictions.push(r);
  }
  const sql = sqlContext(svc.knex, ctx.schema);
  const qb = baseQuery(plan, sql, [and(...restrictions) ?? { kind: 'true' }], true);
  const aliases: { fn: Aggregate | 'countAll' | 'group'; field: string; alias: string }[] = [];
  groupBy.forEach((g, i) => aliases.push({ fn: 'group', field: g, alias: `g${i}` }));
  if (all) aliases.push({ fn: 'countAll', field: '*', alias: 'c_all' });
  for (const [fn, set] of fns)
    [...set].forEach((f, i) => aliases.push({ fn, field: f, alias: `${fn}_${i}` }));
  for (const a of aliases) {
    const c = `t0.${a.field}`;
    if (a.fn === 'group') qb.select({ [a.alias]: c });
    else if (a.fn === 'countAll') qb.count({ [a.alias]: '*' });
    else if (a.fn === 'count') qb.count({ [a.alias]: c });
    else if (a.fn === 'countDistinct') qb.countDistinct({ [a.alias]: c });
    else qb[a.fn]({ [a.alias]: c });
  }
  if (aliases.length === 0) qb.count({ c_all: '*' });
  if (groupBy.length) {
    qb.groupBy(groupBy.map((g) => `t0.${g}`));
    qb.orderBy(groupBy.map((g) => ({ column: `t0.${g}` })));
    if (plan.limit !== null) qb.limit(plan.limit);
    if (plan.offset) qb.offset(plan.offset);
  }
  const rows = await runSelect<Row>(svc.knex, qb).catch((e: unknown) => {
    throw dbError(e);
  });
  return rows.map((r) => {
    const out: Row = {};
    if (groupBy.length) out.group = Object.fromEntries(groupBy.map((g, i) => [g, r[`g${i}`]]));
    if (all) out.countAll = num(r.c_all);
    for (const a of aliases) {
      if (a.fn === 'group' || a.fn === 'countAll') continue;
      const bucket = (out[a.fn] ??= {}) as Row;
      bucket[a.field] = num(r[a.alias]);
    }
    return out;
  });
}
