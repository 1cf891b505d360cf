import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, SYSTEM_PREFIX } from '@atrium/sdk';
import { ApiError, errors } from '../../errors';
import { createServiceContext, type ServiceContext } from '../../services/items/context';
import { ItemsService, type ReadOutput } from '../../services/items/service';
import { serviceFor as itemsServiceFor } from '../../services/system';
import { resource } from '../route';
import { clientIp } from '../../services/activity/record';
import { sendExport } from './items-export';
import { VersionsService } from '../../services/versions/versions';
import { previewRevert } from '../../services/revisions/revert-preview';

/** Shared by the item-like routes: service context from a request, envelopes, id lists. */

export function queryOf(req: FastifyRequest): Record<string, unknown> {
  return (req.query ?? {}) as Record<string, unknown>;
}

export function serviceContext(req: FastifyRequest): Promise<ServiceContext> {
  const q = queryOf(req);
  const skip = q.activity_skip;
  return createServiceContext(req.project, req.accountability, {
    ip: clientIp(req.accountability.ip ?? req.ip),
    userAgent: req.accountability.userAgent ?? String(req.headers['user-agent'] ?? ''),
    // Only administrators may write without an audit trail (issue 15; v8 let anyone skip it).
    activitySkip: (skip === '1' || skip === 'true') && req.accountability.admin,
    comment: typeof q.comment === 'string' && q.comment !== '' ? q.comment : null,
    baseUrl: req.apiBaseUrl,
  });
}

/** `1,2,3` -> ['1','2','3']. */
export function idList(raw: string): string[] {
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function envelope(out: ReadOutput, single: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = { data: single ? (out.data[0] ?? null) : out.data };
  if (Object.keys(out.meta).length) body.meta = out.meta;
  if (out.warnings.length) body.messages = out.warnings;
  return body;
}

/** The errors of a re-read the caller may not make: the item is gone or unreadable to them. */
const UNREADABLE: ReadonlySet<number> = new Set([
  ErrorCode.ItemNotFound,
  ErrorCode.ForbiddenRead,
  ErrorCode.Unauthorized,
  ErrorCode.ForbiddenFieldRead,
]);

/** A write's response re-reads the item; when the caller may not read it, 204 (api.md §3). */
export async function rereadOrEmpty<T>(fn: () => Promise<T>): Promise<T | undefined> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ApiError && UNREADABLE.has(err.code)) return undefined;
    throw err;
  }
}

/** Absolute page links for `meta=page` (api.md §4.7). */
export function pageLinks(req: FastifyRequest, meta: Record<string, unknown>): void {
  if (typeof meta.page !== 'number') return;
  const url = new URL(req.url, `${req.protocol}://${req.headers.host ?? 'localhost'}`);
  const limit = Number(meta.limit);
  const pageCount = Number(meta.page_count);
  const page = meta.page as number;
  const at = (p: number | null) => {
    if (p === null || limit <= 0) return null;
    const u = new URL(url);
    u.searchParams.delete('offset');
    u.searchParams.set('page', String(p));
    return u.toString();
  };
  meta.links = {
    self: url.toString(),
    current: at(page),
    next: page < pageCount ? at(page + 1) : null,
    previous: page > 1 ? at(page - 1) : null,
    first: at(1),
    last: at(Math.max(pageCount, 1)),
  };
}

// ---------------------------------------------------------------- /items routes

