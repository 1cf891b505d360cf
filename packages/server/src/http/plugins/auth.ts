import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicAccountability } from '../../auth/accountability';
import { resolveClientIp } from '../../auth/client-ip';
import { viewAsRoleAccountability } from '../../auth/view-as-role';
import { looksLikeJwt } from '../../auth/jwt';
import { ApiError, errors } from '../../errors';
import type { Project, ProjectRegistry } from '../../projects/registry';
import { extractCredentials, ipAllowed, resolveIdentity } from '../../services/auth/credentials';
import type { Identity } from '../../services/auth/identity';
import { baseUrl } from '../base-url';
import type { ServerContext } from '../context';
import { RESERVED_SEGMENTS } from '../reserved-segments';
import { assertSameOriginWrite, originOf } from './csrf';
import { registerIdentityInvalidation } from './identity-invalidation';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The authenticated user, even where the request still acts as the public role (`/auth/*`
     * routes, a role that enforces 2FA the user has not set up). Null when nobody authenticated.
     */
    identity: Identity | null;
  }
}

function isAuthRoute(request: FastifyRequest): boolean {
  return (request.routeOptions.url ?? '').startsWith('/:project/auth');
}

/** Shared by the project scope and the reserved routes: credentials → identity → accountability. */
async function authenticate(ctx: ServerContext, request: FastifyRequest, project: Project): Promise<void> {
  const ip = await resolveClientIp(request, project);
  const userAgent = request.headers['user-agent'];
  request.accountability = publicAccountability(ip, userAgent);
  request.identity = null;
  const credentials = extractCredentials(request, project);
  if (!credentials) return;
  // Hear of every suspension, logout or role change made by any process before this request.
  await ctx.bus.sync(project);
  const identity = await resolveIdentity(project, credentials).catch((err: unknown) => {
    // `/auth/*` has no auth middleware in v8: an inactive user's token is simply ignored there.
    if (isAuthRoute(request) && err instanceof ApiError) return null;
    throw err;
  });
  if (!identity) return; // api.md §2.2: failures fall back to the public role.
  if (!ipAllowed(identity.role, ip)) throw errors.ipNotWhitelisted();
  if (credentials.source === 'cookie') {
    await assertSameOriginWrite(request, project, originOf(baseUrl(ctx, request)) ?? '');
  }
  request.identity = identity;
  // `/auth/*` has no auth middleware in v8: its envelopes stay public.
  if (isAuthRoute(request) || identity.needs2FA) return;
  const own = { ...identity.accountability, ip, userAgent };
  request.accountability = await viewAsRoleAccountability(request, project.knex, own);
}

/**
 * Credential resolution for routes under `/:project` (api.md §2.1–2.2). Registered after the
 * project hook; runs once the body is parsed so `access_token` may also come in the body.
 */
export function registerAuth(app: FastifyInstance, ctx: ServerContext): void {
  if (!app.hasRequestDecorator('identity')) app.decorateRequest('identity', null);
  app.addHook('preValidation', async (request) => {
    await authenticate(ctx, request, request.project);
  });
  registerIdentityInvalidation(app, ctx);
}

/** The project of a reserved route (api.md §1.1): JWT `project` claim, `?project=`, `X-Directus-Project`. */
function reservedProjectKey(request: FastifyRequest): string | null {
  const auth = request.headers.authorization;
  const bearer = auth && /^bearer\s+/i.test(auth) ? auth.replace(/^bearer\s+/i, '').trim() : null;
  if (bearer && looksLikeJwt(bearer)) {
    try {
      const payload = JSON.parse(Buffer.from(bearer.split('.')[1]!, 'base64url').toString('utf8'));
      if (typeof payload.project === 'string' && payload.project) return payload.project;
    } catch {
      // not a readable JWT: fall through
    }
  }
  const q = (request.query ?? {}) as Record<string, unknown>;
  if (typeof q.project === 'string' && q.project) return q.project;
  const header = request.headers['x-directus-project'];
  return typeof header === 'string' && header ? header : null;
}

/**
 * Reserved routes (`/server`, `/interfaces`, `/layouts`, `/modules`, `/types`): resolves the project
 * from the request, then the caller exactly as inside a project. `request.project` stays unset.
 */
export function registerReservedAuth(
  app: FastifyInstance,
  ctx: ServerContext,
  registry: ProjectRegistry,
): void {
  if (!app.hasRequestDecorator('identity')) app.decorateRequest('identity', null);
  app.addHook('preValidation', async (request) => {
    const first = request.url.split('?')[0]!.split('/')[1] ?? '';
    if (!RESERVED_SEGMENTS.has(first) || first === 'admin' || first === 'uploads') return;
    const key = reservedProjectKey(request);
    if (!key || !/^[0-9a-z_-]+$/i.test(key)) return;
    const project = await registry.get(key).catch(() => null);
    if (!project) return;
    await authenticate(ctx, request, project);
  });
}
