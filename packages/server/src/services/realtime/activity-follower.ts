import type { Project } from '../../projects/registry';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { isLogged } from '../activity/record';
import type { RealtimeChange } from './change';

/** The `action` of a row that is certainly not a comment (its exact value is not needed). */
const NOT_COMMENT = Symbol('not a comment');

/** Recent activity ids told per project, so a row read again for a later write is not told twice. */
const REMEMBERED = 2000;

/**
 * The activity log as it is written (issue 28): an item write leaves an activity row in the same
 * transaction, and subscribers of `directus_activity` hear of it as a `create` — whichever path
 * wrote it (a save, a batch, an import, a restore) and whichever process. When a batch of item
 * changes goes out and someone on this process listens to the activity log, the newest activity
 * row of each changed item is read (one statement per collection of the batch) and told like any
 * other change: the fan-out then reads it for each subscriber as `GET /activity` would (only of
 * items the subscriber may read). Comments are told by the activity service itself.
 */
export class ActivityFollower {
  private readonly told = new Map<string, Set<number>>();

  async changesFor(project: Project, batch: RealtimeChange[]): Promise<RealtimeChange | null> {
    const byCollection = new Map<string, Set<string>>();
    for (const c of batch) {
      if (c.collection === SYSTEM_COLLECTION.activity || c.logged === false || !isLogged(c.collection))
        continue;
      let keys = byCollection.get(c.collection);
      if (!keys) byCollection.set(c.collection, (keys = new Set()));
      for (const k of c.keys) keys.add(String(k));
    }
    if (byCollection.size === 0) return null;
    let told = this.told.get(project.key);
    if (!told) this.told.set(project.key, (told = new Set()));
    const found: { id: number; collection: string; item: string }[] = [];
    for (const [collection, keys] of byCollection) {
      const rows = (await project
        .knex(SYSTEM_COLLECTION.activity)
        .where('collection', collection)
        .whereIn('item', [...keys])
        .groupBy('item')
        .select('item')
        .max({ id: 'id' })) as { id: unknown; item: unknown }[];
      for (const r of rows) {
        const id = Number(r.id);
        if (!Number.isFinite(id) || told.has(id)) continue;
        told.add(id);
        found.push({ id, collection, item: String(r.item) });
      }
    }
    while (told.size > REMEMBERED) told.delete(told.values().next().value!);
    if (found.length === 0) return null;
    found.sort((a, b) => a.id - b.id);
    const ids = found.map((f) => f.id);
    // Rows of item writes, never comments: a subscription to comments (the edit screen's sidebar)
    // or to another item is not read for them.
    const facts = found.map((f) => ({ collection: f.collection, item: f.item, action: NOT_COMMENT }));
    // Whose write it was, when one user wrote the whole batch (subscribers learn whether it was their own).
    const actor = batch.every((c) => c.actor === batch[0]!.actor) ? batch[0]!.actor : undefined;
    return { collection: SYSTEM_COLLECTION.activity, action: 'create', keys: ids, actor, facts };
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Whether a subscription's filter (v8's syntax) may match one of the rows of `facts`. Only plain
 * equalities on known columns, AND-ed (no `logical: or` anywhere), rule a row out; anything else
 * may match and is left to the read.
 */
export function mayMatch(
  filter: Record<string, unknown> | undefined,
  facts: Record<string, unknown>[],
): boolean {
  if (!filter) return true;
  const equal: [string, unknown][] = [];
  for (const [name, cond] of Object.entries(filter)) {
    const conds = Array.isArray(cond) ? cond : [cond];
    for (const c of conds) {
      if (!isObject(c)) {
        equal.push([name, c]);
        continue;
      }
      const keys = Object.keys(c).map((k) => k.toLowerCase());
      if (keys.includes('logical')) return true;
      if (keys.length === 1 && (keys[0] === 'eq' || keys[0] === '=')) equal.push([name, Object.values(c)[0]]);
    }
  }
  return facts.some((row) =>
    equal.every(([name, value]) => {
      if (!Object.hasOwn(row, name)) return true;
      const known = row[name];
      if (known === NOT_COMMENT) return String(value) !== 'comment';
      return String(known) === String(value);
    }),
  );
}
