import type { Knex } from 'knex';
import type { CollectionInfo } from '../../schema/overview';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';

type Row = Record<string, unknown>;

/** At most this many rows of one relation are looked at for a revert (bounded work). */
const MAX_RELATED = 1000;
/** Columns a revert never writes back: the server fills them. */
const AUTO_TYPES = new Set([
  'datetime_updated',
  'user_updated',
  'hash',
  'datetime_created',
  'user_created',
  'owner',
]);

const parse = (raw: unknown): Row | null => {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return v && typeof v === 'object' ? (v as Row) : null;
  } catch {
    return null;
  }
};

/**
 * The one-to-many lists (translations, o2m children, m2m junction rows) of an item as they were
 * when the activity `at` happened, as a nested-write payload that brings them back (docs/
 * content-workflow.md): each related row's state then comes from its own latest revision up to
 * that moment. A row that was there is written back (or created again if it is gone); a row that
 * came later is deleted (junction rows, translations) or detached (other children); a row whose
 * state then is unknown (no revision before, and not created after) is left as it is.
 */
export async function relatedAsOf(
  knex: Knex,
  collections: ReadonlyMap<string, CollectionInfo>,
  c: CollectionInfo,
  key: unknown,
  at: number,
): Promise<Row> {
  const payload: Row = {};
  // The nested writes of that same save are recorded right after it, as children of the item.
  const following = (await knex({ a: SYSTEM_COLLECTION.activity })
    .leftJoin({ r: SYSTEM_COLLECTION.revisions }, 'r.activity', 'a.id')
    .select('a.id', 'r.parent_collection', 'r.parent_item')
    .where('a.id', '>', at)
    .orderBy('a.id')
    .limit(MAX_RELATED)) as { id: number; parent_collection: string | null; parent_item: string | null }[];
  let end = at;
  for (const r of following) {
    if (r.parent_collection !== c.collection || String(r.parent_item) !== String(key)) break;
    end = Number(r.id);
  }
  at = end;
  for (const name of c.fieldOrder) {
    const f = c.fields.get(name)!;
    const rel = f.o2m;
    const child = rel && collections.get(rel.collection);
    if (!rel || !child) continue;
    const pk = child.primaryKey;
    const now = (await knex(rel.collection)
      .select(pk)
      .where(rel.field, key as Knex.Value)
      .limit(MAX_RELATED)) as Row[];
    const nested = (await knex(SYSTEM_COLLECTION.revisions)
      .distinct('item')
      .where({ collection: rel.collection, parent_collection: c.collection, parent_item: String(key) })
      .limit(MAX_RELATED)) as { item: string }[];
    const candidates = [...new Set([...now.map((r) => String(r[pk])), ...nested.map((r) => String(r.item))])];
    if (candidates.length === 0) continue;
    const current = new Set(now.map((r) => String(r[pk])));
    const existing = new Set(
      ((await knex(rel.collection).select(pk).whereIn(pk, candidates)) as Row[]).map((r) => String(r[pk])),
    );
    const revisions = (await knex(SYSTEM_COLLECTION.revisions)
      .select('item', 'activity', 'data')
      .where('collection', rel.collection)
      .whereIn('item', candidates)
      .orderBy('activity')) as { item: string; activity: number; data: unknown }[];
    const activities = (await knex(SYSTEM_COLLECTION.activity)
      .select('id', 'item', 'action')
      .where('collection', rel.collection)
      .whereIn('item', candidates)
      .orderBy('id')) as { id: number; item: string; action: string }[];
    const entries: Row[] = [];
    for (const id of candidates) {
      const before = revisions.filter((r) => String(r.item) === id && Number(r.activity) <= at);
      const acts = activities.filter((a) => String(a.item) === id);
      const deletedBefore = acts.some(
        (a) =>
          a.action === 'delete' && Number(a.id) <= at && Number(a.id) > Number(before.at(-1)?.activity ?? 0),
      );
      const state = before.length && !deletedBefore ? parse(before.at(-1)!.data) : null;
      const wasChild = state !== null && String(state[rel.field]) === String(key);
      const createdAfter = before.length === 0 && acts[0]?.action === 'create' && Number(acts[0].id) > at;
      if (wasChild) {
        const values = Object.fromEntries(
          Object.entries(state).filter(([k]) => {
            const cf = child.fields.get(k);
            return cf && !cf.alias && k !== pk && !AUTO_TYPES.has(cf.type);
          }),
        );
        entries.push(existing.has(id) ? { [pk]: castKey(child, id), ...values } : values);
      } else if (current.has(id) && (createdAfter || (state !== null && !wasChild) || deletedBefore)) {
        const removable = rel.junctionField !== null || f.type === 'translation';
        entries.push(
          removable
            ? { [pk]: castKey(child, id), $delete: true }
            : { [pk]: castKey(child, id), [rel.field]: null },
        );
      }
    }
    if (entries.length) payload[name] = entries;
  }
  return payload;
}

function castKey(c: CollectionInfo, id: string): string | number {
  const t = c.fields.get(c.primaryKey)?.type ?? '';
  return ['integer', 'primary_key'].includes(t) && /^-?\d+$/.test(id) ? Number(id) : id;
}
