import { DEFAULT_APP_DIR } from '../app-dir';
import crypto from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import './types';
import { PUBLIC_ACCOUNTABILITY } from '../auth/accountability';
import type { ServerContext } from './context';
import { registerAdminApp } from './plugins/admin-app';
import { registerBodyParsers } from './plugins/body-parsers';
import { registerCors } from './plugins/cors';
import { registerDurableAnswers } from './plugins/durable-answers';
import { registerErrorHandling } from './plugins/error-handler';
import { registerProjectScope } from './plugins/project-scope';
import { registerRateLimit } from './plugins/rate-limit';
import { parseQueryString } from './query-string';
import { registerAuth, registerReservedAuth } from './plugins/auth';
import { authRoutes } from './routes/auth';
import { projectInfoRoutes } from './routes/project-info';
import { itemsRoutes } from './routes/items';
import { activityRoutes } from './routes/activity';
import { revisionsRoutes } from './routes/revisions';
import { usersMeRoutes } from './routes/users-me';
import { utils2faRoutes } from './routes/utils-2fa';
import { usersRoutes } from './routes/users';
import { rolesRoutes } from './routes/roles';
import { permissionsRoutes } from './routes/permissions';
import { presetsRoutes } from './routes/presets';
import { settingsRoutes } from './routes/settings';
import { webhooksRoutes } from './routes/webhooks';
import { extensionsRoutes } from './routes/extensions';
import { mailRoutes } from './routes/mail';
import { serverRoutes } from './routes/server';
import { schemaRoutes } from './routes/schema';
import { updateRoutes } from './routes/update';
import { utilsRoutes } from './routes/utils';
import { importRoutes } from './routes/import';
import { schemaSnapshotRoutes } from './routes/schema-snapshot';
import { resource } from './route';
import { baseUrl } from './base-url';
import { filesRoutes } from './routes/files';
import { assetsRoutes, uploadsRoutes } from './routes/assets';
import { foldersRoutes } from './routes/folders';
import { graphqlRoutes } from './routes/graphql';
import { specsRoutes } from './routes/specs';
import { versionsRoutes } from './routes/versions';
import { trashRoutes } from './routes/trash';
import { schedulesRoutes } from './routes/schedules';
import { registerRequestLog } from './plugins/request-log';
import { registerWebsocket } from './routes/websocket';

const DEFAULT_SLOW_REQUEST_MS = 1000;
const SECRET_PARAMS = /([?&](?:access_token|super_admin_token|token)=)[^&]*/gi;

/** Request URL for logs, with secrets in the query string (and invitation tokens in paths) masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(/(\/users\/invite\/)[^/?#]+/i, '$1[redacted]');
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/** The Fastify instance with every plugin and route; not listening yet. */
export async function buildApp(
  ctx: ServerContext,
  logger: FastifyServerOptions['logger'],
): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: parseQueryString },
    bodyLimit: 16 * 1024 * 1024,
    forceCloseConnections: 'idle',
    // Fastify's own lines ("incoming request", "request completed") are at info: request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
  });

  app.decorateRequest('project', null as never);
  app.decorateRequest('accountability', null as never);
  app.decorateRequest('apiBaseUrl', '');
  app.addHook('onRequest', async (request, reply) => {
    request.accountability = PUBLIC_ACCOUNTABILITY;
    request.apiBaseUrl = baseUrl(ctx, request);
    reply.header('X-Request-Id', request.id);
  });
  // "public": true on every successful JSON envelope when no user is authenticated (api.md §3).
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (
      reply.statusCode < 400 &&
      request.accountability?.public &&
      payload !== null &&
      typeof payload === 'object' &&
      'data' in payload
    ) {
      return { ...payload, public: true };
    }
    return payload;
  });

  registerDurableAnswers(app);
  registerRequestLog(app, ctx.config.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS);
  registerErrorHandling(app, ctx.registry);
  registerBodyParsers(app);
  registerReservedAuth(app, ctx, ctx.registry);
  await registerRateLimit(app, ctx.registry, ctx.config.redisUrl);
  await registerCors(app, ctx.registry);

  // v8 answers `/` with 204 + Location; a real redirect is what browsers need (api.md §1.2).
  resource(app, '/', { GET: async (_req, reply) => reply.redirect('/admin/', 302) });
  await app.register(serverRoutes(ctx));
  await app.register(uploadsRoutes(ctx));
  await app.register(extensionsRoutes(ctx));
  await registerAdminApp(app, ctx.config.appDir ?? DEFAULT_APP_DIR, ctx.registry);

  await app.register(
    async (scoped) => {
      registerProjectScope(scoped, ctx.registry);
      registerAuth(scoped, ctx);
      await scoped.register(projectInfoRoutes(ctx));
      await scoped.register(itemsRoutes());
      await scoped.register(graphqlRoutes());
      await scoped.register(specsRoutes());
      await scoped.register(activityRoutes());
      await scoped.register(revisionsRoutes());
      await scoped.register(utilsRoutes());
      await scoped.register(importRoutes(ctx));
      await scoped.register(schemaSnapshotRoutes(ctx));
      await scoped.register(schemaRoutes(ctx));
      await scoped.register(updateRoutes(ctx));
      await scoped.register(authRoutes(ctx));
      await scoped.register(usersMeRoutes(ctx));
      await scoped.register(utils2faRoutes(ctx));
      await scoped.register(usersRoutes());
      await scoped.register(rolesRoutes(ctx));
      await scoped.register(permissionsRoutes(ctx));
      await scoped.register(presetsRoutes());
      await scoped.register(versionsRoutes());
      await scoped.register(trashRoutes());
      await scoped.register(schedulesRoutes());
      await scoped.register(settingsRoutes(ctx));
      await scoped.register(webhooksRoutes(ctx));
      await scoped.register(mailRoutes());
      await scoped.register(filesRoutes(ctx));
      await scoped.register(assetsRoutes(ctx));
      await scoped.register(foldersRoutes());
    },
    { prefix: '/:project' },
  );

  if (ctx.realtime) registerWebsocket(app, ctx, ctx.realtime);

  // While shutting down, ask keep-alive clients to hang up after their current response, so a
  // draining server does not wait out idle keep-alive timeouts.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  app.addHook('onClose', async () => {
    await ctx.bus.close();
    await ctx.registry.close();
  });
  return app;
}
