import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { VersionFilter } from '../../services/versions/store';
import { VersionsService } from '../../services/versions/versions';
import { resource } from '../route';
import { queryOf, serviceContext } from './items';

type Body = Record<string, unknown>;

/** `filter[collection][_eq]=…` (Directus 11), `filter[collection][eq]=…` (v8) or `filter[collection]=…`. */
function filterOf(req: FastifyRequest): VersionFilter {
  const raw = queryOf(req).filter;
  const out: VersionFilter = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const name of ['collection', 'item', 'key'] as const) {
    const cond = (raw as Body)[name];
    const value =
      cond && typeof cond === 'object' ? ((cond as Body)._eq ?? (cond as Body).eq) : (cond as unknown);
    if (value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'number')
      throw errors.invalidPayload(`filter: ${name} takes one value (_eq).`);
    out[name] = String(value);
  }
  return out;
}

const intParam = (v: unknown, fallback: number): number => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : NaN;
  return Number.isFinite(n) ? n : fallback;
};

const service = async (req: FastifyRequest) => new VersionsService(await serviceContext(req));
const idOf = (req: FastifyRequest) => (req.params as { id: string }).id;

/** Content versions (Directus 11's `/versions`, docs/content-workflow.md). */
export function versionsRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/versions', {
      GET: async (req) => {
        const q = queryOf(req);
        return {
          data: await (await service(req)).list(filterOf(req), intParam(q.limit, 100), intParam(q.offset, 0)),
        };
      },
      POST: async (req) => ({ data: await (await service(req)).create(req.body) }),
    });
    resource(app, '/versions/:id', {
      GET: async (req) => ({ data: await (await service(req)).readOne(idOf(req)) }),
      PATCH: async (req) => ({ data: await (await service(req)).update(idOf(req), req.body) }),
      DELETE: async (req) => {
        await (await service(req)).remove(idOf(req));
        return undefined;
      },
    });
    resource(app, '/versions/:id/save', {
      POST: async (req) => ({ data: await (await service(req)).save(idOf(req), req.body) }),
    });
    resource(app, '/versions/:id/compare', {
      GET: async (req) => ({ data: await (await service(req)).compare(idOf(req)) }),
    });
    resource(app, '/versions/:id/promote', {
      POST: async (req) => {
        const body = (req.body ?? {}) as Body;
        if (typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
        return { data: await (await service(req)).promote(idOf(req), body.mainHash, body.fields) };
      },
    });
  };
}
