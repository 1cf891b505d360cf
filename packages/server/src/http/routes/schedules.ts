import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SchedulesService } from '../../services/schedules/schedules';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

const service = async (req: FastifyRequest) => new SchedulesService(await serviceContext(req));
const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;
const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);

/** Scheduled publishing (docs/content-workflow.md). */
export function schedulesRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/schedules', {
      GET: async (req) => {
        const q = queryOf(req);
        const limit = typeof q.limit === 'string' && /^\d+$/.test(q.limit) ? Number(q.limit) : 100;
        return {
          data: await (await service(req)).list({ collection: str(q.collection), item: str(q.item) }, limit),
        };
      },
      POST: async (req) => ({ data: await (await service(req)).create(req.body) }),
    });
    resource(app, '/schedules/:id', {
      GET: async (req) => ({ data: await (await service(req)).readOne(idOf(req)) }),
      PATCH: async (req) => ({ data: await (await service(req)).update(idOf(req), req.body) }),
      DELETE: async (req) => {
        await (await service(req)).remove(idOf(req));
        return undefined;
      },
    });
  };
}
