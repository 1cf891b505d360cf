import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import { SYSTEM_COLLECTION } from '../../schema/system-collections';

export type Level = 'none' | 'mine' | 'role' | 'full';
export type CommentLevel = 'none' | 'create' | 'update' | 'full';
export type Action = 'create' | 'read' | 'update' | 'delete';

const LEVEL_RANK: Record<string, number> = { none: 0, mine: 1, role: 2, full: 3 };
const COMMENT_RANK: Record<string, number> = { none: 0, read: 0, create: 1, write: 2, update: 2, full: 3 };

export const levelRank = (l: string | null | undefined): number => LEVEL_RANK[l ?? 'none'] ?? 0;
export const commentRank = (l: string | null | undefined): number => COMMENT_RANK[l ?? 'none'] ?? 0;

/** One `directus_permissions` row, parsed. */
export interface PermissionRow {
  id: number;
  collection: string;
  status: string | null;
  create: Level;
  read: Level;
  update: Level;
  delete: Level;
  comment: string | null;
  explain: string | null;
  readBlacklist: Set<string>;
  writeBlacklist: Set<string>;
  statusBlacklist: Set<string>;
}

/** The permission rows of one role on one collection (api.md §7.1). */
export interface CollectionPermissions {
  /** The row with `status NULL`; null once the collection has status rows (v8 ignored it then). */
  global: PermissionRow | null;
  /** Rows with a real status (not the `$…` pseudo rows of the app). */
  byStatus: Map<string, PermissionRow>;
}

/** Every row of a collection's permissions: the global one and one per status. */
export function permissionRows(p: CollectionPermissions | undefined): PermissionRow[] {
  if (!p) return [];
  const rows = [...p.byStatus.values()];
  return p.global ? [p.global, ...rows] : rows;
}

/** Whether any row of a collection's permissions allows `action` on some items (any status). */
export function anyRowAllows(
  p: CollectionPermissions | undefined,
  action: 'create' | 'read' | 'update' | 'delete',
): boolean {
  return permissionRows(p).some((r) => levelRank(r[action]) >= 1);
}

const csv = (v: unknown): Set<string> =>
  new Set(
    typeof v === 'string'
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

function parseRow(r: Record<string, unknown>): PermissionRow {
  const lvl = (v: unknown): Level =>
    ['none', 'mine', 'role', 'full'].includes(String(v)) ? (v as Level) : 'none';
  return {
    id: Number(r.id),
    collection: String(r.collection),
    status: r.status === null || r.status === undefined ? null : String(r.status),
    create: lvl(r.create),
    read: lvl(r.read),
    update: lvl(r.update),
    delete: lvl(r.delete),
    comment: (r.comment as string | null) ?? null,
    explain: (r.explain as string | null) ?? null,
    readBlacklist: csv(r.read_field_blacklist),
    writeBlacklist: csv(r.write_field_blacklist),
    statusBlacklist: csv(r.status_blacklist),
  };
}

export type RolePermissions = Map<string, CollectionPermissions>;

/**
 * The role's rows as Directus 8 read them (`Acl::setCollectionPermission`), so that an adopted
 * database keeps its meaning: in id order, the first row of a collection and status wins (nothing
 * in v8 kept a role from holding two such rows: no unique key, no check); a row whose status is not NULL (`''` included) is a status row, and
 * once a collection has status rows its collection-wide row no longer applies; `$…` rows are the
 * app's own (`$create`) and grant nothing here.
 */
async function loadRole(knex: Knex, role: number): Promise<RolePermissions> {
  const rows: Record<string, unknown>[] = await knex(SYSTEM_COLLECTION.permissions)
    .select('*')
    .where('role', role)
    .orderBy('id');
  const out: RolePermissions = new Map();
  for (const raw of rows) {
    const row = parseRow(raw);
    let entry = out.get(row.collection);
    if (!entry) out.set(row.collection, (entry = { global: null, byStatus: new Map() }));
    if (row.status === null) entry.global ??= row;
    else if (!row.status.startsWith('$') && !entry.byStatus.has(row.status))
      entry.byStatus.set(row.status, row);
  }
  for (const entry of out.values()) if (entry.byStatus.size > 0) entry.global = null;
  return out;
}

const MAX_AGE = 30_000;

const ADMIN_PERMISSIONS: Promise<RolePermissions> = Promise.resolve(new Map());

/**
 * The permission rows of the caller's role, cached on the project per role; a change to
 * permissions, roles or the schema clears them (the invalidation bus, `ProjectState.forgetSchema`).
 */
export function getRolePermissions(
  project: {
    knex: Knex;
    state: { permissions: Map<number, { at: number; value: Promise<RolePermissions> }> };
  },
  accountability: Accountability,
): Promise<RolePermissions> {
  // One shared (never written) map: read plans cached for an administrator stay valid (the plan
  // cache compares permission maps by identity), so admin reads are planned once, as others are.
  if (accountability.admin) return ADMIN_PERMISSIONS;
  const cache = project.state.permissions;
  const role = accountability.role;
  const hit = cache.get(role);
  const now = Date.now();
  if (hit && now - hit.at < MAX_AGE) return hit.value;
  const value = loadRole(project.knex, role);
  const entry = { at: now, value };
  cache.set(role, entry);
  value.catch(() => {
    if (cache.get(role) === entry) cache.delete(role);
  });
  return value;
}

/** The row that governs a given status: its per-status row if the collection has any, else the global row. */
export function rowForStatus(
  perms: CollectionPermissions | undefined,
  status: string | null | undefined,
): PermissionRow | null {
  if (!perms) return null;
  if (perms.byStatus.size > 0) {
    if (status === null || status === undefined) {
      return perms.global;
    }
    return perms.byStatus.get(String(status)) ?? null;
  }
  return perms.global;
}
