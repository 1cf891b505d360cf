import type { Knex } from 'knex';

/** A `directus_users` row as read from the database (column set varies with the schema version). */
export type UserRow = Record<string, unknown> & {
  id: number | string;
  status: string;
  role: number | string | null;
  email: string;
  password?: string | null;
  token?: string | null;
  '2fa_secret'?: string | null;
  password_reset_token?: string | null;
};

export type RoleRow = Record<string, unknown> & {
  id: number | string;
  enforce_2fa?: number | string | boolean | null;
  ip_whitelist?: string | null;
};

export async function findUserByEmail(knex: Knex, email: string): Promise<UserRow | undefined> {
  // Case-insensitive on every dialect (MySQL's collation already is; PostgreSQL and SQLite are not).
  return knex('directus_users').whereRaw('lower(email) = ?', [email.trim().toLowerCase()]).first();
}

export async function findUserById(knex: Knex, id: number): Promise<UserRow | undefined> {
  return knex('directus_users').where({ id }).first();
}

export async function findUserByToken(knex: Knex, token: string): Promise<UserRow | undefined> {
  return knex('directus_users').where({ token }).first();
}

export async function findRole(knex: Knex, id: unknown): Promise<RoleRow | undefined> {
  if (id === null || id === undefined || id === '') return undefined;
  return knex('directus_roles')
    .where({ id: Number(id) })
    .first();
}

export const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Role enforces 2FA (a missing `enforce_2fa` column means "not enforced") and the user has no secret. */
export function needs2FA(user: UserRow, role: RoleRow | undefined): boolean {
  return !!role && truthy(role.enforce_2fa) && !user['2fa_secret'];
}

export function hasTwoFactor(user: UserRow): boolean {
  return typeof user['2fa_secret'] === 'string' && user['2fa_secret'] !== '';
}

/** Columns never sent to anyone but the user themself or an admin (api.md §2.6, §5.14). */
const PRIVATE_COLUMNS = ['password', 'token', 'email_notifications', 'last_access_on', 'last_page'];
/** Secrets v8 leaks that Atrium sends as null. */
const NULLED_COLUMNS = ['2fa_secret', 'password_reset_token'];
const INTEGER_COLUMNS = ['id', 'role', 'avatar'];

/** The user as login and `/users/me` return it: no password, tokens or secrets; typed values. */
export function publicUser(row: UserRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (PRIVATE_COLUMNS.includes(key)) continue;
    if (NULLED_COLUMNS.includes(key)) out[key] = null;
    else if (INTEGER_COLUMNS.includes(key))
      out[key] = value === null || value === undefined ? null : Number(value);
    else if (key === 'locale_options') out[key] = parseJson(value);
    else out[key] = value;
  }
  return out;
}

/**
 * A user as the invitation answers return it (issue 24): a user row, which never carries
 * `password_reset_token` or `2fa_secret` (docs/compatibility.md), not even as null. Only the
 * sign-in answer keeps them as null, as api.md §2.6 describes it.
 */
export function invitedUser(row: UserRow): Record<string, unknown> {
  const out = publicUser(row);
  for (const key of NULLED_COLUMNS) delete out[key];
  return out;
}

function parseJson(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value ?? null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
