import { useStore } from 'zustand';
import type { StatusMapping } from '@atrium/sdk';
import { currentValues, type StagingStore } from '../../form/staging';

/** The header's status: a dot in the mapping's colour and its name (product.md §2). */
export function StatusIndicator({
  store,
  field,
  mapping,
}: {
  store: StagingStore;
  field: string;
  mapping: StatusMapping;
}) {
  const value = useStore(store, (s) => currentValues(s)[field]);
  const entry = value === null || value === undefined ? undefined : mapping[String(value)];
  if (!entry) return null;
  return (
    <span className="status-indicator" data-status={String(value)}>
      <span
        className="status-dot"
        aria-hidden="true"
        style={{ backgroundColor: entry.background_color ?? 'var(--blue-grey-400)' }}
      />
      <span className="status-name">{entry.name}</span>
    </span>
  );
}
