/**
 * Local drafts (docs/content-workflow.md): the unsaved edits of an edit form, kept in the browser's
 * local storage per user, project, collection and item as they are typed, so a reload, a crash or
 * a lost connection does not lose them.
 */
import { sameValue, type Values } from '../../../form/staging';

export interface LocalDraft {
  /** When the edits were last kept (ms since the epoch). */
  at: number;
  edits: Values;
}

const PREFIX = 'atrium.draft';

/** A draft of the live item, or (`version`, its key) of the item as that version sees it. */
export const draftKey = (
  user: number | string,
  project: string,
  collection: string,
  item: string,
  version: string | null = null,
) =>
  [PREFIX, user, project, collection, item, ...(version === null ? [] : ['version', version])]
    .map((p) => encodeURIComponent(String(p)))
    .join(':');

export function readDraft(key: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const v = JSON.parse(raw) as LocalDraft;
    return v && typeof v.at === 'number' && v.edits && typeof v.edits === 'object' ? v : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, edits: Values): void {
  try {
    if (Object.keys(edits).length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ at: Date.now(), edits }));
  } catch {
    // Storage full or unavailable (private mode): drafts are a convenience, the form still works.
  }
}

export function dropDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // See writeDraft.
  }
}

/** The draft's fields whose value differs from what the server holds now. */
export function differingFields(draft: LocalDraft, saved: Values): string[] {
  return Object.keys(draft.edits).filter((f) => !sameValue(draft.edits[f], saved[f]));
}
