import type { Accountability } from '../../auth/accountability';
import { errors } from '../../errors';
import { and, FALSE, or, type FilterNode } from '../../query/ast';
import type { CollectionReadAccess, FieldAccess, ReadAccessContext } from '../../query/read-access';
import type { CollectionInfo, FieldInfo, SchemaOverview } from '../../schema/overview';
import {
  levelRank,
  type CollectionPermissions,
  type Level,
  type PermissionRow,
  type RolePermissions,
} from './permissions';
import {
  isMaskedUserColumn,
  PRESENCE_OPERATORS,
  USER_MASKED_COLUMNS,
  USER_PRIVATE_COLUMNS,
  USER_SECRET_COLUMNS,
} from '../../schema/user-columns';
import { isUsersCollection, SYSTEM_COLLECTION } from '../../schema/system-collections';

/** One slice of readable rows: a status (or every status) at a level, with its field blacklist. */
interface Scope {
  status: string | null;
  level: Level;
  blacklist: Set<string>;
}

/**
 * What the caller may read in one collection (api.md §7.1): which rows (`rowFilter`) and which
 * fields, possibly varying by status. Admins read everything.
 */
export class ReadAccess implements CollectionReadAccess {
  readonly readable: boolean;
  readonly rowFilter: FilterNode | null;
  private readonly scopes: Scope[];
  private readonly fieldCache = new Map<string, FieldAccess>();

  constructor(
    readonly collection: CollectionInfo,
    readonly accountability: Accountability,
    readonly perms: CollectionPermissions | undefined,
  ) {
    if (accountability.admin) {
      this.readable = true;
      this.rowFilter = null;
      this.scopes = [{ status: null, level: 'full', blacklist: new Set() }];
      return;
    }
    const scopes: Scope[] = [];
    if (perms && collection.statusField && perms.byStatus.size > 0) {
      for (const [status, row] of perms.byStatus) {
        if (levelRank(row.read) > 0) scopes.push({ status, level: row.read, blacklist: row.readBlacklist });
      }
    } else if (perms?.global && levelRank(perms.global.read) > 0) {
      scopes.push({ status: null, level: perms.global.read, blacklist: perms.global.readBlacklist });
    }
    this.scopes = scopes;
    this.readable = scopes.length > 0;
    if (!this.readable) {
      this.rowFilter = FALSE;
      return;
    }
    const parts: FilterNode[] = scopes.map((s) => {
      const statusCond: FilterNode | null =
        s.status === null ? null : cond(collection.fields.get(collection.statusField!)!, 'eq', s.status);
      const owner =
        collection.collection === SYSTEM_COLLECTION.collectionPresets
          ? presetsApplyingTo(accountability)
          : ownerCondition(collection, s.level, accountability);
      return and(statusCond, owner) ?? { kind: 'true' };
    });
    const combined = or(...parts);
    this.rowFilter = combined.kind === 'true' ? null : combined;
  }

  /**
   * Reading a collection whose rows are scoped by owner, without an owner field (and without a
   * status field), is an error rather than an empty list (api.md §7.1).
   */
  assertListable(): void {
    if (this.accountability.admin) return;
    const c = this.collection;
    if (!this.readable) throw this.denied();
    if (
      !c.ownerField &&
      !c.statusField &&
      this.scopes.every((s) => s.level !== 'full') &&
      !fixedMineScope(c.collection)
    ) {
      throw errors.forbiddenRead();
    }
  }

  /** v8.8 answers a read it refuses with 403/300, also when the caller fell back to the public role. */
  denied() {
    return errors.forbiddenRead();
  }

  field(name: string): FieldAccess {
    let hit = this.fieldCache.get(name);
    if (hit) return hit;
    // A masked secret (`2fa_secret`) is read as "set or not": see `USER_MASKED_COLUMNS`.
    const secret =
      isSecretField(this.collection, name) && !isMaskedUserColumn(this.collection.collection, name);
    const allowed = this.scopes.filter((s) => !s.blacklist.has(name) && !secret);
    if (allowed.length === this.scopes.length && allowed.length > 0) hit = { kind: 'all' };
    else if (allowed.length === 0) hit = { kind: 'none' };
    else hit = { kind: 'some', statuses: allowed.map((s) => s.status!).filter((s) => s !== null) };
    this.fieldCache.set(name, hit);
    return hit;
  }

