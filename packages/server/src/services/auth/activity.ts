import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';

export type AuthActivity = 'authenticate' | 'invalid-credentials' | 'status-update';

/** Activity rows of the login flow (api.md §2.6): no revision, no secrets, actor = the user. */
export async function logAuthActivity(
  knex: Knex,
  action: AuthActivity,
  userId: number,
  ip: string,
  userAgent: string | undefined,
): Promise<void> {
  await knex('directus_activity').insert({
    action,
    action_by: userId,
    action_on: nowUtc(),
    // Loopback reads `localhost`, as in the other activity rows (api.md §7.5).
    ip: (ip === '::1' || ip === '127.0.0.1' || ip === '::ffff:127.0.0.1' ? 'localhost' : ip).slice(0, 50),
    user_agent: (userAgent ?? '').slice(0, 255),
    collection: 'directus_users',
    item: String(userId),
  });
}

/** Failed logins since the user's last successful login or status change. */
export async function failedAttemptsSinceLastSuccess(
  knex: Knex,
  userId: number,
  since?: Date,
): Promise<number> {
  const last = await knex('directus_activity')
    .where({ collection: 'directus_users', item: String(userId) })
    .whereIn('action', ['authenticate', 'status-update'])
    .max('id as id')
    .first();
  const q = knex('directus_activity')
    .where({ collection: 'directus_users', item: String(userId), action: 'invalid-credentials' })
    .count('* as n');
  if (last?.id !== null && last?.id !== undefined) q.where('id', '>', last.id);
  if (since) q.where('action_on', '>=', nowUtc(since));
  const row = (await q.first()) as { n: number | string } | undefined;
  return Number(row?.n ?? 0);
}
