import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';
import type { CollectionInfo } from '../../schema/overview';

type Row = Record<string, unknown>;

export const TRASH_TABLE = 'directus_trash';
export const RETENTION_SETTING = 'trash_retention_days';
const DEFAULT_RETENTION_DAYS = 30;
/** At most this many rows of one relation are kept with a trashed item (bounded work per delete). */
const MAX_RELATED = 1000;

/** A row that pointed at the trashed item: an o2m child, a translation or a junction row. */
export interface RelatedSnapshot {
  collection: string;
  /** The column that holds the item's key. */
  field: string;
  primaryKey: string;
  row: Row;
}

/** What a trash entry holds. */
export interface TrashData {
  row: Row;
  related: RelatedSnapshot[];
}

/** Collections whose deletes go to the trash: user collections without a soft-delete status. */
export function usesTrash(c: CollectionInfo): boolean {
  return !c.system && c.softDeleteStatuses.length === 0;
}

/** The project's retention in days (the `trash_retention_days` setting; 0: no trash). */
export async function retentionDays(knex: Knex): Promise<number> {
  const row = (await knex('directus_settings').where('key', RETENTION_SETTING).first('value')) as
    { value: string | null } | undefined;
  if (!row || row.value === null || row.value === '') return DEFAULT_RETENTION_DAYS;
  const n = Number(row.value);
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : DEFAULT_RETENTION_DAYS;
}

/** Drops the entries older than the retention. */
export async function sweepTrash(knex: Knex, days?: number): Promise<number> {
  const keep = days ?? (await retentionDays(knex));
  const cutoff = nowUtc(new Date(Date.now() - keep * 86_400_000));
  return knex(TRASH_TABLE).where('deleted_on', '<', cutoff).delete();
}

/**
 * Keeps a copy of an item about to be deleted, with the rows of other collections that point at
 * it (its o2m children, translations and junction rows, as they are now), inside the delete's
 * transaction; nothing when the collection has a soft-delete status or the trash is off.
 */
export async function moveToTrash(
  knex: Knex,
  collections: ReadonlyMap<string, CollectionInfo>,
  c: CollectionInfo,
  row: Row,
  user: number,
): Promise<void> {
  if (!usesTrash(c)) return;
  const days = await retentionDays(knex);
  if (days === 0) return;
  const key = row[c.primaryKey];
  const related: RelatedSnapshot[] = [];
  for (const name of c.fieldOrder) {
    const o2m = c.fields.get(name)!.o2m;
    if (!o2m) continue;
    const child = collections.get(o2m.collection);
    if (!child) continue;
    const rows = (await knex(o2m.collection)
      .select('*')
      .where(o2m.field, key as Knex.Value)
      .limit(MAX_RELATED)) as Row[];
    for (const r of rows)
      related.push({ collection: o2m.collection, field: o2m.field, primaryKey: child.primaryKey, row: r });
  }
  const data: TrashData = { row, related };
  await knex(TRASH_TABLE).insert({
    collection: c.collection,
    item: String(key),
    data: JSON.stringify(data),
    deleted_by: user || null,
    deleted_on: nowUtc(),
  });
  await sweepTrash(knex, days);
}
