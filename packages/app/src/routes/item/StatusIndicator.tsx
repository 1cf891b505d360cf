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
        style={{ backgroundColor: paletteColor(entry.background_color) }}
      />
      <span className="status-name">{entry.name}</span>
    </span>
  );
}

/** Mapping colours are palette names (`green-600`, `blue-grey`): their custom property. */
function paletteColor(name: string | undefined): string {
  return name && /^[a-z0-9-]+$/.test(name) ? `var(--${name}, var(--blue-grey-400))` : 'var(--blue-grey-400)';
}
