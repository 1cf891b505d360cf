import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';
import type { CollectionInfo, SchemaOverview } from '../../schema/overview';

type Row = Record<string, unknown>;

export const TRASH_TABLE = 'directus_trash';
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

/** When the oldest entry still kept was deleted, for a retention of `days`. */
export function retentionCutoff(days: number): string {
  return nowUtc(new Date(Date.now() - days * 86_400_000));
}

/**
 * Drops the entries older than the project's retention (`trash_retention_days`, read with the
 * schema): run by the schedule runner's poll, never on the path of a delete.
 */
export async function sweepTrash(knex: Knex, days: number): Promise<number> {
  return knex(TRASH_TABLE).where('deleted_on', '<', retentionCutoff(days)).delete();
}

/**
 * Keeps a copy of an item about to be deleted, with the rows of other collections that point at
 * it (its o2m children, translations and junction rows, as they are now), inside the delete's
 * transaction; nothing when the collection has a soft-delete status or the trash is off.
 */
export async function moveToTrash(
  knex: Knex,
  schema: SchemaOverview,
  c: CollectionInfo,
  row: Row,
  user: number,
): Promise<void> {
  if (!usesTrash(c) || schema.settings.trashRetentionDays === 0) return;
  const { collections } = schema;
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
}
