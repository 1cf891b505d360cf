import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refreshJwt } from '../../services/auth/refresh';
import { errors } from '../../errors';
import { sessionCookieName } from '../../auth/session-cookie';
import { clearCookie } from '../../auth/set-cookie';
import { login, type LoginMode } from '../../services/auth/login';
import {
  endSession,
  endUserSessions,
  extendSession,
  listSessions,
  sessionOpen,
} from '../../services/auth/sessions';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { passwordRoutes } from './auth-password';
import { clientOf, setSessionCookie } from './auth-shared';
import { ssoRoutes } from './auth-sso';

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const b = request.body;
  return b && typeof b === 'object' && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

function modeOf(request: FastifyRequest): LoginMode {
  const raw = bodyOf(request).mode ?? (request.query as Record<string, unknown>).mode ?? 'jwt';
  if (raw === 'jwt' || raw === 'cookie') return raw;
  throw errors.loginPayloadInvalid('mode: The value you selected is not a valid choice.');
}

/** `/{p}/auth/*` (api.md §2.6). Every envelope carries `"public": true`, as in v8. */
export function authRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/auth/authenticate', {
      POST: async (req, reply) => {
        const project = req.project;
        const mode = modeOf(req);
        const result = await login(project, bodyOf(req), mode, clientOf(req));
        const data: Record<string, unknown> = {};
        if (mode === 'cookie') setSessionCookie(reply, project, result.sessionToken!, result.expiresAt);
        else data.token = result.token;
        data.user = result.publicUser;
        const body: Record<string, unknown> = { data };
        if (result.needs2FA) {
          const e = errors.twoFactorEnforced();
          body.error = { code: e.code, message: e.message };
        }
        return body;
      },
    });

    resource(app, '/auth/refresh', {
      POST: async (req, reply) => {
        const project = req.project;
        const token = bodyOf(req).token;
        const identity = req.identity;
        if ((token === undefined || token === null || token === '') && identity?.kind === 'cookie') {
          // Cookie mode: extend the session and re-issue the cookie (v8 never did; sessions expire).
          const expiresAt = await extendSession(project, identity.sessionToken!);
          setSessionCookie(reply, project, identity.sessionToken!, expiresAt);
          return { data: { token: null } };
        }
        const fresh = await refreshJwt(project, token, clientOf(req));
        return { data: { token: fresh } };
      },
    });

    resource(app, '/auth/logout', {
      POST: async (req, reply) => {
        const identity = req.identity;
        if (identity?.sessionToken) {
          await endSession(req.project, {
            token: identity.sessionToken,
            jwt: identity.kind === 'jwt',
            user: Number(identity.user.id),
          });
        }
        if (
          identity?.credentials.source === 'cookie' ||
          req.headers.cookie?.includes(sessionCookieName(req.project.key))
        ) {
          clearCookie(reply, req.project.config, sessionCookieName(req.project.key));
        }
        return undefined;
      },
    });

    resource(app, '/auth/sessions', {
      GET: async (req) => {
        const identity = req.identity;
        if (!identity) throw errors.userNotAuthenticated();
        return { data: await listSessions(req.project, identity.userId) };
      },
    });

    const logoutUser = async (req: FastifyRequest) => {
      const identity = req.identity;
      if (!identity) throw errors.userNotAuthenticated();
      const params = req.params as { user: string; id?: string };
      const userId = params.user === 'me' ? identity.userId : Number(params.user);
      if (!Number.isInteger(userId)) throw errors.userNotFound();
      const id = params.id === undefined ? undefined : Number(params.id);
      await endUserSessions(req.project, identity.accountability, userId, id);
      return undefined;
    };
    resource(app, '/auth/logout/:user', { POST: logoutUser });
    resource(app, '/auth/logout/:user/:id', { POST: logoutUser });

    resource(app, '/auth/check', {
      GET: async (req) => {
        const identity = req.identity;
        const authenticated = identity?.sessionToken
          ? await sessionOpen(req.project, identity.sessionToken)
          : false;
        return { data: { authenticated } };
      },
    });

    await app.register(passwordRoutes(ctx));
    await app.register(ssoRoutes(ctx));
  };
}
