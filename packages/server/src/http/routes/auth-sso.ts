import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';

/** Single sign-on over OpenID Connect / OAuth 2 (api.md §2.6). */
export function ssoRoutes(_ctx: ServerContext) {
  return async (_app: FastifyInstance) => {};
}
