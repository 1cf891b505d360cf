import type { FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { errors } from '../errors';
import { userAccountability, type Accountability } from './accountability';

/**
 * "View as role" (beyond v8): an admin sends `X-Atrium-View-As-Role: <role id>` and every read is
 * evaluated with that role's permissions, through the same accountability every other request
 * gets (the caller stays the admin's user id, so `mine` means rows the admin owns). Writes are
 * refused while the header is set. Anyone who is not an admin gets no effect from the header.
 */
export const VIEW_AS_ROLE_HEADER = 'x-atrium-view-as-role';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The role id named by the header, or null when absent. A malformed value is a bad request. */
function requestedRole(request: FastifyRequest): number | null {
  const raw = request.headers[VIEW_AS_ROLE_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d+$/.test(value.trim())) throw errors.badRequest();
  return Number(value.trim());
}

/**
 * The accountability of a request that may carry the header: unchanged unless the caller is an
 * admin and the header is set; then the named role's accountability (its `viewAsRole` marked),
 * after refusing writes and unknown roles.
 */
export async function viewAsRoleAccountability(
  request: FastifyRequest,
  knex: Knex,
  accountability: Accountability,
): Promise<Accountability> {
  if (!accountability.admin || accountability.public) return accountability;
  const role = requestedRole(request);
  if (role === null) return accountability;
  if (!READ_METHODS.has(request.method)) throw errors.viewAsRoleReadOnly();
  const exists = await knex('directus_roles').where({ id: role }).first('id');
  if (!exists) throw errors.itemNotFound();
  return {
    ...userAccountability(accountability.user, role),
    ip: accountability.ip,
    userAgent: accountability.userAgent,
    viewAsRole: role,
  };
}
