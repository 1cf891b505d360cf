import type { FastifyInstance } from 'fastify';
import { errors } from '../../errors';
import { ActivityService } from '../../services/activity/activity';
import { resource } from '../route';
import { envelope, idList, queryOf, serviceContext } from './items';

/** `/{p}/activity` (api.md §5.9). */
export function activityRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/activity', {
      GET: async (req) => {
        const svc = new ActivityService(await serviceContext(req));
        return envelope(await svc.readByQuery(queryOf(req)), false);
      },
    });
    resource(app, '/activity/comment', {
      POST: async (req) => {
        const svc = new ActivityService(await serviceContext(req));
        const id = await svc.createComment(req.body);
        return { data: (await readOwn(svc, String(id), queryOf(req))) ?? null };
      },
    });
    resource(app, '/activity/comment/:id', {
      PATCH: async (req) => {
        const svc = new ActivityService(await serviceContext(req));
        const id = await svc.updateComment((req.params as { id: string }).id, req.body);
        return { data: (await readOwn(svc, String(id), queryOf(req))) ?? null };
      },
      DELETE: async (req) => {
        const svc = new ActivityService(await serviceContext(req));
        await svc.deleteComment((req.params as { id: string }).id);
        return undefined;
      },
    });
    resource(app, '/activity/:id', {
      GET: async (req) => {
        const svc = new ActivityService(await serviceContext(req));
        const ids = idList((req.params as { id: string }).id);
        const out = await svc.readByKeys(ids, { fields: queryOf(req).fields, meta: queryOf(req).meta });
        if (ids.length === 1 && out.data.length === 0) throw errors.itemNotFound();
        return envelope(out, ids.length === 1);
      },
    });
  };
}

async function readOwn(svc: ActivityService, id: string, query: Record<string, unknown>) {
  try {
    return (await svc.readByKeys([id], { fields: query.fields })).data[0];
  } catch {
    return undefined;
  }
}
