import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '@atrium/sdk';
import { ApiError, errors } from '../../errors';
import { serveAsset, type AssetResponse } from '../../services/files/assets';
import type { ServerContext } from '../context';
import { resource } from '../route';

function conditionalHeaders(req: FastifyRequest) {
  const header = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' ? v : undefined;
  };
  return { range: header('range'), ifNoneMatch: header('if-none-match'), ifRange: header('if-range') };
}

function send(reply: FastifyReply, res: AssetResponse) {
  reply.code(res.status).headers(res.headers);
  return reply.send(res.body ?? undefined);
}

/** `GET /{p}/assets/{key}` (api.md §5.7): no authentication, the private hash is the capability. */
export function assetsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/assets/:key', {
      GET: async (req, reply) => {
        const res = await serveAsset(req.project, ctx.registry.dataDir, {
          key: (req.params as { key: string }).key,
          query: (req.query ?? {}) as Record<string, unknown>,
          ...conditionalHeaders(req),
        });
        return send(reply, res);
      },
    });
  };
}

/**
 * `GET /uploads/{p}/originals/{filename_disk}`: the `data.url` / `data.full_url` of a file object
 * (api.md §5.6) while the project's `root_url` is a path on this server (the default). Only
 * objects that a `directus_files` row names are served, with the same headers as assets.
 */
export function uploadsRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/uploads/:project/*', {
      GET: async (req, reply) => {
        const { project: key, '*': rest } = req.params as { project: string; '*': string };
        const project = /^[0-9a-z_-]+$/i.test(key) ? await ctx.registry.get(key).catch(() => null) : null;
        if (!project) throw errors.notFound();
        const rootUrl = (project.config.storage.root_url ?? `/uploads/${project.key}/originals`).replace(
          /\/+$/,
          '',
        );
        const requested = `/uploads/${key}/${rest}`;
        if (!rootUrl.startsWith('/') || !requested.startsWith(`${rootUrl}/`)) throw errors.notFound();
        const name = decodeURIComponent(requested.slice(rootUrl.length + 1));
        if (!name || name.includes('/')) throw errors.notFound();
        const res = await serveAsset(project, ctx.registry.dataDir, {
          key: name,
          by: 'filename_disk',
          query: {},
          ...conditionalHeaders(req),
        }).catch((err: unknown) => {
          throw err instanceof ApiError && err.code === ErrorCode.ItemNotFound ? errors.notFound() : err;
        });
        return send(reply, res);
      },
    });
  };
}