  /**
   * A restriction limiting rows to those in which `field` is readable: the statuses whose
   * blacklist allows it and, for the private columns of `directus_users`, the caller's own row.
   * Filters, sorts and searches on the field carry it, so they cannot probe other rows' values.
   */
  restrictionFor(name: string, op?: string): FilterNode | null {
    const a = this.field(name);
    const own = this.isPrivateUserField(name) ? this.privateColumnRows(name, op) : null;
    if (a.kind === 'all') return own;
    if (a.kind === 'none') return FALSE;
    return and(cond(this.collection.fields.get(this.collection.statusField!)!, 'in', a.statuses), own);
  }

  /**
   * The rows a condition on a private user column may match: the caller's own, plus, for the
   * app's "someone else is editing this item" check (product.md: `last_page` equal to a path,
   * `last_access_on` at least five minutes ago), the users active in the last five minutes. Other
   * operators (`contains`, ranges, sorting, search) would let the values be read out piece by piece.
   */
  private privateColumnRows(name: string, op: string | undefined): FilterNode {
    if (this.accountability.public) return FALSE;
    const own = cond(this.collection.fields.get('id')!, 'eq', this.accountability.user);
    if (USER_MASKED_COLUMNS.has(name)) return own;
    const presence =
      (name === 'last_page' && op === 'eq') || (name === 'last_access_on' && (op === 'gte' || op === 'gt'));
    return presence ? or(own, RECENTLY_ACTIVE) : own;
  }

  /**
   * Fields only some rows may show: those blacklisted in some statuses, and the private columns of
   * other users' accounts (api.md §5.14), which only admins and the user themself see.
   */
  isPartial(name: string): boolean {
    return this.field(name).kind === 'some' || this.isPrivateUserField(name);
  }

  private isPrivateUserField(name: string): boolean {
    return (
      !this.accountability.admin &&
      isUsersCollection(this.collection.collection) &&
      (USER_PRIVATE_COLUMNS.has(name) || USER_MASKED_COLUMNS.has(name))
    );
  }

  /**
   * Whether a condition with this operator may test the field. A masked secret only answers
   * whether it is set (null, nnull, empty, nempty), for admins and on the caller's own row: any
   * comparison, range or substring would read it out piece by piece, so those are refused to
   * everyone, admins included.
   */
  filterable(name: string, op: string): boolean {
    return !isMaskedUserColumn(this.collection.collection, name) || PRESENCE_OPERATORS.has(op);
  }

  /** Sorting by a masked secret would order accounts by it: refused to everyone. */
  sortable(name: string): boolean {
    return !isMaskedUserColumn(this.collection.collection, name);
  }

  /** Fields `q` and `filter[m2o][contains]` look into: never a masked secret. */
  searchable(name: string): boolean {
    return this.field(name).kind !== 'none' && !isMaskedUserColumn(this.collection.collection, name);
  }

  /** Per-row blacklist function, needed when blacklists differ between statuses or rows are other users. */
  rowBlacklist(): ((row: Record<string, unknown>) => Set<string> | null) | null {
    const users = !this.accountability.admin && isUsersCollection(this.collection.collection);
    const byStatusNeeded =
      !this.accountability.admin && this.scopes.length > 1 && !!this.collection.statusField;
    if (!users && !byStatusNeeded) return null;
    const byStatus = new Map(this.scopes.map((s) => [s.status, s.blacklist]));
    const statusField = this.collection.statusField;
    const self = String(this.accountability.user);
    const publicCaller = this.accountability.public;
    return (row) => {
      const status = byStatusNeeded && statusField ? row[statusField] : undefined;
      const fromStatus = byStatusNeeded
        ? (byStatus.get(status === null || status === undefined ? null : String(status)) ?? null)
        : null;
      if (!users || (!publicCaller && String(row.id) === self)) return fromStatus;
      return new Set([...(fromStatus ?? []), ...USER_PRIVATE_COLUMNS, ...USER_MASKED_COLUMNS]);
    };
  }

  readableStatuses(): string[] | null {
    if (this.scopes.some((s) => s.status === null)) return null;
    return this.scopes.map((s) => s.status!);
  }
}

/** `last_access_on` within the last five minutes, computed by the database at each execution. */
const RECENTLY_ACTIVE: FilterNode = {
  kind: 'custom',
  apply(qb, alias) {
    const client = String(qb.client.config.client);
    const since =
      client === 'pg'
        ? "(now() at time zone 'utc') - interval '5 minutes'"
        : client.startsWith('mysql')
          ? 'UTC_TIMESTAMP() - INTERVAL 5 MINUTE'
          : "datetime('now', '-5 minutes')";
    qb.whereRaw(`?? >= ${since}`, [`${alias}.last_access_on`]);
  },
};

