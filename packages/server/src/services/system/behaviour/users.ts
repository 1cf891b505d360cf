import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { errors } from '../../../errors';
import { SYSTEM_COLLECTION } from '../../../schema/system-collections';
import { phpRegex } from '../../auth/password';
import { authSettings } from '../../auth/settings';
import { revokeUserSessions } from '../../auth/live-jwt';
import {
  TWO_FACTOR_MASK,
  USER_MASKED_COLUMNS,
  USER_PRIVATE_COLUMNS,
  USER_SECRET_COLUMNS,
} from '../../../schema/user-columns';
import type { CollectionBehaviour, ItemsHandle } from '../../items/behaviour';
import type { ServiceContext } from '../../items/context';
import { invalid, recordPlainActivity } from '../common';
import { userAccountRules } from './user-accounts';

/**
 * `directus_users` (api.md §5.14): password policy, `status-update` activity, at least one active
 * administrator (re-counted inside the transaction), and the columns only the user and admins may
 * see. The rules on roles, static tokens and administrators' accounts are part of the one
 * write-authorisation step (`userAccountRules`).
 */

/** Shown to the user themself and to admins only (api.md §5.14). */
const PRIVATE_USER_FIELDS = [...USER_SECRET_COLUMNS, ...USER_PRIVATE_COLUMNS, ...USER_MASKED_COLUMNS];

export const lastAdminError = () => errors.lastActiveAdmin();

async function assertActiveAdminRemains(svc: ItemsHandle): Promise<void> {
  const row = (await svc.ctx
    .knex(SYSTEM_COLLECTION.users)
    .where({ role: ADMIN_ROLE_ID, status: 'active' })
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  if (Number(row?.n ?? 0) === 0) throw lastAdminError();
}

const sameValue = (a: unknown, b: unknown) =>
  (a === null || a === undefined ? null : String(a)) === (b === null || b === undefined ? null : String(b));

/** Contexts of reads of the caller's own row only (their rows may lack `id` when not asked for). */
const ownRowReads = new WeakSet<ServiceContext>();

/** Marks a context as reading the caller's own row only (`selfReadable`). */
export function markOwnRowRead(ctx: ServiceContext): ServiceContext {
  ownRowReads.add(ctx);
  return ctx;
}

export const users: CollectionBehaviour = {
  rules: userAccountRules,
  // Accounts own themselves; an invited account is a placeholder with an e-mail until its owner
  // accepts (api.md §5.14); the password hash is required like any other column.
  row: {
    noCreator: true,
    unvalidatedStatuses: ['invited'],
    hashesRequiredByColumn: true,
    externalIdUuid: true,
  },
  normalise(action, payload, svc) {
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
};
