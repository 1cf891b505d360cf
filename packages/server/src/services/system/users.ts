import { errors } from '../../errors';
import { nowUtc } from '../../database/datetime';
import { dialectOf } from '../../database/connection';
import { AccessContext } from '../permissions/access';
import { assertWrite } from '../permissions/authorize-write';
import type { PermissionRow, RolePermissions } from '../permissions/permissions';
import type { ServiceContext } from '../items/context';
import { recordActivity } from '../activity/record';
import { invalid, type Row } from './common';
import { markOwnRowRead } from './behaviour/users';
import { userAccountRules } from './behaviour/user-accounts';

/**
 * What `directus_users` offers beyond its items (api.md §5.14, §2.7): reading one's own row and
 * role, page tracking and the 2FA secret. Its write rules are its entry of the collection table
 * (`./behaviour/users.ts`).
 */

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
  const mark = (c: ServiceContext) => (own ? markOwnRowRead(c) : c);
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
    rules: userAccountRules,
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
    rules: userAccountRules,
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
