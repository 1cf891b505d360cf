import type { Permission } from '@atrium/sdk';

/** A collection's permission row, with its per-status rows (and `$create`) under `statuses`. */
export interface CollectionPermission extends Permission {
  statuses?: Record<string, Permission>;
}

export type PermissionIndex = Record<string, CollectionPermission>;

/** Groups `/permissions/me` rows per collection, status rows under `statuses`. */
export function indexPermissions(rows: Permission[]): PermissionIndex {
  const out: PermissionIndex = {};
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

/**
 * Read access (product.md §6): admins read everything; for status collections any status other
 * than `$create` with read other than none counts; otherwise the collection's own read level.
 */
export function canRead(permissions: PermissionIndex, collection: string, admin: boolean): boolean {
  if (admin) return true;
  const p = permissions[collection];
  if (!p) return false;
  const statuses = Object.entries(p.statuses ?? {}).filter(([status]) => status !== '$create');
  if (statuses.length > 0) return statuses.some(([, s]) => !!s.read && s.read !== 'none');
  return !!p.read && p.read !== 'none';
}
