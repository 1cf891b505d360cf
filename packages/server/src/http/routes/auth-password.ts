import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** `POST /auth/password/request` and `/auth/password/reset` (api.md §2.6). */
export function passwordRoutes(_ctx: ServerContext) {
  return async (_app: FastifyInstance) => {};
}
