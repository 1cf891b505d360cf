import type { Knex } from 'knex';
import type { Accountability } from '../../auth/accountability';
import { ApiError, errors } from '../../errors';
import type { CollectionInfo } from '../../schema/overview';
import { commentRank, levelRank, type PermissionRow } from './permissions';

type Row = Record<string, unknown>;

export type WriteAction = 'create' | 'update' | 'delete';

/**
 * A comment on an item (api.md §5.9): `create` needs a comment level on the item's collection
 * (none set: unrestricted) and `create` on `directus_activity`; changing or deleting one's own
 * comment needs `update`, someone else's `full`.
 */
export interface CommentWrite {
  action: 'create' | 'update' | 'delete';
  /** The `comment` level of the caller's row on the commented collection (null: unrestricted). */
  level: string | null;
  /** The caller's permission row on `directus_activity` (create only). */
  activity: PermissionRow | null;
  /** The comment is the caller's own (update, delete). */
  own: boolean;
}

/**
 * A collection's own part of the write decision, declared with the collection
 * (`services/system/index.ts`): which rows are the caller's own, the rules beyond permissions and
 * the facts those rules need. Methods, so an entry may narrow `facts` to its own type.
 */
export interface WriteRules {
  /** The row is the caller's own (level `mine`) whatever the owner field says. */
  ownedBy?(row: Row, user: unknown): boolean;
  /** Reads what `check` needs before the decision (the decision itself reads nothing). */
  facts?(knex: Knex, current: Row | null): Promise<unknown>;
  /** Rules beyond permissions, for every caller, administrators included: the refusal or null. */
  check?(r: WriteRequest, facts: unknown): ApiError | null;
  /**
   * Accepts an account's own bookkeeping (`tracking/page`, 2FA): the user themself or an
   * administrator, whatever the role's permissions.
   */
  selfService?: boolean;
}

/**
 * Everything one write decision depends on, gathered by the caller beforehand: the decision itself
 * reads no database and touches nothing, so every write path (items, files, users, roles, comments,
 * nested relational writes) can ask it before any side effect.
 */
export interface WriteRequest {
  action: WriteAction;
  accountability: Pick<Accountability, 'admin' | 'user' | 'role'>;
  collection: CollectionInfo;
  /** The governing permission row for an item with this status (null: no access at all). */
  permission: (status: unknown) => PermissionRow | null;
  /** The stored row (update, delete); null for a create. */
  current: Row | null;
  /** The columns sent (create, update); `{}` for a delete. */
  payload: Row;
  /** The status a create without one gets (the field's default). */
  statusDefault?: unknown;
  /** The role of the current row's owner, when it has one other than the caller (`role` level). */
  ownerRole?: number | null;
  /** Written inside a parent's payload: the parent's activity comment covers it. */
  nested?: boolean;
  /** Whether the request carries an activity comment (`explain`). */
  hasComment?: boolean;
  /** The collection's own rules (from its entry of the collection table); none for user collections. */
  rules?: WriteRules;
  /** What `rules.facts` read. */
  facts?: unknown;
  /** Set for comments: the decision is about the comment, not the activity row's columns. */
  comment?: CommentWrite;
  /**
   * Set for an account's own bookkeeping (`tracking/page`): the user themself or an administrator,
   * whatever the role's permissions (the app sends it on every screen); only where the
   * collection's rules accept it.
   */
  selfService?: boolean;
}

export type WriteDecision = { allowed: true } | { allowed: false; error: ApiError };

const allow: WriteDecision = { allowed: true };
const deny = (error: ApiError): WriteDecision => ({ allowed: false, error });

export const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));

/**
 * The level an action on this row needs (api.md §7.1): own item `mine` (1), an item owned by
 * someone of the caller's role `role` (2), anything else `full` (3). The collection's rules may
 * say whose a row is (users own their own account; presets belong to their `user`).
 */
export function requiredLevel(
  r: Pick<WriteRequest, 'accountability' | 'collection' | 'current' | 'ownerRole' | 'rules'>,
) {
  const { accountability: acc, collection: c, current: row } = r;
  if (!row) return 1;
  if (r.rules?.ownedBy?.(row, acc.user)) return 1;
  if (!c.ownerField) return 3;
  const owner = row[c.ownerField];
  if (owner === null || owner === undefined) return 3;
  if (str(owner) === str(acc.user)) return 1;
  return r.ownerRole !== null && r.ownerRole !== undefined && r.ownerRole === acc.role ? 2 : 3;
}

/**
 * A status is one of the collection's mapping keys, exactly: no case, accent or trailing-space
 * variants, which some database collations would otherwise treat as equal to a real status.
 */
