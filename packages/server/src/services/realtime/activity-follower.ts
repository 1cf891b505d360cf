import type { Project } from '../../projects/registry';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';
import { isLogged } from '../activity/record';
import type { RealtimeChange } from './change';

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
    const ids: number[] = [];
    for (const [collection, keys] of byCollection) {
      const rows = (await project
        .knex(SYSTEM_COLLECTION.activity)
        .where('collection', collection)
        .whereIn('item', [...keys])
        .groupBy('item')
        .max({ id: 'id' })) as { id: unknown }[];
      for (const r of rows) {
        const id = Number(r.id);
        if (!Number.isFinite(id) || told.has(id)) continue;
        told.add(id);
        ids.push(id);
      }
    }
    while (told.size > REMEMBERED) told.delete(told.values().next().value!);
    if (ids.length === 0) return null;
    ids.sort((a, b) => a - b);
    // Whose write it was, when one user wrote the whole batch (subscribers learn whether it was their own).
    const actor = batch.every((c) => c.actor === batch[0]!.actor) ? batch[0]!.actor : undefined;
    return { collection: SYSTEM_COLLECTION.activity, action: 'create', keys: ids, actor };
  }
}
