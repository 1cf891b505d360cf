import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TrashService } from '../../services/trash/trash';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

type Params = { collection: string; id: string };

const intParam = (v: unknown, fallback: number): number =>
  typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : fallback;

const service = async (req: FastifyRequest) => new TrashService(await serviceContext(req));

/** The trash of a collection (docs/content-workflow.md). */
export function trashRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/trash/:collection', {
      GET: async (req) => {
        const { collection } = req.params as Params;
        const q = queryOf(req);
        return {
          data: await (await service(req)).list(collection, intParam(q.limit, 100), intParam(q.offset, 0)),
        };
      },
    });
    resource(app, '/trash/:collection/:id', {
      DELETE: async (req) => {
        const { collection, id } = req.params as Params;
        await (await service(req)).purge(collection, id);
        return undefined;
      },
    });
    resource(app, '/trash/:collection/:id/restore', {
      POST: async (req) => {
        const { collection, id } = req.params as Params;
        return { data: { item: await (await service(req)).restore(collection, id) } };
      },
    });
  };
}
