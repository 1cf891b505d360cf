import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIELD_TYPES } from '@atrium/sdk';
import { errors } from '../../errors';
import { listExtensions, type ExtensionType } from '../../services/extensions';
import type { ServerContext } from '../context';
import { resource } from '../route';

/**
 * Reserved routes for authenticated users (api.md §1.2, §5.21): `/interfaces`, `/layouts`,
 * `/modules` and `/types`. The project comes from the token, `?project=` or `X-Directus-Project`.
 */
function requireUser(req: FastifyRequest): void {
  if (!req.accountability || req.accountability.public) throw errors.userNotAuthenticated();
}

const ASSET_TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
};

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
    // The files of custom extensions, which the app loads by replacing `meta.json` in their `path`
    // with `input.js`, `display.js`, `layout.js`, ... (app-catalogue.md §0). Only plain names and
    // a few file types, straight from `<data>/extensions/<type>/<name>/`.
    resource(app, '/extensions/custom/:type/:name/:file', {
      GET: async (req, reply) => {
        const { type, name, file } = req.params as { type: string; name: string; file: string };
        const ext = /\.([a-z]+)$/.exec(file)?.[1] ?? '';
        if (
          !['interfaces', 'layouts', 'modules'].includes(type) ||
          !/^[\w-][\w.-]*$/.test(name) ||
          !/^[\w-][\w.-]*$/.test(file) ||
          !(ext in ASSET_TYPES)
        ) {
          throw errors.notFound();
        }
        const body = await fs
          .readFile(path.join(ctx.config.dataDir, 'extensions', type, name, file))
          .catch(() => null);
        if (!body) throw errors.notFound();
        return reply
          .header('Content-Type', ASSET_TYPES[ext]!)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'no-cache')
          .send(body);
      },
    });
    resource(app, '/types', {
      GET: async (req) => {
        requireUser(req);
        return { data: FIELD_TYPES.map((name) => ({ name })) };
      },
    });
  };
}
