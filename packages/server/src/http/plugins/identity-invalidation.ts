import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';

/**
 * Writes after which cached identities (auth/identity-cache.ts) may be wrong, by route pattern
 * under `/:project`: users (status, role, token, password, 2FA, deletion) and sessions (logout,
 * refresh, password reset). Roles and permissions publish their own topic (roles.ts,
 * permissions.ts), which also empties the identities. `/users/{id}/tracking/page` only records
 * where the app is, on every navigation: it changes nothing identities depend on.
 */
const IDENTITY_ROUTES = [/^\/users(\/|$)/, /^\/auth\/(logout|refresh|password\/reset)(\/|$)/];
const EXCLUDED = /^\/users\/:id\/tracking\/page$/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function changesIdentities(method: string, routeUrl: string | undefined): boolean {
  if (READS.has(method) || !routeUrl?.startsWith('/:project/')) return false;
  const path = routeUrl.slice('/:project'.length);
  return !EXCLUDED.test(path) && IDENTITY_ROUTES.some((re) => re.test(path));
}

/**
 * Publishes the `identity` topic after such a write succeeds, before the response leaves: once
 * the caller has the answer, no process serves the identity it ended.
 */
export function registerIdentityInvalidation(app: FastifyInstance, ctx: ServerContext): void {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (
      reply.statusCode < 400 &&
      request.project &&
      changesIdentities(request.method, request.routeOptions.url)
    )
      await ctx.bus.publish(request.project.key, 'identity');
    return payload;
  });
}
