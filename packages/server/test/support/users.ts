import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../../src/auth/passwords';

let seq = 0;

/**
 * The server tests' one way to insert a user directly: an active admin named "Test User N" in UTC
 * with a fresh e-mail and password unless `fields` say otherwise. `password: null` leaves the user
 * without one (no hashing); `password_hash` stores a ready hash; a field given as `undefined` is
 * left to the column's default. Returns the id, the e-mail and the password in clear.
 */
export async function createUser(
  knex: Knex,
  fields: Record<string, unknown> & { email?: string; password?: string | null },
): Promise<{ id: number; email: string; password: string }> {
  seq += 1;
  const email = fields.email ?? `user${seq}-${Date.now()}@example.com`;
  const password = fields.password ?? `pass-${seq}-word`;
  const row: Record<string, unknown> = {
    status: 'active',
    role: 1,
    first_name: 'Test',
    last_name: `User ${seq}`,
    timezone: 'UTC',
    ...fields,
    email,
  };
  if (fields.password !== null) row.password = fields.password_hash ?? (await hashPassword(password));
  else delete row.password;
  delete row.password_hash;
  for (const key of Object.keys(row)) if (row[key] === undefined) delete row[key];
  await knex('directus_users').insert(row);
  const created = await knex('directus_users').where({ email }).first('id');
  return { id: Number(created.id), email, password };
}

/** A user of `role` who signs in with a static token only (no password). */
export async function createTokenUser(
  knex: Knex,
  role: number,
  email: string,
): Promise<{ user: number; token: string }> {
  const token = crypto.randomBytes(16).toString('hex');
  const { id } = await createUser(knex, {
    role,
    email,
    token,
    first_name: email.split('@')[0],
    last_name: undefined,
    timezone: undefined,
    password: null,
  });
  return { user: id, token };
}
