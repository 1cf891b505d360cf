import type { PresetOwner } from '../api/presets/queries';

/**
 * Who last started the app in each project (the user's id and role id, nothing else), kept in
 * local storage. The startup sequence asks for that user's own lists (bookmarks, permissions, the
 * opened listing's saved view) alongside the user instead of after, and drops them when the user
 * turns out to be someone else.
 */
const key = (project: string) => `atrium.owner.${project}`;

export function rememberedOwner(project: string): PresetOwner | null {
  try {
    const raw = localStorage.getItem(key(project));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PresetOwner>;
    if (typeof value.id !== 'number' || !(typeof value.role === 'number' || value.role === null)) return null;
    return { id: value.id, role: value.role };
  } catch {
    return null;
  }
}

export function rememberOwner(project: string, owner: PresetOwner): void {
  try {
    const value = JSON.stringify({ id: owner.id, role: owner.role });
    if (localStorage.getItem(key(project)) !== value) localStorage.setItem(key(project), value);
  } catch {
    // storage unavailable: the next start asks in sequence
  }
}

export function forgetOwner(project: string): void {
  try {
    localStorage.removeItem(key(project));
  } catch {
    // storage unavailable: nothing was kept
  }
}

export const sameOwner = (a: PresetOwner, b: PresetOwner) => a.id === b.id && a.role === b.role;
