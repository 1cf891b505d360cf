import type { Knex } from 'knex';
import { dialectOf } from '../../database/connection';
import { activityRow, revisionData, revisionRow, type RecordOptions } from './record';

/**
 * The activity rows (and revisions) of many writes at once — a batch of creates
 * (items/create-many.ts) — as multi-row inserts, a bounded number of rows a statement: the same
 * rows `recordActivity` writes one by one. Their ids come back in the order of `list`: one insert
 * gives its rows ascending ids in the order of its values, on every database.
 */

/** Rows a statement: far below every database's limit on bound values. */
const ROWS_PER_STATEMENT = 200;

async function insertIds(trx: Knex, table: string, rows: Record<string, unknown>[]): Promise<number[]> {
  if (dialectOf(trx) === 'mysql') {
    // One multi-row insert takes consecutive auto-increment values from its first id.
    const [first] = (await trx(table).insert(rows)) as number[];
    const [[step]] = (await trx.raw('select @@auto_increment_increment as inc')) as [{ inc: number }[]];
    return rows.map((_, i) => Number(first) + i * Number(step?.inc ?? 1));
  }
  const out = (await trx(table).insert(rows).returning('id')) as ({ id: unknown } | number)[];
  return out.map((r) => Number(typeof r === 'object' ? r.id : r)).sort((a, b) => a - b);
}

export async function recordActivities(trx: Knex, list: RecordOptions[]): Promise<(number | null)[]> {
  const ids: (number | null)[] = [];
  for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) {
    const part = list.slice(i, i + ROWS_PER_STATEMENT);
    const activityIds = await insertIds(trx, 'directus_activity', part.map(activityRow));
    const revisions: Record<string, unknown>[] = [];
    part.forEach((o, j) => {
      if (!o.data) return;
      const { collection, item, ...rest } = revisionRow(o);
      const data = JSON.stringify(revisionData(o.collection, o.data));
      revisions.push({ activity: activityIds[j], collection, item, data, ...rest });
    });
    if (revisions.length) await trx('directus_revisions').insert(revisions);
    ids.push(...activityIds);
  }
  return ids;
}
