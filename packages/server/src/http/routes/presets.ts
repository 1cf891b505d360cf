import type { FastifyInstance } from 'fastify';
import { serviceFor } from '../../services/system';
import { deletePresets } from '../../services/system/presets';
import { idList, serviceContext } from './items';
import { systemItemRoutes } from './system-items';

/** `/{p}/collection_presets` (api.md §5.11): bookmarks and listing preferences. */
export function presetsRoutes() {
  return async (app: FastifyInstance) => {
    systemItemRoutes(app, {
      path: '/collection_presets',
      collection: 'directus_collection_presets',
      override: {
        '/:id': {
          DELETE: async (req) => {
            const svc = serviceFor('directus_collection_presets', await serviceContext(req));
            const keys = idList((req.params as { id: string }).id);
            await deletePresets(svc, keys);
            return undefined;
          },
        },
      },
    });
  };
}
