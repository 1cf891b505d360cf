import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import { createFolders, updateFolderBatch, updateFolders } from '../../services/files/folders';
import { serviceFor } from '../../services/system';
import { isPlainObject } from '../../services/items/payload';
import { resource } from '../route';
import { envelope, idList, pageLinks, queryOf, rereadOrEmpty, serviceContext } from './items';

const service = async (req: FastifyRequest) => serviceFor('directus_folders', await serviceContext(req));

/** `/{p}/folders` (api.md §5.8): item-like CRUD over `directus_folders`. */
export function foldersRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/folders', {
      GET: async (req) => {
        const svc = await service(req);
        const out = await svc.readByQuery(queryOf(req));
        pageLinks(req, out.meta);
        const single = queryOf(req).single;
        return envelope(out, single !== undefined && single !== '0' && single !== 'false');
      },
      POST: async (req) => {
        const svc = await service(req);
        const body = req.body;
        const list = Array.isArray(body) ? body : [body];
        if (!body || typeof body !== 'object') throw errors.emptyPayload();
        const keys = await createFolders(svc, list);
        return rereadOrEmpty(async () => {
          const out = await svc.readByKeys(keys, queryOf(req));
          if (!Array.isArray(body) && !out.data.length) throw errors.itemNotFound();
          return envelope(out, !Array.isArray(body));
        });
      },
      PATCH: async (req) => {
        const svc = await service(req);
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        const keys = await updateFolderBatch(svc, req.body);
        return rereadOrEmpty(async () => envelope(await svc.readByKeys(keys, queryOf(req)), false));
      },
    });

    resource(app, '/folders/:id', {
      GET: async (req) => {
        const svc = await service(req);
        const keys = idList((req.params as { id: string }).id);
        const out = await svc.readByKeys(keys, queryOf(req));
        if (keys.length === 1 && out.data.length === 0) throw errors.itemNotFound();
        return envelope(out, keys.length === 1);
      },
      PATCH: async (req) => {
        const svc = await service(req);
        const body = req.body;
        if (!isPlainObject(body)) throw errors.emptyPayload();
        const keys = idList((req.params as { id: string }).id);
        const ifMatch = req.headers['if-match'];
        const updated = await updateFolders(
          svc,
          keys,
          body,
          typeof ifMatch === 'string' ? ifMatch : undefined,
        );
        return rereadOrEmpty(async () => {
          const out = await svc.readByKeys(updated, queryOf(req));
          if (keys.length === 1 && !out.data.length) throw errors.itemNotFound();
          return envelope(out, keys.length === 1);
        });
      },
      DELETE: async (req) => {
        const svc = await service(req);
        await svc.deleteMany(idList((req.params as { id: string }).id));
        return undefined;
      },
    });
  };
}