function statusProblem(r: WriteRequest): ApiError | null {
  const c = r.collection;
  const sf = c.statusField;
  if (!sf || !c.statusMapping || r.action === 'delete' || !(sf in r.payload)) return null;
  const value = r.payload[sf];
  if (value === null || value === undefined) return null;
  const keys = Object.keys(c.statusMapping);
  if ((typeof value === 'string' || typeof value === 'number') && keys.includes(String(value))) return null;
  return errors.invalidPayload(`${sf}: The value you selected is not a valid choice (${keys.join(', ')}).`);
}

function writeBlacklistProblem(row: PermissionRow, payload: Row): ApiError | null {
  const denied = Object.keys(payload).filter((k) => row.writeBlacklist.has(k));
  return denied.length
    ? errors.forbiddenFieldWrite(`Permission denied: field "${denied.join(', ')}" cannot be written`)
    : null;
}

function explainProblem(r: WriteRequest, row: PermissionRow, action: 'create' | 'update'): ApiError | null {
  if (r.nested || r.hasComment) return null;
  if (row.explain === 'always' || row.explain === action) {
    return errors.forbidden(`Activity comment required for collection: ${r.collection.collection}`);
  }
  return null;
}

/**
 * The one write-authorisation step (design.md §2): level rules (none/mine/role/full) against the
 * current row, write and status blacklists, valid statuses, the soft-delete rule, the activity
 * comment rule and the collection's own rules (`r.rules`: for user accounts roles, static tokens
 * and the last administrator).
 */
export function authorizeWrite(r: WriteRequest): WriteDecision {
  if (r.comment) return r.accountability.admin ? allow : commentDecision(r.comment);
  if (r.selfService) return selfServiceDecision(r);
  const status = statusProblem(r);
  if (status) return deny(status);
  const own = r.rules?.check?.(r, r.facts);
  if (own) return deny(own);
  if (r.accountability.admin) return allow;

  const c = r.collection;
  const sf = c.statusField;
  if (r.action === 'create') {
    const value = sf ? (r.payload[sf] ?? r.statusDefault ?? null) : null;
    const row = r.permission(value);
    if (!row || levelRank(row.create) < 1) return deny(errors.forbiddenCreate());
    if (sf && value !== null && row.statusBlacklist.has(String(value))) {
      return deny(errors.forbiddenCreate(`Permission denied: status "${String(value)}" cannot be set`));
    }
    const problem = writeBlacklistProblem(row, r.payload) ?? explainProblem(r, row, 'create');
    return problem ? deny(problem) : allow;
  }

  const current = r.current!;
  const need = requiredLevel(r);
  const oldStatus = sf ? current[sf] : null;
  if (r.action === 'delete') {
    const row = r.permission(oldStatus);
    return !row || levelRank(row.delete) < need ? deny(errors.forbiddenDelete()) : allow;
  }

  if (sf && c.softDeleteStatuses.includes(String(oldStatus))) {
    return deny(errors.forbiddenUpdate('Permission denied: the item is deleted'));
  }
  const row = r.permission(sf ? oldStatus : null);
  if (!row || levelRank(row.update) < need) return deny(errors.forbiddenUpdate());
  const newStatus = sf && sf in r.payload ? r.payload[sf] : undefined;
  if (newStatus !== undefined && String(newStatus) !== String(oldStatus)) {
    const next = r.permission(newStatus);
    if (c.softDeleteStatuses.includes(String(newStatus))) {
      if (!next || levelRank(next.delete) < need) return deny(errors.forbiddenDelete());
    } else if (!next || levelRank(next.update) < need) return deny(errors.forbiddenUpdate());
    if (row.statusBlacklist.has(String(newStatus))) {
      return deny(errors.forbiddenUpdate(`Permission denied: status "${String(newStatus)}" cannot be set`));
    }
  }
  const problem = writeBlacklistProblem(row, r.payload) ?? explainProblem(r, row, 'update');
  return problem ? deny(problem) : allow;
}

function selfServiceDecision(r: WriteRequest): WriteDecision {
  const acc = r.accountability;
  if (!r.rules?.selfService || r.action !== 'update' || !r.current) {
    return deny(errors.forbiddenUpdate());
  }
  if (acc.admin || str(r.current.id) === str(acc.user)) return allow;
  return deny(
    errors.forbiddenUpdate('Permission denied: only the user themself or an administrator can do this'),
  );
}

function commentDecision(c: CommentWrite): WriteDecision {
  const rank = c.level === null ? 3 : commentRank(c.level);
  if (c.action === 'create') {
    return rank < 1 || !c.activity || levelRank(c.activity.create) < 1
      ? deny(errors.commentCreateDenied())
      : allow;
  }
  if (rank >= (c.own ? 2 : 3)) return allow;
  return deny(c.action === 'update' ? errors.commentUpdateDenied() : errors.commentDeleteDenied());
}

/** `authorizeWrite`, throwing the refusal. */
export function assertWrite(r: WriteRequest): void {
  const decision = authorizeWrite(r);
  if (!decision.allowed) throw decision.error;
}
