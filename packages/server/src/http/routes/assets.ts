import type { FastifyInstance } from 'fastify';
import { serveAsset } from '../../services/files/assets';
import type { ServerContext } from '../context';
import { resource } from '../route';

/** `GET /{p}/assets/{key}` (api.md §5.7): no authentication, the private hash is the capability. */
export function assetsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/assets/:key', {
      GET: async (req, reply) => {
        const header = (name: string) => {
          const v = req.headers[name];
          return typeof v === 'string' ? v : undefined;
        };
        const res = await serveAsset(req.project, ctx.registry.dataDir, {
          key: (req.params as { key: string }).key,
          query: (req.query ?? {}) as Record<string, unknown>,
          range: header('range'),
          ifNoneMatch: header('if-none-match'),
          ifRange: header('if-range'),
        });
        reply.code(res.status).headers(res.headers);
        return reply.send(res.body ?? undefined);
      },
    });
  };
}
