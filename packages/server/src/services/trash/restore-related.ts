import type { Knex } from 'knex';
import type { SchemaOverview } from '../../schema/overview';
import { chunks } from '../../query/compile-sql';
import type { RelatedSnapshot } from './move';

type Row = Record<string, unknown>;

/**
 * Puts an item's related rows back as they were when it was deleted (its o2m children,
 * translations and junction rows): a row that is gone is inserted again, one that now points
 * elsewhere is pointed back at the item. A few statements per related collection — the rows
 * that still exist, one multi-row insert, one update per field — whatever the number of rows.
 */
export async function restoreRelated(
  knex: Knex,
  schema: SchemaOverview,
  key: unknown,
  related: RelatedSnapshot[],
): Promise<void> {
  const groups = new Map<string, RelatedSnapshot[]>();
  for (const r of related) {
    if (!schema.collections.has(r.collection)) continue;
    const id = `${r.collection}\u0000${r.primaryKey}`;
    const list = groups.get(id);
    if (list) list.push(r);
    else groups.set(id, [r]);
  }
  for (const list of groups.values()) {
    const { collection, primaryKey } = list[0]!;
    const fields = [...new Set(list.map((r) => r.field))];
    const now = new Map<string, Row>();
    for (const part of chunks(list.map((r) => r.row[primaryKey] as Knex.Value))) {
      const rows = (await knex(collection)
        .whereIn(primaryKey, part)
        .select([primaryKey, ...fields])) as Row[];
      for (const row of rows) now.set(String(row[primaryKey]), row);
    }
    // A row kept under two fields (it points at the item twice) goes back once.
    const missing = [
      ...new Map(
        list.filter((r) => !now.has(String(r.row[primaryKey]))).map((r) => [String(r.row[primaryKey]), r]),
      ).values(),
    ];
    // Rows of one collection were kept with the same columns: one insert per chunk.
    for (const part of chunks(missing, 100)) await knex(collection).insert(part.map((r) => r.row));
    for (const field of fields) {
      const elsewhere = list
        .filter((r) => r.field === field)
        .map((r) => now.get(String(r.row[primaryKey])))
        .filter((row): row is Row => row !== undefined && String(row[field]) !== String(key))
        .map((row) => row[primaryKey] as Knex.Value);
      for (const part of chunks(elsewhere))
        await knex(collection)
          .whereIn(primaryKey, part)
          .update({ [field]: key });
    }
  }
}
