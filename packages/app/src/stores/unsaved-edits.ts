import { create } from 'zustand';

/**
 * Whether a form on screen holds unsaved edits, for the ways of leaving that are not route
 * changes (sign-out asks with `sign_out_confirm_edits` instead of `sign_out_confirm`).
 */
export const useUnsavedEdits = create<{ dirty: boolean; setDirty(dirty: boolean): void }>((set) => ({
  dirty: false,
  setDirty: (dirty) => set({ dirty }),
}));
