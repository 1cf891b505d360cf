import { and, notSoftDeleted, type FilterNode, type RelatedPage, type Selection } from './ast';
import { applyFilter, chunks, orderTerms, type SqlContext } from './compile-sql';
import { runSelect } from '../database/run';

/**
 * The related rows of a list relation as the caller asked for them (`deep[field][_filter|_sort|
 * _limit|_offset]`, a GraphQL list field's arguments): still one statement per relation level for
 * all the parents at once. A page per parent is cut with `ROW_NUMBER() OVER (PARTITION BY <fk>)`
 * (SQLite ≥ 3.25, PostgreSQL, MariaDB ≥ 10.2, MySQL 8), so "the 3 newest comments of each of 100
 * articles" is one query, not 100.
 */

type Row = Record<string, unknown>;

/** The row number column of the window; no field can be called this (names never start with `__`). */
const ROW_NUMBER = '__atrium_row';

export async function fetchRelatedPage(
  ctx: SqlContext,
  sel: Selection,
  fk: string,
  keys: unknown[],
  extra: FilterNode | null,
  page: RelatedPage,
): Promise<Row[]> {
  const c = sel.collection;
  const filter = and(sel.rowFilter, notSoftDeleted(c), extra);
  const nullsLast = ctx.schema.settings.sortNullLast;
  const terms = orderTerms(page.sort, ctx, nullsLast, 't0');
  const windowed = page.limit !== null || page.offset > 0;
  const out: Row[] = [];
  for (const part of chunks(keys)) {
    const inner = ctx.knex({ t0: c.collection }).select(sel.columns.map((name) => `t0.${name}`));
    inner.whereIn(`t0.${fk}`, part as never[]);
    if (filter) applyFilter(inner, filter, 't0', ctx);
    if (!windowed) {
      for (const t of terms) inner.orderByRaw(t.sql, t.bindings);
      out.push(...(await runSelect<Row>(ctx.knex, inner)));
      continue;
    }
    inner.select(
      ctx.knex.raw(
        `row_number() over (partition by ?? order by ${terms.map((t) => t.sql).join(', ')}) as ??`,
        [`t0.${fk}`, ...terms.flatMap((t) => t.bindings), ROW_NUMBER],
      ),
    );
    const qb = ctx.knex
      .from(inner.as('w'))
      .select(sel.columns.map((name) => `w.${name}`))
      .where(`w.${ROW_NUMBER}`, '>', page.offset);
    if (page.limit !== null) qb.andWhere(`w.${ROW_NUMBER}`, '<=', page.offset + page.limit);
    qb.orderBy(`w.${ROW_NUMBER}`);
    out.push(...(await runSelect<Row>(ctx.knex, qb)));
  }
  return out;
}
