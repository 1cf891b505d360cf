import { ErrorCode, SYSTEM_PREFIX } from '@atrium/sdk';
import type { Accountability } from '../../auth/accountability';
import { ApiError, errors } from '../../errors';
import type { Project } from '../../projects/registry';
import { createServiceContext } from '../items/context';
import type { ItemsService } from '../items/service';
import { serviceFor } from '../system';
import type { ItemsMessage } from './protocol';

type Row = Record<string, unknown>;

/** The errors of a re-read the caller may not make: the write stands, the answer is empty. */
const UNREADABLE: ReadonlySet<number> = new Set([
  ErrorCode.ItemNotFound,
  ErrorCode.ForbiddenRead,
  ErrorCode.Unauthorized,
  ErrorCode.ForbiddenFieldRead,
]);

async function reread(svc: ItemsService, keys: unknown[], query: Row, single: boolean): Promise<unknown> {
  try {
    const out = await svc.readByKeys(keys, query);
    return single ? (out.data[0] ?? null) : out.data;
  } catch (err) {
    if (err instanceof ApiError && UNREADABLE.has(err.code)) return null;
    throw err;
  }
}

/**
 * `{type: "items", action, collection, …}`: the item endpoints over the socket, through the same
 * service, permissions, validation, activity, revisions and webhooks as REST (api.md §5.1). System
 * collections are refused as on `/items`. Returns the `data` of the answer; throws `ApiError`.
 */
export async function runItemsAction(
  project: Project,
  accountability: Accountability,
  m: ItemsMessage,
): Promise<unknown> {
  if (m.collection.startsWith(SYSTEM_PREFIX)) throw errors.systemCollection();
  const ctx = await createServiceContext(project, accountability, {
    ip: accountability.ip,
    userAgent: accountability.userAgent,
  });
  const svc = serviceFor(m.collection, ctx);
  const query = (m.query ?? {}) as Row;
  switch (m.action) {
    case 'read': {
      if (m.id !== undefined) {
        const out = await svc.readByKeys([m.id], query);
        if (!out.data.length) throw errors.itemNotFound();
        return out.data[0];
      }
      if (m.ids) return (await svc.readByKeys(m.ids, query)).data;
      return (await svc.readByQuery(query)).data;
    }
    case 'create': {
      if (Array.isArray(m.data)) return reread(svc, await svc.createMany(m.data), query, false);
      if (!m.data || typeof m.data !== 'object') throw errors.emptyPayload();
      return reread(svc, await svc.createMany([m.data]), query, true);
    }
    case 'update': {
      if (Array.isArray(m.data)) return reread(svc, await svc.updateBatch(m.data), query, false);
      if (!m.data || typeof m.data !== 'object') throw errors.emptyPayload();
      if (m.id !== undefined) return reread(svc, await svc.updateMany([m.id], m.data), query, true);
      if (m.ids) return reread(svc, await svc.updateMany(m.ids, m.data), query, false);
      throw errors.invalidPayload('An update names its item: "id", "ids", or an array of items as "data"');
    }
    case 'delete': {
      if (m.id !== undefined) {
        await svc.deleteMany([m.id]);
        return m.id;
      }
      if (m.ids) {
        await svc.deleteMany(m.ids);
        return m.ids;
      }
      throw errors.invalidPayload('A delete names its items: "id" or "ids"');
    }
  }
}
