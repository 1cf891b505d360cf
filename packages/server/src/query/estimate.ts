import type { Knex } from 'knex';
import type { FilterNode, ReadPlan } from './ast';
import { baseQuery, type SqlContext } from './compile-sql';
import { runSelect, type CompiledSql } from '../database/run';
import { pgIdentifier } from '../database/pg-identifier';

/**
 * Estimated counts (`meta=…,estimate`, an Atrium extension, docs/compatibility.md): on tables of
 * at least `threshold` rows, `total_count`, `filter_count` and `page_count` come from database
 * statistics instead of `count(*)`. Under the threshold, or when no estimate can be made, the
 * counts stay exact. The sources, per database:
 *
 * - PostgreSQL: the planner's row estimate (`EXPLAIN (FORMAT JSON)`), which uses `pg_class.reltuples`
 *   and the column statistics of the last ANALYZE (or the table's size when never analysed).
 * - MariaDB / MySQL: `information_schema.TABLES.TABLE_ROWS` for the table; restricted or filtered
 *   counts scale it by the share of matching rows among the first 10,000 in key order.
 * - SQLite has no maintained statistics: `max(rowid)` bounds the table, and the counts are scaled
 *   from an exact count over evenly spread rowid windows (a sample of about 10,000 rowids).
 *   Tables without rowid are always counted exactly, and so is a whole table (an index scan that
 *   costs less than the sample).
 */

const DEFAULT_THRESHOLD = 100_000;
let threshold = DEFAULT_THRESHOLD;

/** Set from the server configuration (`ATRIUM_COUNT_ESTIMATE_THRESHOLD`). */
export function setEstimateThreshold(value: number | undefined): void {
  threshold = value === undefined ? DEFAULT_THRESHOLD : value;
}

export function estimateThreshold(): number {
  return threshold;
}

const SQLITE_WINDOWS = 20;
const SQLITE_WINDOW_SIZE = 500;
const MYSQL_SAMPLE = 10_000;

/** Counts a restricted read; `null` restrictions mean the plain table. */
export interface Estimator {
  /** Whether the table is big enough for estimates at all (decided once per read). */
  applies(): Promise<boolean>;
  count(restrictions: FilterNode[], withFilter: boolean): Promise<number>;
}

