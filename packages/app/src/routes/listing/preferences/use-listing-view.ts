/**
 * The listing's view state backed by the user's listing preferences (product.md §4): the view in
 * effect (own preset, else role/global, else the collection's default), sanitised against the
 * fields; each change shows at once and is written to the own preset (created on the first change,
 * then updated with the changed column only).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSavePreset } from '../../../api/presets/mutations';
import { usePreferences } from '../../../api/presets/queries';
import { bus } from '../../../lib/events';
import { toPreset } from '../../../filters/filter-query';
import { defaultView } from './system-defaults';
import { applyChange, planSave, sanitizeView, viewOf, type ListingView, type ViewChange } from './view';

interface Options {
  project: string;
  collection: string;
  user: { id: number; role: number | null } | null;
  known: readonly string[];
  /** The type of each known field: a filter the type does not take is dropped. */
  types: Readonly<Record<string, string | null>>;
  primaryKey: string;
}

export function useListingView({ project, collection, user, known, types, primaryKey }: Options) {
  const preferences = usePreferences(project, collection, user);
  const save = useSavePreset(project);
  const [local, setLocal] = useState<ListingView | null>(null);
  // The own preset once it exists (the create's answer arrives before the refetch).
  const own = useRef<{ id: number; user: number | null; title: null } | null>(null);

  useEffect(() => {
    setLocal(null);
    own.current = null;
  }, [project, collection]);

  const preset = preferences.data ?? null;
  const fromServer = useMemo(() => viewOf(preset, defaultView(collection)), [preset, collection]);
  const raw = local ?? fromServer;
  const view = useMemo(() => sanitizeView(raw, known, primaryKey, types), [raw, known, primaryKey, types]);

  const { mutate } = save;
  // A saved filter that no longer applies (its field gone or unreadable, an operator its type
  // does not take) is dropped from the user's own preferences once the fields are known, so no
  // later write or other screen replays it.
  const dropped = known.length > 0 && !local && view.filters.length < raw.filters.length;
  const ownId = preset && user && preset.user === user.id && preset.title === null ? preset.id : null;
  const droppedSent = useRef('');
  useEffect(() => {
    if (!dropped || ownId === null) return;
    const kept = JSON.stringify([ownId, view.filters]);
    if (droppedSent.current === kept) return;
    droppedSent.current = kept;
    mutate(
      { id: ownId, collection, filters: toPreset(view.filters) },
      { onError: (error) => bus.emit('error', { error, notify: 'something_went_wrong_body' }) },
    );
  }, [dropped, ownId, collection, view.filters, mutate]);

  const change = useCallback(
    (c: ViewChange) => {
      if (!user) return;
      // Dropped filters stay dropped; the rest as saved (the fields may still be loading).
      const next = applyChange({ ...raw, filters: view.filters }, c);
      setLocal(next);
      const current =
        own.current ?? (preset ? { id: preset.id, user: preset.user, title: preset.title } : null);
      const plan = planSave(current, user.id, collection, next, c);
      mutate(
        { id: plan.id, ...plan.values },
        {
          onSuccess: (saved) => {
            if (saved && typeof saved.id === 'number')
              own.current = { id: saved.id, user: user.id, title: null };
          },
          onError: (error) => bus.emit('error', { error, notify: 'something_went_wrong_body' }),
        },
      );
    },
    [raw, view.filters, user, preset, collection, mutate],
  );

  /** Replace the whole local view (a bookmark was applied elsewhere and the server copy reloaded). */
  const reset = useCallback(() => setLocal(null), []);

  return { view, change, reset, loading: preferences.isPending && !!user, error: preferences.error };
}
