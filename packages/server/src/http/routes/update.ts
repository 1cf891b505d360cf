import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { upgradeProject } from '../../services/update';
import type { ServerContext } from '../context';
import { resource } from '../route';

/** `POST /{p}/update` (api.md §5.22): brings the project's system schema up to 8.8.1; admins only. */
export function updateRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/update', {
      POST: async (req) => {
        if (!req.accountability.admin) throw errors.adminOnly();
        if (await upgradeProject(req.project)) await ctx.bus.publish(req.project.key, 'schema');
        return undefined;
      },
    });
  };
}
