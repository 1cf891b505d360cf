/**
 * Staging of edits (product.md §4 Item edit): a store of changed values over the saved item.
 * Staging a value equal to the saved one unstages it; `editing` is true only when something is
 * staged and nothing is being saved. Batch mode adds per-field activation: an inactive field
 * is read-only and deactivating it drops its staged value.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

export type Values = Record<string, unknown>;

/** Deep equality for field values (JSON-like data: objects, arrays, scalars). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A stored number and its text form are not the same edit; undefined and null are.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a as object);
  const kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameValue((a as Values)[k], (b as Values)[k]));
}

/** The edits after staging `value` for `field`: dropped when it equals the saved value. */
export function stageValue(edits: Values, saved: Values, field: string, value: unknown): Values {
  const next = { ...edits };
  if (sameValue(saved[field], value)) delete next[field];
  else next[field] = value;
  return next;
}

export interface StagingState {
  saved: Values;
  edits: Values;
  saving: boolean;
  /** Batch mode: the fields switched on. */
  active: string[];
  stage(field: string, value: unknown): void;
  /** Batch mode: switch a field on or off (off drops its staged value). */
  setActive(field: string, on: boolean): void;
  setSaved(saved: Values): void;
  setSaving(saving: boolean): void;
  discard(): void;
}

export type StagingStore = StoreApi<StagingState>;

export function createStaging(saved: Values = {}): StagingStore {
  return createStore<StagingState>((set) => ({
    saved,
    edits: {},
    saving: false,
    active: [],
    stage: (field, value) => set((s) => ({ edits: stageValue(s.edits, s.saved, field, value) })),
    setActive: (field, on) =>
      set((s) => {
        if (on) return s.active.includes(field) ? s : { active: [...s.active, field] };
        const edits = { ...s.edits };
        delete edits[field];
        return { active: s.active.filter((f) => f !== field), edits };
      }),
    setSaved: (next) => set({ saved: next, edits: {} }),
    setSaving: (saving) => set({ saving }),
    discard: () => set({ edits: {}, active: [] }),
  }));
}

/** True when something is staged and no save is running. */
export const isEditing = (s: Pick<StagingState, 'edits' | 'saving'>): boolean =>
  !s.saving && Object.keys(s.edits).length > 0;

/** Saved values with the staged edits on top (what the form shows). */
export const currentValues = (s: Pick<StagingState, 'saved' | 'edits'>): Values => ({
  ...s.saved,
  ...s.edits,
});
