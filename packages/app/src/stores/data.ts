import { create } from 'zustand';
import type { Collection, ExtensionMeta, Permission, Preset, Relation } from '../api/types';

export interface CollectionPermission extends Permission {
  /** Status collections: one entry per status, plus `$create`. */
  statuses?: Record<string, Permission>;
}

export interface ServerInfo {
  apiVersion?: string;
  maxUploadSize?: number;
  databaseVendor?: string;
}

/** Core layouts ship with the app; server lists add extension metas (app-catalogue.md §0). */
export const CORE_LAYOUTS: ExtensionMeta[] = ['tabular', 'cards', 'calendar', 'timeline'].map((id) => ({
  id,
  core: true,
}));

interface DataState {
  collections: Record<string, Collection>;
  settings: Record<string, unknown>;
  bookmarks: Preset[];
  users: unknown[];
  relations: Relation[];
  serverInfo: ServerInfo;
  permissions: Record<string, CollectionPermission>;
  extensions: { interfaces: ExtensionMeta[]; layouts: ExtensionMeta[]; modules: ExtensionMeta[] };
  set(patch: Partial<Omit<DataState, 'set' | 'reset'>>): void;
  reset(): void;
}

const empty = () => ({
  collections: {},
  settings: {},
  bookmarks: [],
  users: [],
  relations: [],
  serverInfo: {},
  permissions: {},
  extensions: { interfaces: [], layouts: [], modules: [] },
});

export const useData = create<DataState>((set) => ({
  ...empty(),
  set: (patch) => set(patch),
  reset: () => set(empty()),
}));

/** Groups `/permissions/me` rows per collection, status rows under `statuses`. */
export function indexPermissions(rows: Permission[]): Record<string, CollectionPermission> {
  const out: Record<string, CollectionPermission> = {};
  for (const row of rows) {
    if (row.status) {
      const entry = (out[row.collection] ??= { collection: row.collection });
      (entry.statuses ??= {})[row.status] = row;
    } else {
      out[row.collection] = { ...row, statuses: out[row.collection]?.statuses };
    }
  }
  return out;
}

/** Read access: for status collections, any status with read other than none counts. */
export function canRead(
  permissions: Record<string, CollectionPermission>,
  collection: string,
  admin: boolean,
) {
  if (admin) return true;
  const p = permissions[collection];
  if (!p) return false;
  if (p.statuses && Object.keys(p.statuses).length > 0) {
    return Object.entries(p.statuses).some(
      ([status, s]) => status !== '$create' && s.read && s.read !== 'none',
    );
  }
  return !!p.read && p.read !== 'none';
}