function serviceFor(ctx: ServiceContext, collection: string): ItemsService {
  if (collection.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
  return itemsServiceFor(collection, ctx);
}

const asyncRead = async (svc: ItemsService, keys: unknown[], req: FastifyRequest, reply: FastifyReply) => {
  const out = await svc.readByKeys(keys, queryOf(req), { etags: keys.length === 1 });
  if (keys.length > 1 && out.data.length < keys.length && !req.accountability.admin) {
    // Several ids: a row that exists but cannot be read is a 403/300, not a silent gap (api.md §5.1).
    if ((await svc.countExisting(keys)) > out.data.length) throw errors.forbiddenRead();
  }
  if (keys.length === 1) {
    if (out.data.length === 0) throw errors.itemNotFound();
    const etag = out.etags.values().next().value;
    if (etag) reply.header('ETag', etag);
  }
  return envelope(out, keys.length === 1);
};

type Params = { collection: string; id?: string; revision?: string; offset?: string };

/** `/{p}/items/{c}` (api.md §5.1). */
export function itemsRoutes() {
  return async (app: FastifyInstance) => {
    resource(app, '/items/:collection', {
      GET: async (req, reply) => {
        const { collection } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        if (queryOf(req).export !== undefined) return sendExport(req, reply, svc);
        const qIndex = req.url.indexOf('?');
        const out = await svc.readByQuery(queryOf(req), [], {
          cacheKey: qIndex === -1 ? '' : req.url.slice(qIndex + 1),
        });
        pageLinks(req, out.meta);
        const single = queryOf(req).single;
        return envelope(out, single !== undefined && single !== '0' && single !== 'false');
      },
      POST: async (req) => {
        const { collection } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        const body = req.body;
        if (Array.isArray(body)) {
          const keys = await svc.createMany(body);
          return rereadOrEmpty(async () => envelope(await svc.readByKeys(keys, queryOf(req)), false));
        }
        if (!body || typeof body !== 'object') throw errors.emptyPayload();
        const [key] = await svc.createMany([body]);
        return rereadOrEmpty(async () => {
          const out = await svc.readByKeys([key], queryOf(req));
          if (!out.data.length) throw errors.itemNotFound();
          return envelope(out, true);
        });
      },
      PATCH: async (req) => {
        const { collection } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        if (!Array.isArray(req.body)) throw errors.emptyPayload();
        const keys = await svc.updateBatch(req.body);
        return rereadOrEmpty(async () => envelope(await svc.readByKeys(keys, queryOf(req)), false));
      },
    });

    resource(app, '/items/:collection/:id', {
      GET: async (req, reply) => {
        const { collection, id } = req.params as Params;
        const ctx = await serviceContext(req);
        const svc = serviceFor(ctx, collection);
        const { version, ...query } = queryOf(req);
        if (typeof version === 'string' && version !== '' && version !== 'main') {
          // The item as a content version sees it (docs/content-workflow.md).
          return { data: await new VersionsService(ctx).itemAt(collection, id!, version, query) };
        }
        return asyncRead(svc, idList(id!), req, reply);
      },
      PATCH: async (req, reply) => {
        const { collection, id } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        const body = req.body;
        if (!body || typeof body !== 'object' || Array.isArray(body)) throw errors.emptyPayload();
        const keys = idList(id!);
        const ifMatch = req.headers['if-match'];
        const updated = await svc.updateMany(keys, body, {
          ifMatch: typeof ifMatch === 'string' ? ifMatch : undefined,
        });
        return rereadOrEmpty(() => asyncRead(svc, updated, req, reply));
      },
      DELETE: async (req) => {
        const { collection, id } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        await svc.deleteMany(idList(id!));
        return undefined;
      },
    });

    resource(app, '/items/:collection/:id/revert/:revision', {
      // Atrium: the item as the revert would leave it, related items included; nothing is written.
      GET: async (req) => {
        const { collection, id, revision } = req.params as Params;
        const ctx = await serviceContext(req);
        serviceFor(ctx, collection);
        const data = await previewRevert(ctx, collection, id!, revision!, queryOf(req));
        if (!data) throw errors.itemNotFound();
        return { data };
      },
      PATCH: async (req, reply) => {
        const { collection, id, revision } = req.params as Params;
        const svc = serviceFor(await serviceContext(req), collection);
        const key = await svc.revert(id!, revision!);
        return rereadOrEmpty(() => asyncRead(svc, [key], req, reply));
      },
    });
  };
}
