/**
 * "View as role" (beyond Directus): an admin sees the app as a role would, read-only. The mode
 * lives in sessionStorage (this tab only, survives a reload); while it is on, every API call
 * carries `X-Atrium-View-As-Role` (the server evaluates reads with that role's permissions and
 * refuses writes), the current user takes the role, and the app's own permission index grants
 * reads only, so no mutation button shows. Entering and leaving restart the app (a fresh
 * hydration, no cache of the other view).
 */
import type { CollectionListingGroup, ModuleListingLink, Permission } from '@atrium/sdk';

export const VIEW_AS_HEADER = 'x-atrium-view-as-role';
const STORAGE_KEY = 'atrium.view-as-role';

export interface ViewAsRole {
  project: string;
  role: {
    id: number;
    name: string;
    collection_listing?: CollectionListingGroup[] | null;
    module_listing?: ModuleListingLink[] | null;
  };
  /** Where "leave" returns (the role's settings page). */
  returnTo: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The mode, or null when off (or unreadable). */
export function viewAsRole(): ViewAsRole | null {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as ViewAsRole;
    return typeof value?.role?.id === 'number' && typeof value.project === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** The header every request carries while the mode is on. */
export function viewAsHeaders(): Record<string, string> {
  const mode = viewAsRole();
  return mode ? { [VIEW_AS_HEADER]: String(mode.role.id) } : {};
}

function restart(hash: string): void {
  window.location.hash = hash;
  window.location.reload();
}

/** Opens the app as `mode.role` sees it, at the collections page. */
export function enterViewAs(mode: ViewAsRole): void {
  storage()?.setItem(STORAGE_KEY, JSON.stringify(mode));
  restart(`#/${encodeURIComponent(mode.project)}/collections`);
}

/** Ends the mode without restarting (a failed start). */
export function clearViewAs(): void {
  storage()?.removeItem(STORAGE_KEY);
}

/** Returns to the admin's own view, at the page the mode was entered from. */
export function leaveViewAs(): void {
  const mode = viewAsRole();
  clearViewAs();
  restart(`#${mode?.returnTo ?? '/'}`);
}

/** Permission rows as the mode shows them: reads as granted, nothing that writes. */
export function readOnlyPermissions(rows: Permission[]): Permission[] {
  return rows.map((r) => ({
    ...r,
    create: 'none',
    update: 'none',
    delete: 'none',
    comment: r.comment && r.comment !== 'none' ? 'read' : 'none',
  }));
}
