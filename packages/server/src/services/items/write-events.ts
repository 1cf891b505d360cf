import type { ServiceContext } from './context';
import type { WriteEvent } from './write-event';

export type { WriteEvent } from './write-event';

/**
 * Hears about writes once they are committed (never inside the transaction); the project's
 * observers are in `state.writeObservers` (`ProjectRegistry.observeWrites`).
 */
export type WriteObserver = (ctx: ServiceContext, events: WriteEvent[]) => void;

/** Hands committed writes to the project's observers. */
export function dispatchWrites(ctx: ServiceContext, events: WriteEvent[]): void {
  if (events.length === 0) return;
  // Kept without their context's type on the project (projects/ names no service): it is this one.
  for (const observer of ctx.project.state.writeObservers as Set<WriteObserver>) {
    try {
      observer(ctx, events);
    } catch {
      // An observer's failure never fails the write.
    }
  }
}
