import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../errors';
import type { FilterNode } from '../../query/ast';
import { ItemsService } from '../../services/items/service';
import { serviceFor } from '../../services/system';
import { RevisionsService } from '../../services/revisions/revisions';
import { resource, type Handler } from '../route';
import { envelope, idList, pageLinks, queryOf, rereadOrEmpty, serviceContext } from './items';

/**
 * The item-like routes of one system collection (`/roles`, `/webhooks`, ...): the same envelopes,
 * batch forms and re-reads as `/items/{c}` (api.md §5 "Common write rules"), over the items
 * service, whose collection table (src/services/system/index.ts) carries each collection's own rules.
 */
export interface SystemItemsOptions {
  /** URL of the collection, e.g. `/roles`. */
  path: string;
  collection: string;
  /** Also serve `{path}/{id}/revisions[/{offset}]`. */
  revisions?: boolean;
  /** `{id}` of the URL to keys (e.g. `me` → the caller); default: comma list. */
  keys?: (raw: string, req: FastifyRequest) => string[];
  /** Handlers replacing or adding to the defaults, by sub-path (`''` or `/:id`). */
  override?: Partial<Record<'' | '/:id', Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>>>>;
  /** Runs after every successful write (e.g. publishing a cache invalidation). */
  afterWrite?: (req: FastifyRequest) => Promise<void> | void;
}

export const truthyParam = (v: unknown) => v !== undefined && v !== '0' && v !== 'false' && v !== '';

/** Reads items by key: one key → object (missing `404/203`), several → array (api.md §4.6). */
export async function readKeys(
  svc: ItemsService,
  keys: unknown[],
  req: FastifyRequest,
  reply?: FastifyReply,
): Promise<Record<string, unknown>> {
  const single = keys.length === 1;
  const out = await svc.readByKeys(keys, queryOf(req), { etags: single });
  if (single) {
    if (out.data.length === 0) throw errors.itemNotFound();
    const etag = out.etags.values().next().value;
    if (etag && reply) reply.header('ETag', etag);
  }
  return envelope(out, single);
}

/** A list read with `meta=page` links and `single`. */
export async function readList(
  svc: ItemsService,
  req: FastifyRequest,
  extra: FilterNode[] = [],
  query: Record<string, unknown> = queryOf(req),
): Promise<Record<string, unknown>> {
  const out = await svc.readByQuery(query, extra);
  pageLinks(req, out.meta);
  return envelope(out, truthyParam(query.single));
}

export function bodyObject(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
  return body as Record<string, unknown>;
}

export function systemItemRoutes(app: FastifyInstance, o: SystemItemsOptions): void {
  const service = async (req: FastifyRequest) => serviceFor(o.collection, await serviceContext(req));
  const keysOf = (req: FastifyRequest) => {
    const raw = (req.params as { id: string }).id;
    const keys = o.keys ? o.keys(raw, req) : idList(raw);
    if (keys.length === 0) throw errors.itemNotFound();
    return keys;
  };
  const written = async <T>(req: FastifyRequest, result: T): Promise<T> => {
    if (o.afterWrite) await o.afterWrite(req);
    return result;
  };

  resource(app, o.path, {
    GET: async (req) => readList(await service(req), req),
    POST: async (req) => {
      const svc = await service(req);
      const keys = await (Array.isArray(req.body)
        ? svc.createMany(req.body)
        : svc.createMany([bodyObject(req)]));
      await written(req, null);
      return rereadOrEmpty(async () =>
        Array.isArray(req.body)
          ? envelope(await svc.readByKeys(keys, queryOf(req)), false)
          : readKeys(svc, keys, req),
      );
    },
    PATCH: async (req) => {
      const svc = await service(req);
      if (!Array.isArray(req.body)) throw errors.emptyPayload();
      const keys = await svc.updateBatch(req.body);
      await written(req, null);
      return rereadOrEmpty(async () => envelope(await svc.readByKeys(keys, queryOf(req)), false));
    },
    ...o.override?.[''],
  });

  resource(app, `${o.path}/:id`, {
    GET: async (req, reply) => readKeys(await service(req), keysOf(req), req, reply),
    PATCH: async (req, reply) => {
      const svc = await service(req);
      const body = bodyObject(req);
      const keys = keysOf(req);
      const ifMatch = req.headers['if-match'];
      const updated = await svc.updateMany(keys, body, {
        ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
      });
      await written(req, null);
      return rereadOrEmpty(() => readKeys(svc, updated, req, reply));
    },
    DELETE: async (req) => {
      const svc = await service(req);
      await svc.deleteMany(keysOf(req));
      return written(req, undefined);
    },
    ...o.override?.['/:id'],
  });

  if (!o.revisions) return;
  const revisions = async (req: FastifyRequest, offset?: string) => {
    const [key] = keysOf(req);
    const svc = new RevisionsService(await serviceContext(req));
    return envelope(await svc.forItem(o.collection, key!, queryOf(req), offset), offset !== undefined);
  };
  resource(app, `${o.path}/:id/revisions`, { GET: (req) => revisions(req) });
  resource(app, `${o.path}/:id/revisions/:offset`, {
    GET: (req) => revisions(req, (req.params as { offset: string }).offset),
  });
}
