import type { Knex } from 'knex';
import { ADMIN_ROLE_ID } from '@atrium/sdk';
import { errors } from '../../../errors';
import { SYSTEM_COLLECTION } from '../../../schema/system-collections';
import { str, type WriteRules } from '../../permissions/authorize-write';

type Row = Record<string, unknown>;

/** What the rules of user accounts read before the decision. */
export interface UserAccountFacts {
  /** Active administrators other than the account written (the last-admin rule). */
  otherActiveAdmins?: number;
}

/** Active administrators other than this account, when the last-admin rule could apply. */
async function otherActiveAdmins(knex: Knex, current: Row | null): Promise<UserAccountFacts> {
  if (!current || Number(current.role) !== ADMIN_ROLE_ID || current.status !== 'active') return {};
  const r = (await knex(SYSTEM_COLLECTION.users)
    .where({ role: ADMIN_ROLE_ID, status: 'active' })
    .whereNot('id', current.id as Knex.Value)
    .count({ n: '*' })
    .first()) as { n: unknown } | undefined;
  return { otherActiveAdmins: Number(r?.n ?? 0) };
}

/**
 * The write rules of `directus_users` beyond permissions (api.md §5.14, issue 15): a user owns
 * their own account; only administrators change administrators, set roles or hand out static
 * tokens; at least one active administrator remains, whoever writes; the account's own
 * bookkeeping is self-service.
 */
export const userAccountRules: WriteRules = {
  ownedBy: (row, user) => str(row.id) === str(user),
  facts: otherActiveAdmins,
  selfService: true,
  check(r, facts: UserAccountFacts | undefined) {
    const { accountability: acc, current, payload, action } = r;
    const isAdminAccount = current !== null && Number(current.role) === ADMIN_ROLE_ID;
    if (!acc.admin) {
      if (isAdminAccount && str(current!.id) !== str(acc.user)) {
        return action === 'delete'
          ? errors.forbiddenDelete('Permission denied: only administrators can delete administrators')
          : errors.forbiddenUpdate('Permission denied: only administrators can change administrators');
      }
      if ('role' in payload && (action === 'create' || str(current?.role) !== str(payload.role))) {
        return errors.forbiddenFieldWrite(
          'Permission denied: only administrators can set the role of a user',
        );
      }
      // A static token never expires and survives sign-outs: only administrators hand them out.
      if ('token' in payload && !(action === 'update' && str(current?.token) === str(payload.token))) {
        return errors.forbiddenFieldWrite('Permission denied: only administrators can set static tokens');
      }
    }
    // At least one active administrator remains, whoever writes.
    if (isAdminAccount && current!.status === 'active' && (facts?.otherActiveAdmins ?? 1) === 0) {
      const demoted =
        action === 'delete' ||
        ('role' in payload && Number(payload.role) !== ADMIN_ROLE_ID) ||
        ('status' in payload && payload.status !== 'active');
      if (demoted) {
        return errors.lastActiveAdmin(
          'There must remain at least one active administrator: this change would remove the last one',
        );
      }
    }
    return null;
  },
};
