import type { WriteEvent } from '../items/write-event';
import { isSecretField } from '../permissions/access';
import type { SchemaOverview } from '../../schema/overview';

type Row = Record<string, unknown>;

/**
 * What realtime needs of a committed write, small enough to cross processes: the collection, the
 * action and the keys; for deletes also the deleted rows without their secret fields (they can no
 * longer be read back, and whether a subscriber could read them is judged on them).
 */
export interface RealtimeChange {
  collection: string;
  action: 'create' | 'update' | 'delete';
  keys: (string | number)[];
  rows?: Row[];
  /** The user who wrote (0: the public role): each subscriber learns whether the change was its own. */
  actor?: number;
  /** false: written without an activity row (`activity_skip`), so the activity log has nothing new. */
  logged?: false;
  /**
   * Columns known of each changed row (this process only, never relayed): a subscription whose
   * filter asks for other values of them is not read for this change (activity-follower.ts).
   */
  facts?: Record<string, unknown>[];
}

/** Consecutive events of one collection and action become one change. */
export function changesOf(
  schema: SchemaOverview,
  events: WriteEvent[],
  actor?: number,
  logged = true,
): RealtimeChange[] {
  const out: RealtimeChange[] = [];
  for (const e of events) {
    const key = typeof e.key === 'number' ? e.key : String(e.key);
    let last = out[out.length - 1];
    if (!last || last.collection !== e.collection || last.action !== e.action) {
      out.push((last = { collection: e.collection, action: e.action, keys: [], actor }));
      if (!logged) last.logged = false;
      if (e.action === 'delete') last.rows = [];
    }
    last.keys.push(key);
    if (e.action === 'delete') {
      const info = schema.collections.get(e.collection);
      const row = Object.fromEntries(
        Object.entries(e.data).filter(([k]) => !info || !isSecretField(info, k)),
      );
      last.rows!.push(row);
    }
  }
  return out;
}
