import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, errors } from '../../errors';
import { CollectionsService } from '../../services/schema/collections';
import { FieldsService } from '../../services/schema/fields';
import { RelationsService } from '../../services/schema/relations';
import type { ServerContext } from '../context';
import { resource } from '../route';
import { envelope, idList, queryOf, rereadOrEmpty, serviceContext } from './items';

type Params = { collection?: string; field?: string; id?: string };

/** v8 answers every error of `POST /fields/{c}` and single `PATCH /fields/{c}/{f}` as 422/404 (api.md §3.1). */
async function rewrapAs404<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError && err.status !== 401 && err.status !== 403 && err.status < 500) {
      throw errors.fieldSchemaInvalid(err.message);
    }
    throw err;
  }
}

/** `/collections`, `/fields`, `/relations` (api.md §5.2–5.4). */
export function schemaRoutes(ctx: ServerContext) {
  const publisher = (req: FastifyRequest) => () => ctx.bus.publish(req.project.key, 'schema');
  const collections = async (req: FastifyRequest) =>
    new CollectionsService(await serviceContext(req), publisher(req));
  const fields = async (req: FastifyRequest) => new FieldsService(await serviceContext(req), publisher(req));
  const relations = async (req: FastifyRequest) =>
    new RelationsService(await serviceContext(req), publisher(req));

  return async (app: FastifyInstance) => {
    resource(app, '/collections', {
      GET: async (req) => ({ data: await (await collections(req)).list(queryOf(req)) }),
      POST: async (req) => {
        const svc = await collections(req);
        const name = await svc.create(req.body);
        const [obj] = await (await svc.fresh()).read([name]);
        return { data: obj };
      },
    });

    resource(app, '/collections/:collection', {
      GET: async (req) => {
        const names = idList((req.params as Params).collection!);
        const data = await (await collections(req)).read(names);
        return { data: names.length === 1 ? data[0] : data };
      },
      PATCH: async (req) => {
        const name = (req.params as Params).collection!;
        const svc = await collections(req);
        await svc.update(name, req.body, async (list) => {
          let fsvc = await (await fields(req)).fresh();
          for (const item of list) {
            const body = item as Record<string, unknown>;
            const fieldName = typeof body.field === 'string' ? body.field : '';
            if (fsvc.has(name, fieldName)) await fsvc.update(name, fieldName, body);
            else await fsvc.create(name, body);
            fsvc = await fsvc.fresh();
          }
        });
        const [obj] = await (await svc.fresh()).read([name]);
        return { data: obj };
      },
      DELETE: async (req) => {
        await (await collections(req)).delete((req.params as Params).collection!);
        return undefined;
      },
    });

    resource(app, '/fields', {
      GET: async (req) => ({ data: await (await fields(req)).listAll(queryOf(req)) }),
    });

    resource(app, '/fields/:collection', {
      GET: async (req) => ({
        data: await (await fields(req)).listCollection((req.params as Params).collection!),
      }),
      POST: async (req) =>
        rewrapAs404(async () => {
          const collection = (req.params as Params).collection!;
          const svc = await fields(req);
          const name = await svc.create(collection, req.body);
          return { data: await svc.objectOf(collection, name) };
        }),
      PATCH: async (req) => {
        const collection = (req.params as Params).collection!;
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        let svc = await fields(req);
        const names: string[] = [];
        for (const item of req.body) {
          const body = item as Record<string, unknown>;
          if (!body || typeof body.field !== 'string') {
            throw errors.unprocessable('Payload must include the field name');
          }
          await svc.update(collection, body.field, body);
          svc = await svc.fresh();
          names.push(body.field);
        }
        return { data: await svc.read(collection, names) };
      },
    });

    resource(app, '/fields/:collection/:field', {
      GET: async (req) => {
        const { collection, field } = req.params as Params;
        const names = idList(field!);
        const data = await (await fields(req)).read(collection!, names);
        return { data: names.length === 1 ? data[0] : data };
      },
      PATCH: async (req) => {
        const { collection, field } = req.params as Params;
        const names = idList(field!);
        const run = async () => {
          let svc = await fields(req);
          for (const n of names) {
            await svc.update(collection!, n, req.body);
            svc = await svc.fresh();
          }
          const data = await svc.read(collection!, names);
          return { data: names.length === 1 ? data[0] : data };
        };
        return names.length === 1 ? rewrapAs404(run) : run();
      },
      DELETE: async (req) => {
        const { collection, field } = req.params as Params;
        const q = queryOf(req);
        await (
          await fields(req)
        ).delete(collection!, field!, {
          deleteJunction: q.delete_junction === '1' || q.delete_junction === 'true',
        });
        return undefined;
      },
    });

    resource(app, '/relations', {
      GET: async (req) => {
        const svc = await relations(req);
        return envelope(await svc.items.readByQuery(queryOf(req)), false);
      },
      POST: async (req) => {
        const svc = await relations(req);
        const many = Array.isArray(req.body);
        const keys = await svc.create(many ? (req.body as unknown[]) : [req.body]);
        return rereadOrEmpty(async () => envelope(await svc.items.readByKeys(keys, queryOf(req)), !many));
      },
      PATCH: async (req) => {
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        const svc = await relations(req);
        const keys = await svc.updateBatch(req.body);
        return rereadOrEmpty(async () => envelope(await svc.items.readByKeys(keys, queryOf(req)), false));
      },
    });

    resource(app, '/relations/:id', {
      GET: async (req) => {
        const keys = idList((req.params as Params).id!);
        const svc = await relations(req);
        const out = await svc.items.readByKeys(keys, queryOf(req));
        if (keys.length === 1 && out.data.length === 0) throw errors.itemNotFound();
        return envelope(out, keys.length === 1);
      },
      PATCH: async (req) => {
        const keys = idList((req.params as Params).id!);
        const svc = await relations(req);
        const updated = await svc.update(keys, req.body);
        return rereadOrEmpty(async () =>
          envelope(await svc.items.readByKeys(updated, queryOf(req)), keys.length === 1),
        );
      },
      DELETE: async (req) => {
        await (await relations(req)).delete(idList((req.params as Params).id!));
        return undefined;
      },
    });
  };
}
