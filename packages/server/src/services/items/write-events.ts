import type { ServiceContext } from './context';

type Row = Record<string, unknown>;

/** One row written through the service (webhooks, api.md §7.7). */
export interface WriteEvent {
  action: 'create' | 'update' | 'delete';
  collection: string;
  key: unknown;
  /** create: the stored row; update: the columns written plus the PK; delete: the deleted row. */
  data: Row;
}
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
