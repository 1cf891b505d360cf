import { errors } from '../../errors';
import { looksLikeJwt, signToken, TokenError, verifySignature } from '../../auth/jwt';
import { hashPassword } from '../../auth/passwords';
import { nowUtc } from '../../database/datetime';
import type { Project } from '../../projects/registry';
import type { ServiceContext } from '../items/context';
import { serviceFor } from '../system';
import { linkMail, sendMail } from '../mail';
import { assertEmail, assertPasswordPolicy, withParams } from './password';
import { findUserByEmail, invitedUser } from './users';

/** Invitations are valid for 30 days (api.md §2.3). */
export const INVITATION_TTL = 30 * 24 * 60;

export function parseInviteEmails(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!list || list.length === 0) throw errors.invalidPayload('email: This value should not be blank.');
  const out = list.map((e) => assertEmail(typeof e === 'string' ? e.trim() : e));
  return [...new Map(out.map((e) => [e.toLowerCase(), e])).values()];
}

/**
 * `POST /users/invite` (api.md §5.14): addresses without an account become `invited` users, each
 * mailed a signed invitation link that is stored on the user (so only the latest link works, once).
 * Addresses that already have an account are left alone. Returns the invited users.
 *
 * Each invited user is created through the items service, so the one write-authorisation step
 * decides before anything is stored, and the creation has its activity, revision and webhooks.
 */
export async function inviteUsers(
  ctx: ServiceContext,
  emails: string[],
  role: number | null,
  linkBase: string,
): Promise<Record<string, unknown>[]> {
  const { project, knex } = ctx;
  const users = serviceFor('directus_users', ctx);
  const invited: Record<string, unknown>[] = [];
  for (const email of emails) {
    if (await findUserByEmail(knex, email)) continue;
    const token = await signToken(
      project.key,
      project.config,
      'invitation',
      { date: nowUtc(), email, sender: ctx.accountability.user },
      INVITATION_TTL,
    );
    const id = await users.transaction((svc) =>
      svc.createOne({
        status: 'invited',
        email,
        password_reset_token: token,
        ...(role === null ? {} : { role }),
      }),
    );
    const url = withParams(linkBase, { token, project: project.key });
    const mail = sendMail(
      project,
      linkMail(
        email,
        'You have been invited',
        'You have been invited to collaborate on a project.',
        'Accept the invitation',
        url,
        'The invitation expires in 30 days.',
      ),
    );
    // An invitation nobody received is no invitation: undo it, so it can be sent again.
    await mail.catch(async (err: unknown) => {
      await users.transaction((svc) => svc.deleteOne(id));
      throw err;
    });
    const row = await knex('directus_users')
      .where({ id: id as number })
      .first();
    invited.push(invitedUser(row));
  }
  return invited;
}

/**
 * `GET|POST /users/invite/{token}`: signature, expiry (102), key/project and the stored token are
 * checked; the invited user becomes active (with the password sent in a POST body, if any).
 */
export async function acceptInvitation(
  project: Project,
  token: string,
  password?: unknown,
): Promise<Record<string, unknown>> {
  if (!looksLikeJwt(token)) throw errors.invalidToken();
  let payload;
  try {
    payload = await verifySignature(project.config, token);
  } catch (err) {
    if (err instanceof TokenError)
      throw err.reason === 'expired' ? errors.expiredToken() : errors.invalidToken();
    throw err;
  }
  if (
    payload.type !== 'invitation' ||
    payload.key !== project.config.auth.public_key ||
    payload.project !== project.key
  ) {
    throw errors.invalidToken();
  }
  const knex = project.knex;
  const user = await findUserByEmail(knex, String(payload.email ?? ''));
  if (!user || user.status !== 'invited') throw errors.userNotFound();
  if (user.password_reset_token !== token) throw errors.invalidToken();
  const update: Record<string, unknown> = { status: 'active', password_reset_token: null };
  if (password !== undefined && password !== null && password !== '') {
    update.password = await hashPassword(await assertPasswordPolicy(project, password));
  }
  const n = await knex('directus_users')
    .where({ id: user.id, status: 'invited', password_reset_token: token })
    .update(update);
  if (n !== 1) throw errors.userNotFound();
  const row = await knex('directus_users').where({ id: user.id }).first();
  return invitedUser(row);
}
