import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { serviceFor } from '../../services/system';
import { selfReadable, trackPage } from '../../services/system/users';
import { resource } from '../route';
import { idList, serviceContext } from './items';
import { bodyObject, readKeys, systemItemRoutes } from './system-items';

/** `/{p}/users` (api.md §5.14); invitations and 2FA activation live in users-me.ts. */

/** `me` stands for the caller; the public role has no `me`. */
function userKeys(raw: string, req: FastifyRequest): string[] {
  return idList(raw).map((k) => {
    if (k !== 'me') return k;
    if (req.accountability.public) throw errors.unauthorized();
    return String(req.accountability.user);
  });
}

export function usersRoutes() {
  return async (app: FastifyInstance) => {
    const readSelfOrOthers = async (req: FastifyRequest, keys: string[]) => {
      const ctx = selfReadable(await serviceContext(req), keys);
      return readKeys(serviceFor('directus_users', ctx), keys, req);
    };

    systemItemRoutes(app, {
      path: '/users',
      collection: 'directus_users',
      revisions: true,
      keys: userKeys,
      override: {
        // `/users/me` included: the public role gets 401/3 there (api.md §5.14).
        '/:id': {
          GET: async (req) => readSelfOrOthers(req, userKeys((req.params as { id: string }).id, req)),
          DELETE: async (req) => {
            const svc = serviceFor('directus_users', await serviceContext(req));
            const keys = userKeys((req.params as { id: string }).id, req);
            await svc.deleteMany(keys);
            return undefined;
          },
        },
      },
    });

    resource(app, '/users/:id/tracking/page', {
      PATCH: async (req) => {
        const [key] = userKeys((req.params as { id: string }).id, req);
        const id = Number(key);
        if (!Number.isInteger(id)) throw errors.itemNotFound();
        const ctx = await serviceContext(req);
        await trackPage(ctx, id, bodyObject(req));
        return readSelfOrOthers(req, [String(id)]);
      },
    });
  };
}
