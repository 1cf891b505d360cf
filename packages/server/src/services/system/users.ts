import { errors } from '../../errors';
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { nowUtc } from '../../database/datetime';
import { phpRegex } from '../auth/password';
import { authSettings } from '../auth/settings';
import { revokeUserSessions } from '../auth/live-jwt';
import { AccessContext } from '../permissions/access';
import { assertWrite } from '../permissions/authorize-write';
import {
  TWO_FACTOR_MASK,
  USER_MASKED_COLUMNS,
  USER_PRIVATE_COLUMNS,
  USER_SECRET_COLUMNS,
} from '../permissions/user-columns';
import type { PermissionRow, RolePermissions } from '../permissions/permissions';
import type { ServiceContext } from '../items/context';
import { ItemsService, registerCollectionHooks } from '../items/service';
import { invalid, recordPlainActivity, type Row } from './common';
import { recordActivity } from '../activity/record';
import { dialectOf } from '../../database/connection';

/**
 * `directus_users` (api.md §5.14): password policy, `status-update` activity, at least one active
 * administrator (re-counted inside the transaction), and the columns only the user and admins may
 * see. The rules on roles, static tokens and administrators' accounts are part of the one
 * write-authorisation step (permissions/authorize-write.ts).
 */

/** Shown to the user themself and to admins only (api.md §5.14). */
const PRIVATE_USER_FIELDS = [...USER_SECRET_COLUMNS, ...USER_PRIVATE_COLUMNS, ...USER_MASKED_COLUMNS];

export const lastAdminError = () => errors.lastActiveAdmin();

