import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { nowUtc } from '../../database/datetime';

/** The `token_type` of the rows that remember a one-time secret (never a session: no `token`). */
const CLAIM = 'once';

/**
 * Accepts a one-time secret of a user (a TOTP code, an SSO request token) once, across every
 * server process on the project's database: the claim is a row of `directus_user_sessions`
 * (`token_type` "once", `token` NULL so no session lookup can ever match it, the secret's SHA-256 in
 * `user_agent`), written in a transaction that first locks the user's row. Two processes claiming
 * the same secret take turns there, and the second finds the first one's row.
 */
export async function claimOnce(knex: Knex, user: number, key: string, ttlMs: number): Promise<boolean> {
  const digest = `${CLAIM}:${crypto.createHash('sha256').update(key).digest('hex')}`;
  const now = new Date();
  return knex.transaction(async (trx) => {
    // A write to the user's row: a row lock on PostgreSQL/MariaDB, the write lock on SQLite.
    const locked = await trx('directus_users').where({ id: user }).update({ id: user });
    if (!locked) return false;
    await trx('directus_user_sessions')
      .where({ user, token_type: CLAIM })
      .where('token_expired_at', '<', nowUtc(now))
      .del();
    const seen = await trx('directus_user_sessions')
      .where({ user, token_type: CLAIM, user_agent: digest })
      .first('id');
    if (seen) return false;
    await trx('directus_user_sessions').insert({
      user,
      token_type: CLAIM,
      token: null,
      ip_address: null,
      user_agent: digest,
      created_on: nowUtc(now),
      token_expired_at: nowUtc(new Date(now.getTime() + ttlMs)),
    });
    return true;
  });
}
