/**
 * Which header buttons the listing shows (product.md §5, §6): add, batch edit and delete, for an
 * admin, or by the role's permission levels (none, mine, role, full), per status for status
 * collections (plus the `$create` entry for add).
 */
import type { Permission } from '@atrium/sdk';
import type { CollectionPermission } from '../../lib/permissions';

export interface Viewer {
  id: number;
  role: number | null;
  admin: boolean;
}

export interface PermissionContext {
  viewer: Viewer;
  /** The collection's permission entry; undefined = none. */
  permission: CollectionPermission | undefined;
  /** The collection's `owner`-type field, if any. */
  ownerField: string | null;
  /** The collection's `status`-type field, if any. */
  statusField: string | null;
}

type Action = 'update' | 'delete';

const level = (row: Permission | undefined, action: Action | 'create') => row?.[action] ?? 'none';

/** The owner's id and role from an item's owner value (an id, or the user object `owner.*`). */
function ownerOf(value: unknown): { id: number | null; role: number | null } {
  if (value && typeof value === 'object') {
    const user = value as { id?: unknown; role?: unknown };
    const role = user.role && typeof user.role === 'object' ? (user.role as { id?: unknown }).id : user.role;
    return {
      id: typeof user.id === 'number' ? user.id : Number(user.id ?? NaN) || null,
      role: typeof role === 'number' ? role : Number(role ?? NaN) || null,
    };
  }
  const id = typeof value === 'number' ? value : Number(value ?? NaN);
  return { id: Number.isFinite(id) ? id : null, role: null };
}

/** The permission row that governs one item: its status's row for status collections. */
function rowFor(ctx: PermissionContext, item: Record<string, unknown>): Permission | undefined {
  const statuses = ctx.permission?.statuses;
  if (ctx.statusField && statuses && Object.keys(statuses).length > 0) {
    const status = item[ctx.statusField];
    return typeof status === 'string' || typeof status === 'number' ? statuses[String(status)] : undefined;
  }
  return ctx.permission;
}

/** May the viewer `action` this one item? */
export function mayOnItem(ctx: PermissionContext, action: Action, item: Record<string, unknown>): boolean {
  if (ctx.viewer.admin) return true;
  const value = level(rowFor(ctx, item), action);
  if (value === 'full') return true;
  if (value === 'none' || !ctx.ownerField) return false;
  const owner = ownerOf(item[ctx.ownerField]);
  if (value === 'mine') return owner.id !== null && owner.id === ctx.viewer.id;
  if (value === 'role') return owner.role !== null && owner.role === ctx.viewer.role;
  return false;
}

/** Delete (any selected) or batch edit (more than one selected): every selected item must allow it. */
export function mayOnSelection(
  ctx: PermissionContext,
  action: Action,
  selected: Record<string, unknown>[],
): boolean {
  if (selected.length === 0) return false;
  return selected.every((item) => mayOnItem(ctx, action, item));
}

/** Add: admin, or create is full (status collections: full in any status or in `$create`). */
export function mayCreate(ctx: PermissionContext): boolean {
  if (ctx.viewer.admin) return true;
  const p = ctx.permission;
  if (!p) return false;
  const statuses = Object.values(p.statuses ?? {});
  if (statuses.length > 0) return statuses.some((row) => level(row, 'create') === 'full');
  return level(p, 'create') === 'full';
}

export interface ListingButtons {
  add: boolean;
  batchEdit: boolean;
  delete: boolean;
}

/** The header buttons of a listing; all hidden for the activity collection. */
export function listingButtons(
  ctx: PermissionContext,
  collection: string,
  selected: Record<string, unknown>[],
): ListingButtons {
  if (collection === 'directus_activity') return { add: false, batchEdit: false, delete: false };
  return {
    add: selected.length === 0 && mayCreate(ctx),
    batchEdit: selected.length > 1 && mayOnSelection(ctx, 'update', selected),
    delete: selected.length > 0 && mayOnSelection(ctx, 'delete', selected),
  };
}