async function assertActiveAdminRemains(svc: ItemsService): Promise<void> {
  const row = (await svc.ctx
    .knex('directus_users')
    .where({ role: ADMIN_ROLE_ID, status: 'active' })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  if (Number(row?.n ?? 0) === 0) throw lastAdminError();
}

const sameValue = (a: unknown, b: unknown) =>
  (a === null || a === undefined ? null : String(a)) === (b === null || b === undefined ? null : String(b));

/** Contexts of reads of the caller's own row only (their rows may lack `id` when not asked for). */
const ownRowReads = new WeakSet<ServiceContext>();

registerCollectionHooks('directus_users', {
  preparePayload(action, payload, svc) {
    if (typeof payload.email === 'string') payload = { ...payload, email: payload.email.trim() };
    // A client that saves back what it read sends `2fa_secret` as its mask: no change.
    if (payload['2fa_secret'] === TWO_FACTOR_MASK) {
      payload = Object.fromEntries(Object.entries(payload).filter(([k]) => k !== '2fa_secret'));
    }
    if (action === 'create') {
      // Marked required for the app's form, but the columns have defaults (`draft`, the time zone).
      for (const name of ['status', 'timezone']) {
        const def = svc.collection.fields.get(name)?.column?.defaultValue;
        if (payload[name] === undefined && def !== null && def !== undefined)
          payload = { ...payload, [name]: def };
      }
    }
    return payload;
  },
  // Who may change roles, static tokens and administrators' accounts: authorize-write.ts, which
  // has decided before this runs, so a refused write ends no session and records nothing.
  async beforeWrite(_action, payload, svc, current) {
    const { project } = svc.ctx;
    const newPassword = typeof payload.password === 'string' && payload.password !== '';
    if (newPassword) {
      // Read inside the request's transaction (SQLite has a single connection).
      const policy = phpRegex((await authSettings(project, svc.ctx.knex)).passwordPolicy);
      if (policy && !policy.test(payload.password as string)) {
        throw invalid('password', 'The password does not meet the password policy of this project.');
      }
    }
    if (current && newPassword) {
      // A new password ends the account's sessions (rolled back with the write if it fails).
      await revokeUserSessions(svc.ctx.knex, Number(current.id));
    }
    if (current && 'status' in payload && !sameValue(current.status, payload.status)) {
      // Resets the failed-login count of the user (api.md §2.6).
      await recordPlainActivity(svc.ctx.knex, svc, 'status-update', current.id);
    }
    return payload;
  },
  async afterWrite(action, _key, svc) {
    if (action !== 'create') await assertActiveAdminRemains(svc);
  },
  afterRead(rows, svc) {
    const acc = svc.ctx.accountability;
    if (acc.admin || ownRowReads.has(svc.ctx)) return rows;
    return rows.map((row) => {
      if (!acc.public && row.id !== undefined && String(row.id) === String(acc.user)) return row;
      const out = { ...row };
      for (const f of PRIVATE_USER_FIELDS) delete out[f];
      return out;
    });
  },
});

const readMine = (collection: string): PermissionRow => ({
  id: 0,
  collection,
  status: null,
  create: 'none',
  read: 'mine',
  update: 'none',
  delete: 'none',
  comment: null,
  explain: null,
  readBlacklist: new Set(),
  writeBlacklist: new Set(),
  statusBlacklist: new Set(),
});

/**
 * The caller can always read their own row and their own role (the app loads `/users/me` with
 * `role.*` on start), even in a role whose permissions leave those collections unreadable.
 */
export function selfReadable(ctx: ServiceContext, keys: string[] = []): ServiceContext {
  const acc = ctx.accountability;
  if (acc.admin || acc.public) return ctx;
  const own = keys.length > 0 && keys.every((k) => k === String(acc.user));
  const mark = (c: ServiceContext) => {
    if (own) ownRowReads.add(c);
    return c;
  };
  const readable = (collection: string, status?: string) => {
    const info = ctx.schema.collections.get(collection);
    if (!info) return true;
    const access = ctx.access.read(info);
    return access.readable && (status === undefined || access.readableStatuses()?.includes(status) !== false);
  };
  const usersOk = readable('directus_users', 'active');
  const rolesOk = readable('directus_roles');
  if (usersOk && rolesOk) return mark(ctx);
  const perms: RolePermissions = new Map(
    [...ctx.schema.collections.keys()].flatMap((c) => {
      const p = ctx.access.perms(c);
      return p ? [[c, p] as const] : [];
    }),
  );
  if (!usersOk) perms.set('directus_users', { global: readMine('directus_users'), byStatus: new Map() });
  if (!rolesOk) perms.set('directus_roles', { global: readMine('directus_roles'), byStatus: new Map() });
  return mark({ ...ctx, access: new AccessContext(ctx.schema, acc, perms) });
}

/**
 * `PATCH /users/{id|me}/tracking/page` (api.md §5.14): the user themself or an admin only, decided
 * by the one write-authorisation step before anything is written. No activity: it is bookkeeping.
 */
export async function trackPage(ctx: ServiceContext, id: number, body: Row): Promise<void> {
  const acc = ctx.accountability;
  if (acc.public) throw errors.unauthorized();
  const page = body.last_page;
  const values = { last_page: page, last_access_on: nowUtc() };
  // Only the key is known before the decision: a refused caller learns nothing about the row.
  assertWrite({
    action: 'update',
    accountability: acc,
    collection: ctx.schema.collections.get('directus_users')!,
    permission: () => null,
    current: { id },
    payload: values,
    selfService: true,
  });
  if (typeof page !== 'string' || page === '') throw invalid('last_page', 'This value should not be blank.');
  if ([...page].length > 192) throw invalid('last_page', 'This value is too long (192 characters at most).');
  const n = await ctx.knex('directus_users').where({ id }).update(values);
  if (!n) throw errors.itemNotFound();
}

/**
 * The write decision on a user's 2FA secret by `POST /users/{id|me}/activate_2fa` (api.md §2.7):
 * the self-service rule (the user themself or an administrator, whatever the role's permissions
 * on `directus_users`: a role that enforces 2FA must let its users set it up). Only the key is
 * known before the decision: a refused caller learns nothing about the row.
 */
export function authorizeTwoFactorChange(ctx: ServiceContext, id: number, payload: Row): void {
  if (ctx.accountability.public) throw errors.unauthorized();
  assertWrite({
    action: 'update',
    accountability: ctx.accountability,
    collection: ctx.schema.collections.get('directus_users')!,
    permission: () => null,
    current: { id },
    payload,
    selfService: true,
  });
}

/**
 * Stores a checked 2FA secret and records the change like any other update: an activity row by
 * the caller and a revision, both without the secret (it is a secret column, see
 * `isUnrevisedField`).
 */
export async function storeTwoFactorSecret(ctx: ServiceContext, id: number, secret: string): Promise<void> {
  const users = ctx.schema.collections.get('directus_users')!;
  await ctx.knex.transaction(async (trx) => {
    const q = trx('directus_users').where({ id });
    if (dialectOf(trx) !== 'sqlite') q.forUpdate();
    if (!(await q.first())) throw errors.userNotFound();
    const values = { '2fa_secret': secret };
    await trx('directus_users').where({ id }).update(values);
    const stored = (await trx('directus_users').where({ id }).first()) as Row;
    if (ctx.activitySkip) return;
    await recordActivity(trx, {
      action: 'update',
      collection: users,
      item: id,
      actor: ctx.actor,
      comment: ctx.comment,
      data: stored,
      delta: values,
    });
  });
}

export function usersService(ctx: ServiceContext): ItemsService {
  return new ItemsService('directus_users', ctx);
}
