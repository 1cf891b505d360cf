import type { Knex } from 'knex';
import { dialectOf } from '../../database/connection';
import { nowUtc } from '../../database/datetime';
import type { CollectionInfo } from '../../schema/overview';
import { isUnrevisedField } from '../permissions/access';
import { outputCaster } from '../../query/values';
import { runSqliteWrite } from '../../database/run';
import { compileInsert } from '../../database/statement-shapes';

export type ActivityAction = 'create' | 'update' | 'delete' | 'soft-delete' | 'revert' | 'comment' | 'upload';

/** Who did it, from where (api.md §7.5). */
export interface Actor {
  user: number;
  ip: string;
  userAgent: string;
}

export function clientIp(ip: string | undefined): string {
  if (!ip) return '';
  if (ip === '::1' || ip === '127.0.0.1' || ip === '::ffff:127.0.0.1') return 'localhost';
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** Collections whose writes are not logged (api.md §7.5). */
const UNLOGGED = new Set([
  'directus_activity',
  'directus_collection_presets',
  'directus_revisions',
  'directus_user_sessions',
]);
export const isLogged = (collection: string) => !UNLOGGED.has(collection);

export async function insertReturningId(
  trx: Knex,
  table: string,
  row: Record<string, unknown>,
  pk = 'id',
): Promise<unknown> {
  const dialect = dialectOf(trx);
  if (dialect === 'mysql') {
    const [id] = await trx(table).insert(row);
    return row[pk] ?? id;
  }
  if (dialect === 'sqlite') {
    return (await runSqliteWrite(trx, compileInsert(trx, table, row, pk))).rows[0]?.[pk];
  }
  const [r] = (await trx(table).insert(row).returning(pk)) as Record<string, unknown>[];
  return r && typeof r === 'object' ? r[pk] : r;
}

/** A row without secrets, with values cast as the API outputs them (revision `data`). */
export function revisionData(
  collection: CollectionInfo,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const f = collection.fields.get(key);
    if (!f || f.alias || isUnrevisedField(collection, key)) continue;
    out[key] = outputCaster(f)(value);
  }
  return out;
}

export interface RecordOptions {
  action: ActivityAction;
  collection: CollectionInfo;
  item: unknown;
  actor: Actor;
  comment?: string | null;
  /** Revision data (full row) and delta; no revision when absent. */
  data?: Record<string, unknown>;
  delta?: Record<string, unknown>;
  parent?: { collection: string; item: unknown; changed: boolean } | null;
}

/** The activity row of a write. */
export function activityRow(o: RecordOptions): Record<string, unknown> {
  return {
    action: o.action,
    action_by: o.actor.user,
    action_on: nowUtc(),
    ip: o.actor.ip.slice(0, 50),
    user_agent: o.actor.userAgent.slice(0, 255),
    collection: o.collection.collection,
    item: String(o.item),
    comment: o.comment ?? null,
  };
}

/** The revision row of a write, but its `activity` and `data`. */
export function revisionRow(o: RecordOptions): Record<string, unknown> {
  const delta = o.delta ? revisionData(o.collection, o.delta) : null;
  return {
    collection: o.collection.collection,
    item: String(o.item),
    delta: delta ? JSON.stringify(delta) : null,
    parent_collection: o.parent?.collection ?? null,
    parent_item: o.parent ? String(o.parent.item) : null,
    parent_changed: o.parent ? (o.parent.changed ? 1 : 0) : 0,
  };
}

/**
 * Writes the activity row and, for create/update, its revision, inside the caller's transaction.
 * On PostgreSQL both rows go in one statement (the revision takes the activity id from a CTE).
 */
export async function recordActivity(trx: Knex, o: RecordOptions): Promise<number> {
  const activity = activityRow(o);
  if (!o.data) return Number(await insertReturningId(trx, 'directus_activity', activity));
  const { collection, item, ...rest } = revisionRow(o);
  const revision = { collection, item, data: JSON.stringify(revisionData(o.collection, o.data)), ...rest };
  if (dialectOf(trx) === 'pg') {
    const a = Object.keys(activity);
    const r = Object.keys(revision);
    const list = (cols: string[]) => cols.map((c) => `"${c}"`).join(', ');
    const marks = (n: number) => Array(n).fill('?').join(', ');
    const result = (await trx.raw(
      `with a as (insert into "directus_activity" (${list(a)}) values (${marks(a.length)}) returning "id") ` +
        `insert into "directus_revisions" ("activity", ${list(r)}) select a."id", ${marks(r.length)} from a returning "activity"`,
      [...Object.values(activity), ...Object.values(revision)] as Knex.RawBinding[],
    )) as { rows: { activity: number }[] };
    return Number(result.rows[0]!.activity);
  }
  const activityId = Number(await insertReturningId(trx, 'directus_activity', activity));
  const row = { activity: activityId, ...revision };
  if (dialectOf(trx) === 'sqlite') {
    await runSqliteWrite(trx, compileInsert(trx, 'directus_revisions', row));
  } else await trx('directus_revisions').insert(row);
  return activityId;
}
