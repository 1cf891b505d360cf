import type { ServiceContext } from './context';
import type { WriteEvent } from './write-event';

export type { WriteEvent } from './write-event';

type WriteObserver = (ctx: ServiceContext, events: WriteEvent[]) => void;
const writeObservers = new Set<WriteObserver>();
/** Observers hear about writes once they are committed (never inside the transaction). */
export function onCommittedWrites(observer: WriteObserver): void {
  writeObservers.add(observer);
}
/** Hands committed writes to the observers. */
export function dispatchWrites(ctx: ServiceContext, events: WriteEvent[]): void {
  if (events.length === 0) return;
  for (const observer of writeObservers) {
    try {
      observer(ctx, events);
    } catch {
      // An observer's failure never fails the write.
    }
  }
}
