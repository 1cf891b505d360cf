import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Knex } from 'knex';
import { errors } from '../../errors';
import { serviceFor } from '../../services/system';
import { isPlainObject } from '../../services/items/payload';
import { resource } from '../route';
import { envelope, idList, pageLinks, queryOf, rereadOrEmpty, serviceContext } from './items';

type Row = Record<string, unknown>;

/**
 * `(name, parent_folder)` is unique (api.md §5.8). The database index cannot see duplicates among
 * top-level folders (NULL parents never compare equal), so those are checked here: 409/204.
 */
async function assertUniqueName(knex: Knex, payload: Row, currentId: unknown = null): Promise<void> {
  if (!isPlainObject(payload) || !('name' in payload || 'parent_folder' in payload)) return;
  let name = payload.name;
  let parent = payload.parent_folder;
  if (currentId !== null && (!('name' in payload) || !('parent_folder' in payload))) {
    const current = (await knex('directus_folders')
      .where('id', currentId as Knex.Value)
      .first()) as Row | undefined;
    if (!current) return;
    if (!('name' in payload)) name = current.name;
    if (!('parent_folder' in payload)) parent = current.parent_folder;
  }
  if (typeof name !== 'string') return;
  const qb = knex('directus_folders').where('name', name);
  if (parent === null || parent === undefined || parent === '') qb.whereNull('parent_folder');
  else qb.where('parent_folder', Number(parent));
  if (currentId !== null) qb.whereNot('id', currentId as Knex.Value);
  if (await qb.first('id'))
    throw errors.duplicateItem('Duplicate entry: a folder with this name already exists here');
}

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
        const keys = await svc.transaction(async (tx) => {
          const out: unknown[] = [];
          for (const p of list) {
            await assertUniqueName(tx.ctx.knex, p as Row);
            out.push(await tx.createOne(p));
          }
          return out;
        });
        return rereadOrEmpty(async () => {
          const out = await svc.readByKeys(keys, queryOf(req));
          if (!Array.isArray(body) && !out.data.length) throw errors.itemNotFound();
          return envelope(out, !Array.isArray(body));
        });
      },
      PATCH: async (req) => {
        const svc = await service(req);
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        for (const p of req.body) if (isPlainObject(p)) await assertUniqueName(svc.ctx.knex, p, p.id ?? null);
        const keys = await svc.updateBatch(req.body);
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
        for (const k of keys) await assertUniqueName(svc.ctx.knex, body, k);
        const ifMatch = req.headers['if-match'];
        const updated = await svc.updateMany(keys, body, {
          ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
        });
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