function cond(field: FieldInfo, op: 'eq' | 'in', value: unknown): FilterNode {
  return { kind: 'cond', hops: [], field, op, value };
}

/** Collections whose `mine` level is fixed by `ownerCondition`, not by an owner field. */
const FIXED_MINE = new Set<string>([
  SYSTEM_COLLECTION.roles,
  SYSTEM_COLLECTION.permissions,
  SYSTEM_COLLECTION.activity,
  SYSTEM_COLLECTION.collectionPresets,
]);

function fixedMineScope(collection: string): boolean {
  return FIXED_MINE.has(collection);
}

/**
 * The presets a non-admin may read, whatever their role's read level (issue 24; v8's `full`, the
 * old default of new roles, let anyone read everyone's bookmarks and their search queries): their
 * own personal presets, and the role and global presets that apply to them (`user` empty, `role`
 * theirs or empty). Applied as a row filter, so it holds on adopted databases too.
 */
function presetsApplyingTo(accountability: Accountability): FilterNode {
  const user = accountability.public ? null : accountability.user;
  const role = accountability.role;
  return {
    kind: 'custom',
    apply(qb, alias) {
      const c = (name: string) => `${alias}.${name}`;
      if (user !== null && user !== undefined) qb.orWhere(c('user'), user);
      qb.orWhere((shared) => {
        shared.whereNull(c('user')).andWhere((r) => {
          r.whereNull(c('role'));
          if (role !== null && role !== undefined) r.orWhere(c('role'), role);
        });
      });
    },
  };
}

/** Columns a revision keeps out: the secrets, and the private columns of user accounts. */
export function isUnrevisedField(collection: CollectionInfo, field: string): boolean {
  return (
    isSecretField(collection, field) ||
    (isUsersCollection(collection.collection) && USER_PRIVATE_COLUMNS.has(field))
  );
}

/** Fields that never leave the server, whatever the permissions (api.md §4.1, §7.5). */
export function isSecretField(collection: CollectionInfo, field: string): boolean {
  if (isUsersCollection(collection.collection)) return USER_SECRET_COLUMNS.has(field);
  if (collection.collection === SYSTEM_COLLECTION.userSessions) return field === 'token';
  return collection.fields.get(field)?.type === 'hash';
}

/** The owner restriction of a permission level (api.md §7.1), or FALSE when the level cannot apply. */
export function ownerCondition(
  collection: CollectionInfo,
  level: Level,
  accountability: Accountability,
): FilterNode | null {
  if (level === 'full') return null;
  if (level === 'none') return FALSE;
  const f = (name: string) => collection.fields.get(name);
  switch (collection.collection) {
    case SYSTEM_COLLECTION.collectionPresets:
      return presetsApplyingTo(accountability);
    case SYSTEM_COLLECTION.roles:
      return cond(f('id')!, 'eq', accountability.role);
    case SYSTEM_COLLECTION.permissions:
      return cond(f('role')!, 'eq', accountability.role);
    case SYSTEM_COLLECTION.activity:
      return cond(f('action_by')!, 'eq', accountability.user);
  }
  if (!collection.ownerField) return FALSE;
  const owner = f(collection.ownerField)!;
  if (level === 'mine') return cond(owner, 'eq', accountability.user);
  return { kind: 'ownerRole', field: owner, role: accountability.role };
}

/** Read access of every collection a request touches, created on demand. */
export class AccessContext implements ReadAccessContext {
  private readonly cache = new Map<string, ReadAccess>();
  constructor(
    readonly schema: SchemaOverview,
    readonly accountability: Accountability,
    readonly permissions: RolePermissions,
  ) {}

  read(collection: CollectionInfo): ReadAccess {
    let a = this.cache.get(collection.collection);
    if (!a) {
      a = new ReadAccess(collection, this.accountability, this.permissions.get(collection.collection));
      this.cache.set(collection.collection, a);
    }
    return a;
  }

  perms(collection: string): CollectionPermissions | undefined {
    return this.permissions.get(collection);
  }

  /** The governing row for an action on an item with this status (null = no access). */
  row(collection: CollectionInfo, status: unknown): PermissionRow | null {
    const p = this.permissions.get(collection.collection);
    if (!p) return null;
    if (collection.statusField && p.byStatus.size > 0) {
      if (status === null || status === undefined) {
        // A check without a known status passes if any status row allows it (api.md §7.1).
        return [...p.byStatus.values()].sort((a, b) => levelRank(b.create) - levelRank(a.create))[0] ?? null;
      }
      return p.byStatus.get(String(status)) ?? null;
    }
    return p.global;
  }
}
