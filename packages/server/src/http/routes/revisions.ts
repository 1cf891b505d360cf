import type { FastifyInstance } from 'fastify';
import { SYSTEM_PREFIX } from '@atrium/sdk';
import { errors } from '../../errors';
import { RevisionsService } from '../../services/revisions/revisions';
import { resource } from '../route';
import { envelope, idList, queryOf, serviceContext } from './items';

/** `/{p}/revisions` (api.md §5.10) and `/{p}/items/{c}/{id}/revisions[/{offset}]` (§5.1). */
export function revisionsRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/revisions', {
      GET: async (req) => {
        const svc = new RevisionsService(await serviceContext(req));
        return envelope(await svc.readByQuery(queryOf(req)), false);
      },
    });
    resource(app, '/revisions/:id', {
      GET: async (req) => {
        const svc = new RevisionsService(await serviceContext(req));
        const ids = idList((req.params as { id: string }).id);
        const out = await svc.readByKeys(ids, { fields: queryOf(req).fields, meta: queryOf(req).meta });
        if (ids.length === 1 && out.data.length === 0) throw errors.itemNotFound();
        return envelope(out, ids.length === 1);
      },
    });
    const itemRevisions = async (
      collection: string,
      id: string,
      query: Record<string, unknown>,
      offset?: string,
    ) => {
      if (collection.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
      return { collection, id, query, offset };
    };
    resource(app, '/items/:collection/:id/revisions', {
      GET: async (req) => {
        const { collection, id } = req.params as { collection: string; id: string };
        const a = await itemRevisions(collection, id, queryOf(req));
        const svc = new RevisionsService(await serviceContext(req));
        return envelope(await svc.forItem(a.collection, a.id, a.query), false);
      },
    });
    resource(app, '/items/:collection/:id/revisions/:offset', {
      GET: async (req) => {
        const { collection, id, offset } = req.params as { collection: string; id: string; offset: string };
        const a = await itemRevisions(collection, id, queryOf(req), offset);
        const svc = new RevisionsService(await serviceContext(req));
        return envelope(await svc.forItem(a.collection, a.id, a.query, a.offset), true);
      },
    });
  };
}
