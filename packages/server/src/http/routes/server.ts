import os from 'node:os';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { secretsEqual } from '../../secrets';
import { deleteProject, installProject } from '../../services/install';
import { DIRECTUS_VERSION } from '../../version';
import type { ServerContext } from '../context';
import { resource } from '../route';

function requireSuperAdmin(ctx: ServerContext, token: unknown): void {
  if (typeof token !== 'string' || token === '') {
    throw errors.invalidPayload('super_admin_token: This value should not be blank.');
  }
  if (!secretsEqual(token, ctx.superAdminToken))
    throw errors.unauthorized('Permission denied: Superadmin Only');
}

/** `/server/*` and `POST /projects` (api.md §5.19, §7.10). */
export function serverRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/server/ping', {
      GET: async (_req, reply) => reply.type('text/plain; charset=utf-8').send('pong'),
    });

    resource(app, '/server/info', {
      GET: async (req) => {
        // An admin of any project (JWT claim, ?project= or X-Directus-Project) may read it too.
        if (!req.accountability?.admin) {
          requireSuperAdmin(ctx, (req.query as Record<string, unknown>).super_admin_token);
        }
        const writable = await fs
          .access(ctx.config.dataDir, fs.constants.W_OK)
          .then(() => true)
          .catch(() => false);
        return {
          data: {
            directus: DIRECTUS_VERSION,
            atrium: ctx.version,
            server: { type: 'Node.js', os: os.type(), os_version: os.release(), arch: os.arch() },
            node: { version: process.versions.node, uptime: Math.round(process.uptime()) },
            permissions: { data_dir: ctx.config.dataDir, data_dir_writable: writable },
          },
        };
      },
    });

    const install = async (req: { body: unknown }) => {
      await installProject(ctx.registry, ctx.superAdminToken, req.body);
      return undefined;
    };

    resource(app, '/server/projects', {
      GET: async () => {
        const projects = await ctx.registry.list();
        if (projects.length === 0) throw errors.notInstalled();
        return { data: projects.filter((p) => !p.private).map((p) => p.key) };
      },
      POST: install,
    });

    // v8 also routes the installer at /projects when no project resolves.
    resource(app, '/projects', { POST: install });

    resource(app, '/server/projects/:key', {
      DELETE: async (req) => {
        requireSuperAdmin(ctx, (req.query as Record<string, unknown>).super_admin_token);
        await deleteProject(ctx.registry, (req.params as { key: string }).key);
        return undefined;
      },
    });
  };
}
