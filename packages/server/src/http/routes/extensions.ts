import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { listExtensions, type ExtensionType } from '../../services/extensions';
import { FIELD_TYPES } from '../../services/schema/field-types';
import type { ServerContext } from '../context';
import { resource } from '../route';

/**
 * Reserved routes for authenticated users (api.md §1.2, §5.21): `/interfaces`, `/layouts`,
 * `/modules` and `/types`. The project comes from the token, `?project=` or `X-Directus-Project`.
 */
function requireUser(req: FastifyRequest): void {
  if (!req.accountability || req.accountability.public) throw errors.userNotAuthenticated();
}

export function extensionsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    for (const type of ['interfaces', 'layouts', 'modules'] as ExtensionType[]) {
      resource(app, `/${type}`, {
        GET: async (req) => {
          requireUser(req);
          return { data: await listExtensions(ctx.config.dataDir, type) };
        },
      });
    }
    resource(app, '/types', {
      GET: async (req) => {
        requireUser(req);
        return { data: FIELD_TYPES.map((name) => ({ name })) };
      },
    });
  };
}
