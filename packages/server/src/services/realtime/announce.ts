import type { ServiceContext } from '../items/context';
import type { WriteEvent, WriteObserver } from '../items/write-events';

/** Marks the realtime hub's write observer among a project's observers. */
const REALTIME = Symbol.for('atrium.realtime.observer');

type Marked = WriteObserver & { [REALTIME]?: true };

/** The realtime hub's observer, marked so that `announce` finds it (and only it). */
export function realtimeObserver(observer: WriteObserver): WriteObserver {
  (observer as Marked)[REALTIME] = true;
  return observer;
}

/**
 * Tells realtime subscribers of a committed write that is not an item write of the items service
 * — a comment posted, edited or deleted (`directus_activity`) — without calling the other write
 * observers (webhooks fire on item writes only). Call it once the write is committed.
 */
export function announce(ctx: ServiceContext, events: WriteEvent[]): void {
  if (events.length === 0) return;
  for (const observer of ctx.project.state.writeObservers as Set<Marked>) {
    if (!observer[REALTIME]) continue;
    try {
      observer(ctx, events);
    } catch {
      // Realtime never fails the write.
    }
  }
}
