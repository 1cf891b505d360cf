import type { FastifyInstance } from 'fastify';
import { myPermissions } from '../../services/system/permissions';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { envelope, queryOf, serviceContext } from './items';
import { systemItemRoutes } from './system-items';

/** `/{p}/permissions` (api.md §5.12) and the caller's own rows under `/permissions/me`. */
export function permissionsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/permissions/me', {
      GET: async (req) => envelope(await myPermissions(await serviceContext(req), queryOf(req)), false),
    });
    resource(app, '/permissions/me/:collection', {
      GET: async (req) => {
        const { collection } = req.params as { collection: string };
        const out = await myPermissions(await serviceContext(req), queryOf(req), collection);
        // One global row → that row; per-status rows → the list (api.md §5.12).
        const single = out.data.length === 1 && (out.data[0]!.status ?? null) === null;
        return envelope(out, single);
      },
    });
    systemItemRoutes(app, {
      path: '/permissions',
      collection: 'directus_permissions',
      afterWrite: (req) => ctx.bus.publish(req.project.key, 'permissions'),
    });
  };
}
