import type { FastifyInstance } from 'fastify';
import { projectInfo } from '../../services/project-info';
import type { ServerContext } from '../context';
import { baseUrl } from '../base-url';
import { resource } from '../route';

/** `GET /{p}/` (api.md §5.20). */
export function projectInfoRoutes(ctx: ServerContext) {
  return async (app: FastifyInstance) => {
    resource(app, '/', {
      GET: async (req) => ({
        data: await projectInfo(
          req.project,
          req.accountability,
          baseUrl(ctx, req),
          req.identity?.needs2FA ?? false,
        ),
      }),
    });
  };
}