const toNumber = (v: unknown) => {
  const n = Number(v ?? 0);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

async function pgExplainRows(knex: Knex, compiled: CompiledSql): Promise<number> {
  const result = (await knex.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [
    ...compiled.bindings,
  ] as Knex.RawBinding[])) as { rows: { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }[] };
  return toNumber(result.rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows']);
}

/**
 * The estimator of one read. `exact` is the count the read would run without estimates; it
 * answers whenever the table is under the threshold or the database cannot estimate.
 */
export function createEstimator(
  ctx: SqlContext,
  plan: ReadPlan,
  exact: (restrictions: FilterNode[], withFilter: boolean) => Promise<number>,
): Estimator {
  const { knex, dialect } = ctx;
  const table = plan.collection.collection;
  let big: Promise<boolean> | undefined;
  let sqliteMax = 0;
  let mysqlRows = 0;
  let pgRows = -1;

  const tableRows = async (): Promise<number | null> => {
    if (dialect === 'pg') {
      const r = await knex.raw('SELECT reltuples::bigint AS n FROM pg_class WHERE oid = to_regclass(?)', [
        pgIdentifier(table),
      ]);
      const n = Number((r as { rows: { n: unknown }[] }).rows[0]?.n ?? -1);
      // -1: never analysed; the planner then estimates from the table's size.
      if (n >= 0) return (pgRows = n);
      return pgExplainRows(knex, knex({ t0: table }).select(knex.raw('1')).toSQL() as CompiledSql);
    }
    if (dialect === 'mysql') {
      const [r] = await runSelect<{ n: unknown }>(
        knex,
        knex('information_schema.TABLES')
          .select('TABLE_ROWS as n')
          .whereRaw('TABLE_SCHEMA = DATABASE()')
          .andWhere('TABLE_NAME', table),
      );
      mysqlRows = r ? Number(r.n ?? 0) : 0;
      return r ? mysqlRows : null;
    }
    try {
      const [r] = await runSelect<{ n: unknown }>(knex, knex(table).max({ n: 'rowid' }));
      sqliteMax = Number(r?.n ?? 0);
      return sqliteMax;
    } catch {
      return null; // WITHOUT ROWID
    }
  };

  /** Rowid windows evenly spread over [1, max(rowid)], never overlapping. */
  const sqliteWindows = (): [number, number][] => {
    const span = Math.max(1, Math.ceil(sqliteMax / SQLITE_WINDOWS));
    const size = Math.min(span, SQLITE_WINDOW_SIZE);
    const windows: [number, number][] = [];
    for (let start = 1; start <= sqliteMax; start += span) {
      windows.push([start, Math.min(start + size - 1, sqliteMax)]);
    }
    return windows;
  };
  const sqliteSample = (windows: [number, number][]): FilterNode => {
    return {
      kind: 'custom',
      apply(qb, alias) {
        qb.where((w) => {
          for (const [a, b] of windows) w.orWhereBetween(`${alias}.rowid`, [a, b]);
        });
      },
    };
  };
  /**
   * MariaDB's EXPLAIN has no selectivity for unindexed columns, so restricted counts are scaled
   * from an exact count over the first MYSQL_SAMPLE rows in key order (an index range).
   */
  const mysqlSample = async (restrictions: FilterNode[], withFilter: boolean): Promise<number> => {
    if (restrictions.length === 0 && !(withFilter && plan.filter)) return mysqlRows;
    const pk = plan.collection.primaryKey;
    const [edge] = await runSelect<Record<string, unknown>>(
      knex,
      knex(table)
        .select(pk)
        .orderBy(pk)
        .limit(1)
        .offset(MYSQL_SAMPLE - 1),
    );
    if (!edge) return exact(restrictions, withFilter);
    const upTo: FilterNode = {
      kind: 'custom',
      apply(qb, alias) {
        qb.where(`${alias}.${pk}`, '<=', edge[pk] as Knex.Value);
      },
    };
    const [r] = await runSelect<{ c: unknown }>(
      knex,
      baseQuery(plan, ctx, [...restrictions, upTo], withFilter).count({ c: '*' }),
    );
    return toNumber((Number(r?.c ?? 0) * Math.max(mysqlRows, MYSQL_SAMPLE)) / MYSQL_SAMPLE);
  };

  return {
    applies() {
      big ??= tableRows()
        .then((n) => n !== null && n >= threshold)
        .catch(() => false);
      return big;
    },
    async count(restrictions, withFilter) {
      if (!(await this.applies())) return exact(restrictions, withFilter);
      const wholeTable = restrictions.length === 0 && !(withFilter && plan.filter);
      // SQLite counts a whole table from its smallest index faster than the rowid windows sample it
      // (measured on 100,000 rows: 2.0 against 5.5 ms of CPU per request): exact is cheaper there.
      if (dialect === 'sqlite' && wholeTable) return exact(restrictions, withFilter);
      if (dialect === 'sqlite') {
        const windows = sqliteWindows();
        const sampled = windows.reduce((n, [a, b]) => n + b - a + 1, 0);
        const qb = baseQuery(plan, ctx, [...restrictions, sqliteSample(windows)], withFilter).count({
          c: '*',
        });
        const [r] = await runSelect<{ c: unknown }>(knex, qb);
        return toNumber((Number(r?.c ?? 0) * sqliteMax) / sampled);
      }
      // The whole table: the statistics already read answer it without asking the planner.
      if (dialect === 'pg' && pgRows >= 0 && wholeTable) return toNumber(pgRows);
      const compiled = baseQuery(plan, ctx, restrictions, withFilter)
        .select(knex.raw('1'))
        .toSQL() as CompiledSql;
      if (dialect === 'pg') return pgExplainRows(knex, compiled);
      return mysqlSample(restrictions, withFilter);
    },
  };
}
