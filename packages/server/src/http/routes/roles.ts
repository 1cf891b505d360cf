import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { systemItemRoutes } from './system-items';

/** `/{p}/roles` (api.md §5.13). Role changes alter what every process caches about permissions. */
export function rolesRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    systemItemRoutes(app, {
      path: '/roles',
      collection: 'directus_roles',
      afterWrite: (req) => ctx.bus.publish(req.project.key, 'permissions'),
    });
  };
}
