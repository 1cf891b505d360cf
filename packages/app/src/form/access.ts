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
  /** Statuses the item may not be given (a new item's, or an existing one's from its status). */
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
  /** The collection's statuses (its status mapping's keys) and which of them soft-delete. */
  statuses?: readonly string[];
  softDeleteStatuses?: readonly string[];
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
    statusBlacklist: options.isNew
      ? (row.status_blacklist ?? [])
      : existingStatusBlacklist(entry, row, options.status, options.statuses, options.softDeleteStatuses),
  };
}

/**
 * The statuses an existing item may not move to (issue 31 #4), as the server decides: those its
 * current status row blacklists, and those whose own row gives no update (no delete, for a
 * soft-delete status). Its current status is always kept.
 */
function existingStatusBlacklist(
  entry: CollectionPermission | undefined,
  row: Permission,
  current: unknown,
  statuses: readonly string[] = [],
  softDelete: readonly string[] = [],
): string[] {
  const blocked = new Set(row.status_blacklist ?? []);
  for (const status of statuses) {
    const target = permissionRow(entry, false, status);
    const level = softDelete.includes(status) ? target?.delete : target?.update;
    if (!allows(level)) blocked.add(status);
  }
  blocked.delete(String(current ?? ''));
  return [...blocked];
}
