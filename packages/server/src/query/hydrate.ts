import { pickDataKeys } from './file-data-keys';
import type { Knex } from 'knex';
import { and, notSoftDeleted, type FilterNode, type OutField, type Selection } from './ast';
import { fetchRelatedPage } from './related-page';
import { applyFilter, chunks, type SqlContext } from './compile-sql';
import { identity, outputCaster, type Caster } from './values';
import { runCompiled, runSelect } from '../database/run';

/**
 * Step 5 of a read: one query per relation per level (batched with `IN`), the rows nested and
 * their values cast. The number of queries depends on the shape of the `fields` tree, never on
 * the number of rows.
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
        const sub = o.page
          ? await fetchRelatedPage(ctx, o.sel, o.fk, keys, and(lang, o.page.filter), o.page)
          : await fetchRelated(ctx, o.sel, o.fk, keys, lang);
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
