/**
 * What the signed-in user may do on one item's form (product.md §5, §6): read-only form without
 * update permission (create for a new item), save, delete, comment; which fields are hidden
 * (read blacklist) or read-only (write blacklist); which statuses a new item may not take.
 * For status collections the row of the item's status applies (`$create` for a new item).
 */
import type { Permission } from '@atrium/sdk';
import type { CollectionPermission, PermissionIndex } from '../lib/permissions';

export interface FormAccess {
  readonly: boolean;
  canSave: boolean;
  canDelete: boolean;
  /** The comment box shows (comment permission is write or more). */
  canComment: boolean;
  readBlacklist: string[];
  writeBlacklist: string[];
  /** Statuses a new item may not be given. */
  statusBlacklist: string[];
}

const FULL: FormAccess = {
  readonly: false,
  canSave: true,
  canDelete: true,
  canComment: true,
  readBlacklist: [],
  writeBlacklist: [],
  statusBlacklist: [],
};

const allows = (level: unknown) => !!level && level !== 'none';

/** The permission row that governs an item: its status row (`$create` when new), else the collection's. */
export function permissionRow(
  entry: CollectionPermission | undefined,
  isNew: boolean,
  status: unknown,
): Permission | undefined {
  if (!entry) return undefined;
  const statuses = entry.statuses ?? {};
  if (Object.keys(statuses).length > 0) {
    const key = isNew ? '$create' : String(status ?? '');
    return statuses[key] ?? (isNew ? undefined : entry) ?? entry;
  }
  return entry;
}

export function formAccess(options: {
  permissions: PermissionIndex;
  collection: string;
  admin: boolean;
  isNew: boolean;
  /** The item's saved status (status collections). */
  status?: unknown;
}): FormAccess {
  if (options.admin) return FULL;
  const entry = options.permissions[options.collection];
  const row = permissionRow(entry, options.isNew, options.status);
  if (!row) {
    return { ...FULL, readonly: true, canSave: false, canDelete: false, canComment: false };
  }
  const write = options.isNew ? row.create : row.update;
  const canSave = allows(write);
  return {
    readonly: !canSave,
    canSave,
    canDelete: allows(row.delete),
    canComment: !!row.comment && row.comment !== 'none' && row.comment !== 'read',
    readBlacklist: row.read_field_blacklist ?? [],
    writeBlacklist: row.write_field_blacklist ?? [],
    statusBlacklist: options.isNew ? (row.status_blacklist ?? []) : [],
  };
}
